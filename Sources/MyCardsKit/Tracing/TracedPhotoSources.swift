import Foundation

/// The photo folder as a traced boundary.
public struct TracedPhotoLibrary: PhotoLibraryBrowsing {
    let base: any PhotoLibraryBrowsing
    let route: BoundaryRoute

    public init(_ base: any PhotoLibraryBrowsing, tracer: any Tracing) {
        self.base = base
        route = BoundaryRoute(tracer: tracer, holder: "App", receiver: BoundaryRoute.name(of: base))
    }

    public var folder: URL { base.folder }

    public func items() async throws(PhotoLibraryError) -> [PhotoLibraryItem] {
        try await route.call("items()") { () async throws(PhotoLibraryError) in try await base.items() }
    }

    public func image(of item: PhotoLibraryItem) async throws(ImageError) -> RGBAImage {
        try await route.call("image(PhotoLibraryItem)") { () async throws(ImageError) in try await base.image(of: item)
        }
    }
}

/// The camera as a traced boundary: every frame is an answer line, as every frame crosses the boundary.
public final class TracedCamera: CaptureDevice {
    let base: any CaptureDevice
    let route: BoundaryRoute

    public init(_ base: any CaptureDevice, tracer: any Tracing) {
        self.base = base
        route = BoundaryRoute(tracer: tracer, holder: "App", receiver: BoundaryRoute.name(of: base))
    }

    /// Every frame an answer line, as every frame crosses the boundary.
    public func frames() throws(CameraError) -> AsyncStream<RGBAImage> {
        let caller = route.sender
        let route = route
        let frames = try route.call("frames()") { () throws(CameraError) in try base.frames() }
        return AsyncStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
            let relay = Task { @MainActor in
                for await frame in frames {
                    route.answer("frames answered", to: caller) { continuation.yield(frame) }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in relay.cancel() }
        }
    }
}
