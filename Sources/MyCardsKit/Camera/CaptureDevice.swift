/// A camera: plays frames until stopped. The app's stand-in for AVCaptureSession.
@MainActor
public protocol CaptureDevice: AnyObject, Sendable {
    /// Starts delivering frames to `onFrame`, the first one at once. Throws when no camera can be had,
    /// the terminal's stand-in for a denied camera permission.
    func start(onFrame: @escaping @MainActor (RGBAImage) -> Void) throws(CameraError)
    func stop()
    /// The async form (issue 36; see Concurrency/CallbackBridge.swift): the frames from now on, the first one at
    /// once; the camera stops when the sequence's consumer stops (its task cancelled) or `stop()` is called.
    func frames() throws(CameraError) -> AsyncStream<RGBAImage>
}

// Issue 36's bridge: the frames as a sequence over the callback form; goes with it.
extension CaptureDevice {
    public func frames() throws(CameraError) -> AsyncStream<RGBAImage> {
        let (frames, continuation) = AsyncStream.makeStream(of: RGBAImage.self, bufferingPolicy: .bufferingNewest(1))
        try start { frame in continuation.yield(frame) }
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.stop() }
        }
        return frames
    }
}

/// Why the camera cannot be used; the screen shows "Camera unavailable: <message>".
public enum CameraError: Error, Equatable, Sendable {
    case feedMissing(path: String)
    case noDecodableFrame(path: String)

    public var message: String {
        switch self {
        case .feedMissing: "the camera feed folder is missing"
        case .noDecodableFrame: "the camera feed has no readable frame"
        }
    }
}
