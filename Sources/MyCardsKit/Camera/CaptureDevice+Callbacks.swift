// TEMPORARY (issue 36): the camera's callback form, for the architecture that still calls it (MVVM, until its async
// commit). It is no requirement any more; this file goes when no architecture calls it.

/// TEMPORARY, goes with this file: a camera a callback caller starts and stops itself — the shared test double,
/// which delivers frames in the test's turn, and `TracedCamera`, which traces the callback form as it did. Its
/// `frames()` defaults to its callback form.
@MainActor
public protocol CaptureDeviceCallbacks: CaptureDevice {
    func start(answering onFrame: @escaping @MainActor (RGBAImage) -> Void) throws(CameraError)
    func stopAnswering()
}

/// The frames a callback caller started on a camera without callback forms, by camera, until it stops them.
@MainActor private var playing: [ObjectIdentifier: Task<Void, Never>] = [:]

extension CaptureDevice {
    /// Starts delivering frames to `onFrame`, the first one at once (a turn later from a camera without callback
    /// forms, whose `frames()` a main-actor task plays). Throws when no camera can be had.
    public func start(onFrame: @escaping @MainActor (RGBAImage) -> Void) throws(CameraError) {
        if let direct = self as? any CaptureDeviceCallbacks { return try direct.start(answering: onFrame) }
        stop()
        let frames = try frames()
        playing[ObjectIdentifier(self)] = Task {
            for await frame in frames { onFrame(frame) }
        }
    }

    public func stop() {
        if let direct = self as? any CaptureDeviceCallbacks { return direct.stopAnswering() }
        playing.removeValue(forKey: ObjectIdentifier(self))?.cancel()
    }
}

// Issue 36's bridge for the doubles: the frames as a sequence over the callback form.
extension CaptureDeviceCallbacks {
    public func frames() throws(CameraError) -> AsyncStream<RGBAImage> {
        let (frames, continuation) = AsyncStream.makeStream(of: RGBAImage.self, bufferingPolicy: .bufferingNewest(1))
        try start(answering: { frame in continuation.yield(frame) })
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.stopAnswering() }
        }
        return frames
    }
}
