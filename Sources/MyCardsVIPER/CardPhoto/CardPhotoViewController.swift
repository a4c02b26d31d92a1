import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// The photo view: shows the photo it is given and reports Esc.
@MainActor
final class CardPhotoViewController: ScreenHosting, CardPhotoViewInput {
    let hostedView: CardPhotoView
    var output: (any CardPhotoViewOutput)?

    init(dependencies: ModuleDependencies) {
        hostedView = CardPhotoView(theme: dependencies.theme, photoCache: dependencies.photoCache)
        hostedView.onClose = { [weak self] in self?.output?.didTapClose() }
    }

    func screenWillAppear() {
        output?.viewWillAppear()
    }

    func show(_ photo: CardPhotoDisplayData) {
        hostedView.data = photo
    }
}
