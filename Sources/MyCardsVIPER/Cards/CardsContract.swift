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
}

/// The cards the Cards interactor read, as entities, for the router to build the Card module with: an entity goes
/// from one module's interactor to the next through the router and its builder, never through the presenter.
@MainActor
package protocol CardsLookup: AnyObject {
    func card(identifier: String) -> Card?
}

/// What the Cards interactor reports.
@MainActor
package protocol CardsInteractorOutput: AnyObject {
    func didFetch(_ cards: [CardItem])
    func didFailToFetch(_ error: PersistenceError)
    func didStartSync()
    /// How many cards came and how many were skipped (the entities stay with the interactor); `deletedHere`:
    /// downloaded cards that stay off the list, deleted here first.
    func didSync(downloaded: Int, skipped: Int, deletedHere: Int)
    func didFailToSync(_ error: NetworkError)
    func didFailToStore(_ error: PersistenceError)
    func didUploadPending(count: Int)
    func didFailToUploadPending(_ error: NetworkError)
    func storeDidChange()
}

/// Where the Cards module goes.
@MainActor
package protocol CardsRouterInput: AnyObject {
    /// The stored card with `identifier` in normal mode, or a new card (nil) in create mode.
    func openCardDetails(identifier: String?, output: any CardDetailsModuleOutput)
    func quit()
}
