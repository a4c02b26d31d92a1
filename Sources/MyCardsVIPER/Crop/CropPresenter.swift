import MyCardsDisplayData
import MyCardsKit

/// Shows the outline as the user moves it; hands a made photo to the module output.
@MainActor
final class CropPresenter: CropViewOutput, CropInteractorOutput {
    weak var view: (any CropViewInput)?
    weak var moduleOutput: (any CropModuleOutput)?
    var interactor: any CropInteractorInput
    var router: any CropRouterInput

    init(interactor: any CropInteractorInput, router: any CropRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewWillAppear() {
        showOutline()
    }

    func didMove(dx: Int, dy: Int) {
        interactor.moveOutline(dx: dx, dy: dy)
        showOutline()
    }

    func didResize(by step: Int) {
        interactor.resizeOutline(by: step)
        showOutline()
    }

    func didTapCrop() {
        interactor.makePhoto()
    }

    func didTapCancel() {
        router.close()
    }

    func didMake(_ photo: Photo) {
        moduleOutput?.crop(didMake: photo)
    }

    func didFailToMakePhoto(_ error: ImageError) {
        view?.showStatus(StatusMessage(text: Messages.photoNotMade(error), isError: true))
    }

    private func showOutline() {
        view?.show(CropDisplayData(image: interactor.image, outline: interactor.outline.rect))
    }
}
