import MyCardsDisplayData
import MyCardsKit
import OpenCombine

/// What the Cards screen's controller tells its view model.
@MainActor
package protocol CardsViewModelInputs: AnyObject {
    /// The first appearance shows the store and downloads beside it; later ones show the store again.
    func appear()
    func refresh()
    func open(identifier: String)
    func createCard()
}

/// What the Cards screen's controller binds to.
@MainActor
package protocol CardsViewModelOutputs: AnyObject {
    var cards: AnyPublisher<CardsDisplayData, Never> { get }
    /// The card the grid should select: the one just created, once the store lists it.
    var selectedIdentifier: AnyPublisher<String, Never> { get }
    var status: AnyPublisher<StatusMessage, Never> { get }
    var route: AnyPublisher<CardsRoute, Never> { get }
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
