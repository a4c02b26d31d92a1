import MyCardsKit

/// Runs the camera, keeps the last frame, and on the shutter crops it to the centred outline.
@MainActor
final class PhotoCaptureInteractor: PhotoCaptureInteractorInput {
    weak var output: (any PhotoCaptureInteractorOutput)?
    private let camera: any CaptureDevice
    private let makeCardPhoto: CardPhotoMaking
    private var isRunning = false
    private var lastFrame: RGBAImage?

    init(camera: any CaptureDevice, makePhoto: @escaping CardPhotoMaking) {
        self.camera = camera
        makeCardPhoto = makePhoto
    }

    func startCamera() {
        guard !isRunning else { return }
        do {
            try camera.start { [weak self] frame in
                guard let self else { return }
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
        camera.stop()
    }

    func capture() {
        guard let frame = lastFrame else { return }
        let outline = CardOutline.centred(in: frame.size)
        do {
            let photo = try makeCardPhoto(frame, outline)
            stopCamera()
            output?.didCapture(photo)
        } catch {
            output?.didFailToCapture(error)
        }
    }
}
