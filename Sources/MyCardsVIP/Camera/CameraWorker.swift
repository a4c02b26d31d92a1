import MyCardsKit

/// What the capture scene's interactor asks of its worker.
@MainActor
package protocol CameraWorking: AnyObject {
    func start(onFrame: @escaping @MainActor (RGBAImage) -> Void) throws(CameraError)
    func stop()
}

/// The camera as the capture scene uses it: started and stopped at most once each way.
@MainActor
class CameraWorker: CameraWorking {
    private let device: any CaptureDevice
    private(set) var isRunning = false

    init(device: any CaptureDevice) {
        self.device = device
    }

    func start(onFrame: @escaping @MainActor (RGBAImage) -> Void) throws(CameraError) {
        guard !isRunning else { return }
        try device.start(onFrame: onFrame)
        isRunning = true
    }

    func stop() {
        guard isRunning else { return }
        isRunning = false
        device.stop()
    }
}
