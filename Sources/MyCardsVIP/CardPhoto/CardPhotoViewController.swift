import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

@MainActor
package protocol CardPhotoDisplayLogic: AnyObject {
    func displayPhoto(viewModel: ShowPhoto.ViewModel)
}

/// Asks for the photo when it appears and shows it; closing is the router's.
@MainActor
final class CardPhotoViewController: ScreenHosting, CardPhotoDisplayLogic {
    let hostedView: CardPhotoView
    var interactor: (any CardPhotoBusinessLogic)?
    var router: (any CardPhotoRoutingLogic & CardPhotoDataPassing)?

    init(context: SceneContext) {
        hostedView = CardPhotoView(theme: context.theme, photoCache: context.photoCache)
        CardPhotoConfigurator.configure(self, context: context)
        hostedView.onClose = { [weak self] in self?.router?.routeBack() }
    }

    func screenWillAppear() {
        interactor?.showPhoto(request: ShowPhoto.Request())
    }

    func displayPhoto(viewModel: ShowPhoto.ViewModel) {
        hostedView.data = viewModel.photo
    }
}
