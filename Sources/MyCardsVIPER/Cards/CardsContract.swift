import MyCardsDisplayData
import MyCardsKit

/// What the presenter may tell the Cards view.
@MainActor
package protocol CardsViewInput: AnyObject {
    func show(_ cards: CardsDisplayData)
    func select(identifier: String)
    func showStatus(_ status: StatusMessage)
    /// A status line of a Card module that has closed (an upload's answer): shown wherever the user is.
    func showStatusOfClosedCard(_ status: StatusMessage)
}

/// What the Cards view reports.
@MainActor
package protocol CardsViewOutput: AnyObject {
    func viewWillAppear()
    func didSelectCard(identifier: String)
    func didTapNewCard()
    func didTapRefresh()
    func didTapQuit()
}

/// The Cards use cases.
@MainActor
package protocol CardsInteractorInput: AnyObject {
    func fetchCards()
    func syncWithBackend()
    func card(identifier: String) -> Card?
}

/// What the Cards interactor reports.
@MainActor
package protocol CardsInteractorOutput: AnyObject {
    func didFetch(_ cards: [Card])
    func didFailToFetch(_ error: PersistenceError)
    func didStartSync()
    /// `deletedHere`: downloaded cards that stay off the list, deleted here first.
    func didSync(_ parsed: ParsedCards, deletedHere: Int)
    func didFailToSync(_ error: NetworkError)
    func didFailToStore(_ error: PersistenceError)
    func didUploadPending(count: Int)
    func didFailToUploadPending(_ error: NetworkError)
    func storeDidChange()
}

/// Where the Cards module goes.
@MainActor
package protocol CardsRouterInput: AnyObject {
    /// A stored card in normal mode, or a new card (nil) in create mode.
    func openCardDetails(for card: Card?, output: any CardDetailsModuleOutput)
    func quit()
}
