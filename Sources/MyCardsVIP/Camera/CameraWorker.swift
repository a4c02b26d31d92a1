import MyCardsKit

/// What the capture scene's interactor asks of its worker.
@MainActor
package protocol CameraWorking: AnyObject {
    /// The camera's frames, the first one at once; the camera stops when the caller stops iterating (its task
    /// cancelled).
    func frames() throws(CameraError) -> AsyncStream<RGBAImage>
}

/// The camera as the capture scene uses it.
@MainActor
class CameraWorker: CameraWorking {
    private let device: any CaptureDevice

    init(device: any CaptureDevice) {
        self.device = device
    }

    func frames() throws(CameraError) -> AsyncStream<RGBAImage> {
        try device.frames()
    }
}
