import MyCardsKit

/// A camera a test feeds frame by frame, or one that is unavailable. Each `frames()` is a start; the consumer's task
/// ending (cancelled) is a stop, a turn later, as the real camera's.
@MainActor
public final class CameraStub: CaptureDevice {
    public var startError: CameraError?
    public private(set) var startCount = 0
    public private(set) var stopCount = 0
    private var watcher: (number: Int, frames: AsyncStream<RGBAImage>.Continuation)?

    public init(startError: CameraError? = nil) {
        self.startError = startError
    }

    public var isRunning: Bool { watcher != nil }

    public func frames() throws(CameraError) -> AsyncStream<RGBAImage> {
        startCount += 1
        if let startError { throw startError }
        let (frames, continuation) = AsyncStream.makeStream(of: RGBAImage.self, bufferingPolicy: .bufferingNewest(1))
        let number = startCount
        watcher = (number, continuation)
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.stopped(number) }
        }
        return frames
    }

    /// Delivers a frame, as the camera's timer would.
    public func deliver(_ frame: RGBAImage) {
        watcher?.frames.yield(frame)
    }

    private func stopped(_ number: Int) {
        stopCount += 1
        if watcher?.number == number { watcher = nil }
    }
}
