import MyCardsKit

@MainActor
package protocol CodeBusinessLogic: AnyObject {
    func showCode(request: ShowCode.Request)
}

@MainActor
package protocol CodeDataStore: AnyObject {
    /// nil until the Card scene's router passes it.
    var card: Card? { get set }
}

/// Holds the card the Card scene's router passed in and hands it to the presenter.
@MainActor
final class CodeInteractor: CodeBusinessLogic, CodeDataStore {
    var presenter: (any CodePresentationLogic)?
    var card: Card?

    func showCode(request: ShowCode.Request) {
        guard let card else { return }
        presenter?.presentCode(response: ShowCode.Response(card: card))
    }
}
