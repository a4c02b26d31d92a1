import Foundation

/// The photo folder as a traced boundary.
public struct TracedPhotoLibrary: PhotoLibraryBrowsing {
    private let base: any PhotoLibraryBrowsing
    private let route: BoundaryRoute

    public init(_ base: any PhotoLibraryBrowsing, tracer: any Tracing) {
        self.base = base
        route = BoundaryRoute(tracer: tracer, holder: "App", receiver: BoundaryRoute.name(of: base))
    }

    public var folder: URL { base.folder }

    public func items(
        completion: @escaping @MainActor @Sendable (Result<[PhotoLibraryItem], PhotoLibraryError>) -> Void
    ) {
        let answer = route.answering("items", completion)
        route.call("items()") { base.items(completion: answer) }
    }

    public func image(
        of item: PhotoLibraryItem, completion: @escaping @MainActor @Sendable (Result<RGBAImage, ImageError>) -> Void
    ) {
        let answer = route.answering("image", completion)
        route.call("image(PhotoLibraryItem)") { base.image(of: item, completion: answer) }
    }
}

/// The camera as a traced boundary: every frame is an answer line, as every frame crosses the boundary.
public final class TracedCamera: CaptureDevice {
    private let base: any CaptureDevice
    private let route: BoundaryRoute

    public init(_ base: any CaptureDevice, tracer: any Tracing) {
        self.base = base
        route = BoundaryRoute(tracer: tracer, holder: "App", receiver: BoundaryRoute.name(of: base))
    }

    public func start(onFrame: @escaping @MainActor (RGBAImage) -> Void) throws(CameraError) {
        let caller = route.sender
        let route = route
        try route.call("start()") { () throws(CameraError) in
            try base.start { frame in route.answer("start answered", to: caller) { onFrame(frame) } }
        }
    }

    public func stop() {
        route.call("stop()") { base.stop() }
    }
}
