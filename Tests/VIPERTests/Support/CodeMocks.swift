import MyCardsDisplayData
import MyCardsKit

@testable import MyCardsVIPER

@MainActor
final class CodeViewMock: CodeViewInput {
    private(set) var shown: [CodeDisplayData] = []
    func show(_ code: CodeDisplayData) { shown.append(code) }
}

@MainActor
final class CodeViewOutputSpy: CodeViewOutput {
    private(set) var events: [String] = []
    func viewWillAppear() { events.append("appear") }
    func didTapClose() { events.append("close") }
}

/// The Code use case as a presenter sees it: a card, and the calls to follow it.
@MainActor
final class CodeInteractorMock: CodeInteractorInput {
    var card: CardItem
    private(set) var followCount = 0
    private(set) var stopCount = 0

    init(card: CardItem) {
        self.card = card
    }

    func followCard() { followCount += 1 }
    func stopFollowingCard() { stopCount += 1 }
}

@MainActor
final class CodeInteractorOutputSpy: CodeInteractorOutput {
    private(set) var reloadCount = 0
    func didReloadCard() { reloadCount += 1 }
}
