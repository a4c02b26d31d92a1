import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

@MainActor
package protocol CropDisplayLogic: AnyObject {
    func displayOutline(viewModel: CropPhoto.ShowOutline.ViewModel)
    func displayPhoto(viewModel: CropPhoto.MakePhoto.ViewModel)
}

/// The crop scene's view controller: moves, resizes and Enter become requests; a made photo routes back to
/// the Card scene.
@MainActor
final class CropViewController: ScreenHosting, CropDisplayLogic {
    let hostedView: CropView
    var interactor: (any CropBusinessLogic)?
    var router: (any CropRoutingLogic & CropDataPassing)?
    private let shell: any AppShelling

    init(context: SceneContext, makePhoto: @escaping CardPhotoMaking = CardPhotoMaker.photo(from:outline:)) {
        shell = context.shell
        hostedView = CropView(theme: context.theme)
        CropConfigurator.configure(self, context: context, makePhoto: makePhoto)
        hostedView.onMove = { [weak self] dx, dy in self?.interactor?.moveOutline(request: .init(dx: dx, dy: dy)) }
        hostedView.onResize = { [weak self] step in self?.interactor?.resizeOutline(request: .init(step: step)) }
        hostedView.onCrop = { [weak self] in
            self?.interactor?.makePhoto(request: .init())
        }
        hostedView.onCancel = { [weak self] in self?.router?.routeBack() }
    }

    func screenWillAppear() {
        interactor?.showOutline(request: .init())
    }

    func displayOutline(viewModel: CropPhoto.ShowOutline.ViewModel) {
        hostedView.data = viewModel.crop
        shell.setNeedsDisplay()
    }

    func displayPhoto(viewModel: CropPhoto.MakePhoto.ViewModel) {
        if let error = viewModel.error {
            return shell.showStatus(error.text, busy: error.busy, isError: error.isError, about: self)
        }
        router?.routeToCardDetails()
    }
}
