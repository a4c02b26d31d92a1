import MyCardsKit

@MainActor
package protocol PhotoCaptureBusinessLogic: AnyObject {
    /// Shows the camera's frames until the task is cancelled (the scene covered or gone), which stops the camera.
    func runCamera(request: TakePhoto.RunCamera.Request) async
    func capture(request: TakePhoto.Capture.Request)
}

@MainActor
package protocol PhotoCaptureDataStore: AnyObject {
    /// The photo taken, for the Card scene.
    var photo: Photo? { get }
}

/// Runs the camera through its worker for as long as the view controller's task asks, keeps the last frame, and on
/// the shutter crops it to the outline.
@MainActor
final class PhotoCaptureInteractor: PhotoCaptureBusinessLogic, PhotoCaptureDataStore {
    var presenter: (any PhotoCapturePresentationLogic)?
    var worker: any CameraWorking
    private(set) var photo: Photo?
    private var lastFrame: RGBAImage?
    private let makeCardPhoto: CardPhotoMaking

    init(worker: any CameraWorking, makePhoto: @escaping CardPhotoMaking) {
        self.worker = worker
        makeCardPhoto = makePhoto
    }

    func runCamera(request: TakePhoto.RunCamera.Request) async {
        let frames: AsyncStream<RGBAImage>
        do {
            frames = try worker.frames()
        } catch {
            presenter?.presentCamera(response: .unavailable(error))
            return
        }
        for await frame in frames {
            lastFrame = frame
            presenter?.presentCamera(response: .frame(frame, outline: CardOutline.centred(in: frame.size).rect))
        }
    }

    func capture(request: TakePhoto.Capture.Request) {
        guard let frame = lastFrame else { return }
        let outline = CardOutline.centred(in: frame.size)
        let result: Result<PixelSize, ImageError>
        do {
            let made = try makeCardPhoto(frame, outline)
            photo = made
            result = .success(made.size)
        } catch {
            result = .failure(error)
        }
        presenter?.presentCapture(response: TakePhoto.Capture.Response(result: result))
    }
}
