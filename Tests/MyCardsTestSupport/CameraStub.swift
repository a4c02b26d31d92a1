import MyCardsKit

/// A camera a test feeds frame by frame, or one that is unavailable.
@MainActor
public final class CameraStub: CaptureDeviceCallbacks {
    public var startError: CameraError?
    public private(set) var startCount = 0
    public private(set) var stopCount = 0
    private var onFrame: (@MainActor (RGBAImage) -> Void)?

    public init(startError: CameraError? = nil) {
        self.startError = startError
    }

    public var isRunning: Bool { onFrame != nil }

    public func start(answering onFrame: @escaping @MainActor (RGBAImage) -> Void) throws(CameraError) {
        startCount += 1
        if let startError { throw startError }
        self.onFrame = onFrame
    }

    public func stopAnswering() {
        stopCount += 1
        onFrame = nil
    }

    /// Delivers a frame, as the camera's timer would.
    public func deliver(_ frame: RGBAImage) {
        onFrame?(frame)
    }
}
