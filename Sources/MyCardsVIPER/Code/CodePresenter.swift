import MyCardsDisplayData
import MyCardsKit

/// A card's number drawn for a checkout's scanner. Like the photo module, it has no use case of its own, so no
/// interactor: the card is the plain item the Card module's router carried in.
@MainActor
final class CodePresenter: CodeViewOutput {
    weak var view: (any CodeViewInput)?
    var router: any CodeRouterInput
    private let card: CardItem

    init(card: CardItem, router: any CodeRouterInput) {
        self.card = card
        self.router = router
    }

    func viewWillAppear() {
        view?.show(CodeDisplayData(name: card.listedName, number: card.number, barcode: card.barcode))
    }

    func didTapClose() {
        router.close()
    }
}
