import MyCardsDisplayData
import MyCardsKit

/// The camera runs while the view is on top; frames are shown with the outline; a photo goes to the output.
@MainActor
final class PhotoCapturePresenter: PhotoCaptureViewOutput, PhotoCaptureInteractorOutput {
    weak var view: (any PhotoCaptureViewInput)?
    weak var moduleOutput: (any CardPhotoSourceModuleOutput)?
    var interactor: any PhotoCaptureInteractorInput
    var router: any PhotoCaptureRouterInput

    init(interactor: any PhotoCaptureInteractorInput, router: any PhotoCaptureRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewWillAppear() {
        interactor.startCamera()
    }

    func viewDidDisappear() {
        interactor.stopCamera()
    }

    func didTapCapture() {
        interactor.capture()
    }

    func didTapClose() {
        router.close()
    }

    func didReceive(_ frame: RGBAImage) {
        view?.show(CameraDisplayData(frame: frame, outline: CardOutline.centred(in: frame.size).rect))
    }

    func didFailToStart(_ error: CameraError) {
        view?.show(CameraDisplayData(unavailableText: Messages.cameraUnavailable(error)))
    }

    func didCapture(_ photo: Photo) {
        moduleOutput?.photoSource(didProduce: photo)
    }

    func didFailToCapture(_ error: ImageError) {
        view?.showStatus(StatusMessage(text: Messages.photoNotMade(error), isError: true))
    }
}
