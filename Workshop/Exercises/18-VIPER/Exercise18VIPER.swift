import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsVIPER

/// Workshop exercise 18 (Docs/Workshop.md), round four, on round three's solution: in VIPER, `Esc` while a download
/// runs stops it. The task is the interactor's, so the interactor cancels it, asked by the presenter through its
/// protocol. The backend's answer is held (`NetworkSpy` on a `ManualDispatcher`) until a test releases it: no sleep,
/// no timeout. The screen-level tests build the module as the app does and read the status line, what the store
/// merged, and how the download's request ended (`DownloadOutcomes`, Workshop/Doubles/VIPER: only a cancelled task
/// ends a held request before its answer). The role-level test gives the presenter VIPER's own recording mock as its
/// interactor (`CardsInteractorMock`, linked from the suite) and counts what the presenter asks it on `Esc` once the
/// interactor said a download started: the names of the new methods, and whether the interactor or the presenter
/// words “stopped”, are yours. A view or presenter that only hides the busy line leaves the interactor's task running:
/// its request never ends cancelled, its answer is merged, `r` starts nothing — red.
@MainActor
@Suite("Exercise 18 · VIPER: Esc stops a download", .mainSerialExecutor)
struct Exercise18VIPER {
    /// The module as the app builds it, with the backend's answers held, its download under way.
    @MainActor
    struct Downloading {
        let doubles = AppDoubles(cards: Samples.threeCards)
        let answers = ManualDispatcher()
        let network: NetworkSpy
        let outcomes: DownloadOutcomes
        let view: CardsViewController

        init() async {
            network = NetworkSpy(answers: answers)
            network.downloadResult = .success(ParsedCards(cards: [Samples.card("D", "Delta")]))
            outcomes = DownloadOutcomes(network)
            view = CardsBuilder.build(dependencies: doubles.context(network: outcomes))
            view.screenWillAppear()
            await settle()
        }

        func press(_ key: Key) async {
            _ = view.handle(.key(key))
            await settle()
        }
    }

    @Test("Esc while downloading says the download stopped, neither busy nor an error")
    func saysStopped() async {
        let screen = await Downloading()

        await screen.press(.escape)

        expect(screen.doubles.shell.lastStatus).to(
            equal(ShellSpy.Status(text: Messages.downloadStopped, busy: false, isError: false)))
    }

    @Test("Esc while downloading cancels the download's request")
    func cancelsRequest() async {
        let screen = await Downloading()

        await screen.press(.escape)

        expect(screen.outcomes.ended).to(equal([.failure(.cancelled)]))
    }

    @Test("an answer released after Esc merges nothing and leaves the status line as it is")
    func lateAnswerChangesNothing() async {
        let screen = await Downloading()
        await screen.press(.escape)

        screen.answers.runAll()
        await settle()

        expect(screen.doubles.store.merged).to(beEmpty())
        expect(screen.doubles.shell.lastStatus?.text).to(equal(Messages.downloadStopped))
    }

    @Test("r after Esc starts a new download")
    func downloadsAgain() async {
        let screen = await Downloading()
        await screen.press(.escape)

        await screen.press(.character("r"))

        expect(screen.network.downloadCount).to(equal(2))
        expect(screen.doubles.shell.lastStatus).to(
            equal(ShellSpy.Status(text: Messages.downloading, busy: true, isError: false)))
    }

    @Test("Esc with no download running changes nothing")
    func nothingToStop() async {
        let screen = await Downloading()
        screen.answers.runAll()
        await settle()
        let statuses = screen.doubles.shell.statuses

        await screen.press(.escape)

        expect(screen.doubles.shell.statuses).to(equal(statuses))
        expect(screen.outcomes.ended).to(equal([.success(1)]))
        expect(screen.network.downloadCount).to(equal(1))
    }

    @Test("on Esc during a download the presenter asks its interactor once, through its protocol")
    func presenterAsksInteractor() async throws {
        let screen = await Downloading()
        let presenter = try #require(screen.view.output as? CardsPresenter)
        let interactor = CardsInteractorMock()
        presenter.interactor = interactor
        presenter.didStartSync()

        await screen.press(.escape)

        expect(interactor.calls.count).to(equal(1), description: "the calls the presenter made on its interactor")
    }
}
