import MyCardsDisplayData
import MyCardsKit

/// What the Cards screen's controller tells its view model. Each intent returns at once; the work it starts (a read,
/// a download) is the view model's.
@MainActor
package protocol CardsViewModelInputs: AnyObject {
    /// The first appearance shows the store and downloads beside it; later ones show the store again.
    func appear()
    func refresh()
    func open(identifier: String)
    func createCard()
}

/// What the Cards screen's controller observes: observable properties, state (`cards`) or the latest one-shot
/// output (`Event`).
@MainActor
package protocol CardsViewModelOutputs: AnyObject {
    var cards: CardsDisplayData { get }
    /// The card the grid should select: the one just created, once the store lists it.
    var selectedIdentifier: Event<String>? { get }
    var status: Event<StatusMessage>? { get }
    var route: Event<CardsRoute>? { get }
}

/// The Cards screen's view model as its controller sees it.
@MainActor
package protocol CardsViewModelType: AnyObject, Sendable {
    var inputs: any CardsViewModelInputs { get }
    var outputs: any CardsViewModelOutputs { get }
}

package enum CardsRoute: Sendable {
    case details(any CardDetailsViewModelType)
}
