/// A camera: plays frames until stopped. The app's stand-in for AVCaptureSession.
@MainActor
public protocol CaptureDevice: AnyObject {
    /// Starts delivering frames to `onFrame`, the first one at once. Throws when no camera can be had,
    /// the terminal's stand-in for a denied camera permission.
    func start(onFrame: @escaping @MainActor (RGBAImage) -> Void) throws(CameraError)
    func stop()
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
