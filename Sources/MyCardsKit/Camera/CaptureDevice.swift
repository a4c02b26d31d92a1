/// A camera: plays frames for as long as someone watches. The app's stand-in for AVCaptureSession.
@MainActor
public protocol CaptureDevice: AnyObject, Sendable {
    /// The frames from now on, the first one at once; the camera stops when the sequence's consumer stops (its task
    /// cancelled). Throws when no camera can be had, the terminal's stand-in for a denied camera permission.
    func frames() throws(CameraError) -> AsyncStream<RGBAImage>
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
