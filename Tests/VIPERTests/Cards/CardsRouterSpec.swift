import Foundation
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

/// The Cards router alone: the Card module it builds, and quitting.
@MainActor
@Suite("CardsRouter", .mainSerialExecutor)
struct CardsRouterSpec {
    let environment = ModuleEnvironment()
    let output = CardDetailsModuleOutputSpy()
    let cards = CardsLookupStub()
    let router: CardsRouter

    init() {
        router = CardsRouter(dependencies: environment.dependencies, cards: cards)
    }

    func pushedPresenter() throws -> CardDetailsPresenter {
        let pushed = try #require(environment.shell.lastPushed as? CardDetailsViewController)
        return try #require(pushed.output as? CardDetailsPresenter)
    }

    @Test("opens a stored card in normal mode, as the Cards interactor holds it")
    func opensStored() throws {
        let card = Samples.card("A", "Alpha")
        cards.cards = [card]

        router.openCardDetails(identifier: "A", output: output)

        let presenter = try pushedPresenter()
        expect(presenter.mode).to(equal(.normal))
        expect(presenter.interactor.card).to(equal(CardItem(card)))
    }

    @Test("opens nothing for a card the Cards interactor does not hold")
    func opensNothingUnknown() {
        router.openCardDetails(identifier: "Z", output: output)

        expect(environment.shell.pushed).to(beEmpty())
    }

    @Test("opens an empty card with a new UUID in create mode")
    func opensNew() throws {
        router.openCardDetails(identifier: nil, output: output)

        let presenter = try pushedPresenter()
        expect(presenter.mode).to(equal(.create))
        expect(presenter.interactor.card.name).to(beEmpty())
        expect(UUID(uuidString: presenter.interactor.card.identifier)).toNot(beNil())
    }

    @Test("hands the Card module the output it is given")
    func passesOutput() throws {
        router.openCardDetails(identifier: nil, output: output)

        expect(try pushedPresenter().moduleOutput === output).to(beTrue())
    }

    @Test("quits the app")
    func quits() {
        router.quit()

        expect(environment.shell.quitCount).to(equal(1))
    }
}
