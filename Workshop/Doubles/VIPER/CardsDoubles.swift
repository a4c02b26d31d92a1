import MyCardsDisplayData
import MyCardsKit

@testable import MyCardsVIPER

/// The Cards module's view as the presenter's tests see it: records what it is told. `showTitle(_:)` is the method
/// exercises 3 and 7 add to `CardsViewInput`; until they do, the presenter never calls it.
@MainActor
final class CardsViewRecorder: CardsViewInput {
    private(set) var shown: [CardsDisplayData] = []
    private(set) var titles: [String] = []
    func show(_ cards: CardsDisplayData) { shown.append(cards) }
    func select(identifier: String) {}
    func showStatus(_ status: StatusMessage) {}
    func showStatusOfClosedCard(_ status: StatusMessage) {}
    func showTitle(_ title: String) { titles.append(title) }
}

/// Counts the fetches the presenter asks for; answers nothing by itself (the test reports cards to the presenter).
@MainActor
final class CardsInteractorRecorder: CardsInteractorInput {
    private(set) var fetchCount = 0
    func fetchCards() { fetchCount += 1 }
    func syncWithBackend() {}
}

/// The presenter needs a router; these tests never navigate.
@MainActor
final class CardsRouterDummy: CardsRouterInput {
    func openCardDetails(identifier: String?, output: any CardDetailsModuleOutput) {}
    func quit() {}
}
