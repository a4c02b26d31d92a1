import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

/// The Code module's roles, each alone against mocks of its neighbours, and once wired by its builder.
@MainActor
@Suite("The Code module", .mainSerialExecutor)
struct CodeModuleSpec {
    static let aurora = CardItem(Card(identifier: "A", name: " Café Aurora ", number: "4006381333931", barcode: .ean13))

    @Test("its builder wires view → presenter, presenter → view (weak), interactor and router, with the card")
    func wires() async throws {
        let environment = ModuleEnvironment()

        let view = CodeBuilder.build(card: Self.aurora, dependencies: environment.dependencies)

        let presenter = try #require(view.output as? CodePresenter)
        let interactor = try #require(presenter.interactor as? CodeInteractor)
        expect(presenter.view === view).to(beTrue())
        expect(presenter.router is CodeRouter).to(beTrue())
        expect(interactor.output === presenter).to(beTrue())
        view.screenWillAppear()
        await settle()
        expect(view.hostedView.data).to(
            equal(CodeDisplayData(name: "Café Aurora", number: "4006381333931", barcode: .ean13)))
    }

    @Test("its presenter shows the card's trimmed name, number and barcode when the view appears, and follows it")
    func presenterShows() async {
        let view = CodeViewMock()
        let interactor = CodeInteractorMock(card: Self.aurora)
        let presenter = CodePresenter(interactor: interactor, router: CloseRouterMock())
        presenter.view = view

        presenter.viewWillAppear()
        await settle()

        expect(view.shown).to(equal([CodeDisplayData(name: "Café Aurora", number: "4006381333931", barcode: .ean13)]))
        expect(interactor.followCount).to(equal(1))
    }

    @Test("its presenter shows the card again when the interactor read it again")
    func presenterShowsReloaded() async {
        let view = CodeViewMock()
        let interactor = CodeInteractorMock(card: Self.aurora)
        let presenter = CodePresenter(interactor: interactor, router: CloseRouterMock())
        presenter.view = view
        interactor.card = CardItem(Card(identifier: "A", name: "Café Aurora", number: "5901234123457"))

        presenter.didReloadCard()
        await settle()

        expect(view.shown).to(equal([CodeDisplayData(name: "Café Aurora", number: "5901234123457")]))
    }

    @Test("its interactor reads the card again when the store changes, and tells its output")
    func interactorFollows() async {
        let environment = ModuleEnvironment()
        let stored = Card(identifier: "A", name: "Café Aurora", number: "5901234123457")
        environment.store.getResult = .success([stored])
        let interactor = CodeInteractor(card: Self.aurora, cards: environment.store)
        let output = CodeInteractorOutputSpy()
        interactor.output = output
        interactor.followCard()
        await settle()

        environment.store.changes.notify()
        await settle()

        expect(interactor.card).to(equal(CardItem(stored)))
        expect(output.reloadCount).to(equal(2))
    }

    @Test("its interactor reads the card no more once it stops following it")
    func interactorStops() async {
        let environment = ModuleEnvironment(cards: [Card(identifier: "A", name: "Café Aurora")])
        let interactor = CodeInteractor(card: Self.aurora, cards: environment.store)
        interactor.followCard()
        await settle()

        interactor.stopFollowingCard()
        await settle()
        environment.store.changes.notify()
        await settle()

        expect(environment.store.queries.count).to(equal(1))
        expect(environment.store.changes.observerCount).to(equal(0))
    }

    @Test("its interactor keeps the card when the store no longer has it")
    func interactorKeepsGoneCard() async {
        let environment = ModuleEnvironment()
        environment.store.getResult = .success([])
        let interactor = CodeInteractor(card: Self.aurora, cards: environment.store)

        interactor.followCard()
        await settle()

        expect(interactor.card).to(equal(Self.aurora))
    }

    @Test("its presenter shows no number for a blank one")
    func presenterBlank() async {
        let view = CodeViewMock()
        let presenter = CodePresenter(
            interactor: CodeInteractorMock(card: CardItem(Card(identifier: "B", name: "Blank", number: "  "))),
            router: CloseRouterMock())
        presenter.view = view

        presenter.viewWillAppear()
        await settle()

        expect(view.shown.map(\.number)).to(equal([nil]))
    }

    @Test("its presenter asks the router to close")
    func presenterCloses() async {
        let router = CloseRouterMock()
        let presenter = CodePresenter(interactor: CodeInteractorMock(card: Self.aurora), router: router)

        presenter.didTapClose()
        await settle()

        expect(router.closeCount).to(equal(1))
    }

    @Test("its presenter has the interactor stop following the card as it closes")
    func presenterStopsFollowing() {
        let interactor = CodeInteractorMock(card: Self.aurora)
        let presenter = CodePresenter(interactor: interactor, router: CloseRouterMock())

        presenter.didTapClose()

        expect(interactor.stopCount).to(equal(1))
    }

    @Test("its router closes by popping back to the Card module, once")
    func routerCloses() async {
        let shell = ShellSpy()

        CodeRouter(shell: shell).close()
        await settle()

        expect(shell.popCount).to(equal(1))
    }

    @Test("its view reports appearing and Esc, and shows what it is told")
    func viewReports() async {
        let environment = ModuleEnvironment()
        let view = CodeViewController(dependencies: environment.dependencies)
        let output = CodeViewOutputSpy()
        view.output = output

        view.screenWillAppear()
        await settle()
        _ = view.handle(.key(.escape))
        await settle()
        view.show(CodeDisplayData(name: "Tesco", number: "ABC-1"))

        expect(output.events).to(equal(["appear", "close"]))
        expect(view.hostedView.data).to(equal(CodeDisplayData(name: "Tesco", number: "ABC-1")))
    }
}
