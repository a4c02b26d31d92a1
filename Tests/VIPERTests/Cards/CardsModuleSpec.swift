import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsVIPER

/// The Cards module as its builder assembles it.
@MainActor
@Suite("Cards module", .mainSerialExecutor)
struct CardsModuleSpec {
    static let stored = [Samples.card("A", "Alpha"), Samples.card("B", "beta")]

    @Test("shows the stored cards and the download's status")
    func shows() async {
        let environment = ModuleEnvironment(cards: Self.stored)
        let view = CardsBuilder.build(dependencies: environment.dependencies)

        view.screenWillAppear()
        await settle()

        expect(view.hostedView.data.tiles.map(\.name)).to(equal(["Alpha", "beta"]))
        expect(environment.statusTexts).to(equal(["Downloading cards…", "Downloaded 0 cards"]))
    }

    @Test("Enter opens the Card module in normal mode; n in create mode; r refreshes; q quits")
    func navigates() async throws {
        let environment = ModuleEnvironment(cards: Self.stored)
        let view = CardsBuilder.build(dependencies: environment.dependencies)
        view.screenWillAppear()
        await settle()

        _ = view.handle(.key(.enter))
        await settle()
        let opened = try #require(environment.shell.lastPushed as? CardDetailsViewController)
        opened.screenWillAppear()
        await settle()
        _ = view.handle(.key(.character("n")))
        await settle()
        let created = try #require(environment.shell.lastPushed as? CardDetailsViewController)
        created.screenWillAppear()
        await settle()
        _ = view.handle(.key(.character("r")))
        await settle()
        _ = view.handle(.key(.character("q")))
        await settle()

        expect(opened.hostedView.data.mode).to(equal(.normal))
        expect(opened.hostedView.data.name).to(equal("Alpha"))
        expect(created.hostedView.data.mode).to(equal(.create))
        expect(environment.network.downloadCount).to(equal(2))
        expect(environment.shell.quitCount).to(equal(1))
    }

    @Test("selects the card a Card module created, back on Cards")
    func selectsCreated() async throws {
        let environment = ModuleEnvironment()
        let view = CardsBuilder.build(dependencies: environment.dependencies)
        view.screenWillAppear()
        await settle()
        _ = view.handle(.key(.character("n")))
        await settle()
        let created = try #require(environment.shell.lastPushed as? CardDetailsViewController)
        created.output?.didChangeName("New")
        await settle()

        let presenter = try #require(view.output as? CardsPresenter)
        presenter.cardDetailsDidCreateCard(identifier: "N")
        environment.store.getResult = .success([Samples.card("N", "New")])
        view.screenWillAppear()
        await settle()

        expect(view.hostedView.selectedIdentifier).to(equal("N"))
    }
}
