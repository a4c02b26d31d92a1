import MyCardsDisplayData
import MyCardsKit

@MainActor
package protocol CodeViewInput: AnyObject {
    func show(_ code: CodeDisplayData)
}

@MainActor
package protocol CodeViewOutput: AnyObject {
    func viewWillAppear()
    func didTapClose()
}

@MainActor
package protocol CodeRouterInput: AnyObject {
    func close()
}

/// The Code use case: the card as stored now (a plain item for the presenter), followed while the screen is up.
@MainActor
package protocol CodeInteractorInput: AnyObject {
    var card: CardItem { get }
    /// Reads the card again now and after every change of the store.
    func followCard()
    /// The module is closing: stops following the card and drops a read under way.
    func stopFollowingCard()
}

@MainActor
package protocol CodeInteractorOutput: AnyObject {
    func didReloadCard()
}
