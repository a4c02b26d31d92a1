import MyCardsDisplayData
import MyCardsKit

/// A card's number drawn for a checkout's scanner, from the plain item its interactor follows in the store.
@MainActor
final class CodePresenter: CodeViewOutput, CodeInteractorOutput {
    weak var view: (any CodeViewInput)?
    var interactor: any CodeInteractorInput
    var router: any CodeRouterInput

    init(interactor: any CodeInteractorInput, router: any CodeRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewWillAppear() {
        showCode()
        interactor.followCard()
    }

    func didTapClose() {
        interactor.stopFollowingCard()
        router.close()
    }

    func didReloadCard() {
        showCode()
    }

    private func showCode() {
        let card = interactor.card
        view?.show(CodeDisplayData(name: card.listedName, number: card.number, barcode: card.barcode))
    }
}
