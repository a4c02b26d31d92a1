import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsVIP

/// Workshop exercise 19 (Docs/Workshop.md): in VIP, `Esc` on Cards stops a download under way. The owner of the
/// download's task cancels it, reached the VIP way: the view controller sends the key to the interactor as a request;
/// the download's answer ends as cancelled, nothing is merged into the store, the status line says “Download stopped”
/// (not busy, not an error), and `r` starts a new download. `Esc` with no download running changes nothing. The
/// backend holds its answer (`NetworkSpy` on a `ManualDispatcher`) until the test releases it, after the stop: no
/// sleep, no timeout; the tests release the held answers until the scene's tasks are idle (`answer(_:until:)`, from
/// VIP's own suite). The screen-level tests read the status line and the store the scene wrote to; the role-level test
/// reads what crossed the presenter's two boundaries (`CardsSceneProbe`, Workshop/Doubles/VIP) with `Reflection`: the
/// presenter hands on the words, the interactor's answer holds none. So the request, the step and their names are
/// the attendee's; a view controller that only shows the words while the download runs on stays red.
@MainActor
@Suite("Exercise 19 · VIP: Esc stops a download", .mainSerialExecutor)
struct Exercise19VIP {
    static let delta = Samples.card("D", "Delta")
    static let landed = Messages.downloadSummary(downloaded: 1, skipped: 0, deletedHere: 0)
    static let stoppedStatus = ShellSpy.Status(text: Messages.downloadStopped, busy: false, isError: false)

    /// Cards with the backend's answer of one card held, as a scene that appears downloads.
    static func doubles(_ answers: ManualDispatcher) -> AppDoubles {
        let doubles = AppDoubles(cards: Samples.threeCards, answers: answers)
        doubles.network.downloadResult = .success(ParsedCards(cards: [delta]))
        return doubles
    }

    /// `controller` appeared and its first download asked for, its answer held.
    static func appearedDownloading(_ controller: CardsViewController, _ doubles: AppDoubles) async {
        controller.screenWillAppear()
        await settle { doubles.network.downloadCount == 1 }
    }

    /// Esc pressed while the download waits, then every held answer released until the scene's tasks are idle.
    static func stop(_ controller: CardsViewController, _ answers: ManualDispatcher) async {
        _ = controller.handle(.key(.escape))
        await answer(answers) { controller.tasks.isIdle }
    }

    /// The scene appeared, its first download stopped with Esc, every held answer then released.
    static func stopped(_ answers: ManualDispatcher = ManualDispatcher()) async -> (AppDoubles, CardsViewController) {
        let doubles = Self.doubles(answers)
        let controller = CardsViewController(context: doubles.context)
        await appearedDownloading(controller, doubles)
        await stop(controller, answers)
        return (doubles, controller)
    }

    @Test("Esc while downloading: the status line says “Download stopped”, not busy")
    func saysStopped() async {
        let (doubles, _) = await Self.stopped()

        expect(doubles.shell.lastStatus).to(equal(Self.stoppedStatus))
    }

    @Test("Esc cancels the download: its answer, released after the stop, merges nothing")
    func mergesNothing() async {
        let (doubles, _) = await Self.stopped()

        expect(doubles.store.merged).to(beEmpty())
        expect(doubles.statusTexts).toNot(contain(Self.landed))
    }

    @Test("r after a stop downloads again, and that download lands")
    func downloadsAgain() async {
        let answers = ManualDispatcher()
        let (doubles, controller) = await Self.stopped(answers)

        _ = controller.handle(.key(.character("r")))
        await answer(answers) { controller.tasks.isIdle }

        expect(doubles.network.downloadCount).to(equal(2))
        expect(doubles.store.merged).to(equal([[Self.delta]]))
        expect(doubles.shell.lastStatus?.text).to(equal(Self.landed))
    }

    @Test("Esc with no download running changes nothing")
    func idleEscChangesNothing() async {
        let doubles = AppDoubles(cards: Samples.threeCards)
        let controller = await appearedCardsScene(doubles)
        let statuses = doubles.shell.statuses

        _ = controller.handle(.key(.escape))
        await controller.tasks.finished()

        expect(doubles.shell.statuses).to(equal(statuses))
        expect(doubles.network.downloadCount).to(equal(1))
    }

    @Test("the presenter words “Download stopped” from the interactor's answer, which holds no words")
    func presenterWordsStopped() async throws {
        let answers = ManualDispatcher()
        let doubles = Self.doubles(answers)
        let probe = try CardsSceneProbe(doubles)
        await Self.appearedDownloading(probe.controller, doubles)

        await Self.stop(probe.controller, answers)

        expect(Reflection.holds(Messages.downloadStopped, in: probe.displayed.received)).to(beTrue())
        expect(Reflection.holds(Self.landed, in: probe.displayed.received)).to(beFalse())
        expect(Reflection.strings(in: probe.presented.received)).toNot(contain(Messages.downloadStopped))
    }
}
