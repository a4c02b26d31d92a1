import MyCardsKit

/// Runs the camera, keeps the last frame, and on the shutter crops it to the centred outline. The interactor owns
/// the task that takes the frames; stopping the camera cancels it, which stops the camera.
@MainActor
final class PhotoCaptureInteractor: PhotoCaptureInteractorInput {
    weak var output: (any PhotoCaptureInteractorOutput)?
    private let camera: any CaptureDevice
    private let makeCardPhoto: CardPhotoMaking
    private var running: Task<Void, Never>?
    private var lastFrame: RGBAImage?

    init(camera: any CaptureDevice, makePhoto: @escaping CardPhotoMaking) {
        self.camera = camera
        makeCardPhoto = makePhoto
    }

    func startCamera() {
        guard running == nil else { return }
        let frames: AsyncStream<RGBAImage>
        do { frames = try camera.frames() } catch { return output?.didFailToStart(error) ?? () }
        running = Task { [weak self] in
            for await frame in frames {
                guard let self else { return }
                lastFrame = frame
                output?.didReceive(frame)
            }
        }
    }

    func stopCamera() {
        running?.cancel()
        running = nil
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
