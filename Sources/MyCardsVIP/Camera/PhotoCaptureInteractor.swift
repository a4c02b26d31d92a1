import MyCardsKit

@MainActor
protocol PhotoCaptureBusinessLogic: AnyObject {
    func runCamera(request: TakePhoto.RunCamera.Request)
    func capture(request: TakePhoto.Capture.Request)
}

@MainActor
protocol PhotoCaptureDataStore: AnyObject {
    /// The photo taken, for the Card scene.
    var photo: Photo? { get }
    /// Where the photo goes.
    var photoReturn: PhotoReturn? { get set }
}

/// Runs the camera through its worker while on screen, keeps the last frame, and on the shutter crops it to
/// the outline.
@MainActor
final class PhotoCaptureInteractor: PhotoCaptureBusinessLogic, PhotoCaptureDataStore {
    var photoReturn: PhotoReturn?
    var presenter: (any PhotoCapturePresentationLogic)?
    var worker: CameraWorker
    private(set) var photo: Photo?
    private var lastFrame: RGBAImage?
    private let makeCardPhoto: CardPhotoMaking
    private let trace: TraceLog

    init(worker: CameraWorker, makePhoto: @escaping CardPhotoMaking, tracer: any Tracing) {
        self.worker = worker
        makeCardPhoto = makePhoto
        trace = tracer.log(for: "PhotoCaptureInteractor")
    }

    func runCamera(request: TakePhoto.RunCamera.Request) {
        guard request.isOnScreen else { return worker.stop() }
        var isFirstFrame = true
        do {
            try worker.start { [weak self] frame in
                guard let self else { return }
                // One line for the first frame, not ten a second: the trace is there to be read.
                if isFirstFrame { trace.to("PhotoCapturePresenter", "presentCamera(Response: frames \(frame.size))") }
                isFirstFrame = false
                lastFrame = frame
                presenter?.presentCamera(response: .frame(frame, outline: CardOutline.centred(in: frame.size).rect))
            }
        } catch {
            trace.to("PhotoCapturePresenter", "presentCamera(Response: unavailable)")
            presenter?.presentCamera(response: .unavailable(error))
        }
    }

    func capture(request: TakePhoto.Capture.Request) {
        guard let frame = lastFrame else { return }
        let outline = CardOutline.centred(in: frame.size)
        trace.to("CardPhotoMaker", "photo(from: \(frame.size), outline: \(outline.rect))")
        let result: Result<PixelSize, ImageError>
        do {
            let made = try makeCardPhoto(frame, outline)
            photo = made
            worker.stop()
            result = .success(made.size)
        } catch {
            result = .failure(error)
        }
        presenter?.presentCapture(response: TakePhoto.Capture.Response(result: result))
    }
}
