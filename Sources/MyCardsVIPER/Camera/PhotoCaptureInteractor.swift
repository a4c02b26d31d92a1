import MyCardsKit

/// Runs the camera, keeps the last frame, and on the shutter crops it to the centred outline.
@MainActor
final class PhotoCaptureInteractor: PhotoCaptureInteractorInput {
    weak var output: (any PhotoCaptureInteractorOutput)?
    private let camera: any CaptureDevice
    private let makeCardPhoto: CardPhotoMaking
    private let trace: TraceLog
    private var isRunning = false
    private var lastFrame: RGBAImage?

    init(camera: any CaptureDevice, makePhoto: @escaping CardPhotoMaking, tracer: any Tracing) {
        self.camera = camera
        makeCardPhoto = makePhoto
        trace = tracer.log(for: "PhotoCaptureInteractor")
    }

    func startCamera() {
        guard !isRunning else { return }
        trace.to("Camera", "start")
        var isFirstFrame = true
        do {
            try camera.start { [weak self] frame in
                guard let self else { return }
                // One line for the first frame, not ten a second: the trace is there to be read.
                if isFirstFrame { trace.from("Camera", "frames \(frame.size)") }
                isFirstFrame = false
                lastFrame = frame
                output?.didReceive(frame)
            }
            isRunning = true
        } catch {
            output?.didFailToStart(error)
        }
    }

    func stopCamera() {
        guard isRunning else { return }
        isRunning = false
        trace.to("Camera", "stop")
        camera.stop()
    }

    func capture() {
        guard let frame = lastFrame else { return }
        let outline = CardOutline.centred(in: frame.size)
        trace.to("CardPhotoMaker", "photo(from: \(frame.size), outline: \(outline.rect))")
        do {
            let photo = try makeCardPhoto(frame, outline)
            stopCamera()
            output?.didCapture(photo)
        } catch {
            output?.didFailToCapture(error)
        }
    }
}
