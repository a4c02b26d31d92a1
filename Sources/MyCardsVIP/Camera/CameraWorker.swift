import MyCardsKit

/// The camera as the capture scene uses it: started and stopped at most once each way.
@MainActor
class CameraWorker {
    private let device: any CaptureDevice
    private let trace: TraceLog
    private(set) var isRunning = false

    init(device: any CaptureDevice, tracer: any Tracing) {
        self.device = device
        trace = tracer.log(for: "CameraWorker")
    }

    func start(onFrame: @escaping @MainActor (RGBAImage) -> Void) throws(CameraError) {
        guard !isRunning else { return }
        trace.to("Camera", "start")
        try device.start(onFrame: onFrame)
        isRunning = true
    }

    func stop() {
        guard isRunning else { return }
        isRunning = false
        trace.to("Camera", "stop")
        device.stop()
    }
}
