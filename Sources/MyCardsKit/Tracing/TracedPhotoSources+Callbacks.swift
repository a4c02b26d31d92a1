// TEMPORARY (issue 36), goes with PhotoLibraryBrowsing+Callbacks.swift and CaptureDevice+Callbacks.swift: the traced
// library's and camera's callback forms, answering in the turn the service behind answers.

extension TracedPhotoLibrary: PhotoLibraryBrowsingCallbacks {
    public func items(
        answering completion: @escaping @MainActor @Sendable (Result<[PhotoLibraryItem], PhotoLibraryError>) -> Void
    ) {
        let answer = route.answering("items", completion)
        route.call("items()") { base.items(completion: answer) }
    }

    public func image(
        of item: PhotoLibraryItem,
        answering completion: @escaping @MainActor @Sendable (Result<RGBAImage, ImageError>) -> Void
    ) {
        let answer = route.answering("image", completion)
        route.call("image(PhotoLibraryItem)") { base.image(of: item, completion: answer) }
    }
}

extension TracedCamera: CaptureDeviceCallbacks {
    public func start(answering onFrame: @escaping @MainActor (RGBAImage) -> Void) throws(CameraError) {
        let caller = route.sender
        let route = route
        try route.call("start()") { () throws(CameraError) in
            try base.start { frame in route.answer("start answered", to: caller) { onFrame(frame) } }
        }
    }

    public func stopAnswering() {
        route.call("stop()") { base.stop() }
    }
}
