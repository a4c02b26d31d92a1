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
        hostedView.data = CardPhotoDisplayData(photo: photo, caption: Self.caption(of: side))
        hostedView.onClose = { [weak self] in self?.close() }
    }

    private static func caption(of side: Card.Side) -> String {
        switch side {
        case .front: CardDetailsView.frontCaption
        case .back: CardDetailsView.backCaption
        }
    }

    private func close() {
        dependencies.tracer.trace("CardPhotoView", "CardPhotoViewController", "close")
        dependencies.shell.pop()
    }
}
