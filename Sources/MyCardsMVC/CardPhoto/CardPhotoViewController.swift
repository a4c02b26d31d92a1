import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// The card photo screen in MVC: shows one side of a card as large as the terminal allows; closing pops it.
@MainActor
final class CardPhotoViewController: ScreenHosting {
    let hostedView: CardPhotoView
    private let dependencies: MVCDependencies

    init(photo: Photo?, side: Card.Side, dependencies: MVCDependencies) {
        self.dependencies = dependencies
        hostedView = CardPhotoView(theme: dependencies.theme, photoCache: dependencies.photoCache)
        hostedView.data = CardPhotoDisplayData(photo: photo, caption: side.caption)
        hostedView.onClose = { [weak self] in self?.close() }
    }

    private func close() {
        dependencies.shell.pop()
    }
}
