import ConcurrencyExtras
import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsMVVM

/// Workshop exercise 17 (Docs/Workshop.md), on exercise 12's solution: in MVVM, `Esc` on Cards while a download runs
/// stops it. The download is the view model's task, so the view model cancels it: the request ends cancelled, nothing
/// it brings is merged, the status line says “Download stopped” (not busy, not an error), and `r` starts a new one;
/// `Esc` with no download running changes nothing. The backend is `NetworkSpy` holding its answer in a
/// `ManualDispatcher` until the test releases it, and a wrapper that records how each download ended for the view
/// model: no clock, no sleep, no timeout. The tests name what ships (the keys, the view model's `status` output,
/// `Messages`) and nothing the attendee adds: the role-level tests reach the view model the way its view does (a key
/// on the real view, forwarded by the controller, whose observations are cancelled so that it performs nothing:
/// `CardsScreens`, Workshop/Doubles/MVVM).
/// A controller that only clears the busy line while the view model's task runs on
/// (Workshop/Shortcuts/exercise-17.patch) shows “Download stopped” until the held answer comes: red.
@MainActor
@Suite("Exercise 17 · MVVM: Esc stops a download", .mainSerialExecutor)
struct Exercise17MVVM {
    let doubles = AppDoubles(cards: Samples.threeCards)
    /// The backend's answers, held until the test releases them.
    let answers = ManualDispatcher()
    let network: DownloadEndings

    init() {
        let spy = NetworkSpy(answers: answers)
        spy.downloadResult = .success(ParsedCards(cards: [Samples.card("D", "Delta")]))
        network = DownloadEndings(spy)
    }

    @Test("Esc while the download runs says “Download stopped” on the status line")
    func screenSaysStopped() async {
        let app = HeadlessApp()
        _ = await CardsScreens.started(doubles, network: network, on: app)

        app.press(.escape)
        await settle()

        expect(app.screen).to(contain(Messages.downloadStopped))
        expect(app.screen).toNot(contain(Messages.downloading))
    }

    @Test("the download's answer, come after Esc, changes nothing on the screen")
    func screenIgnoresLateAnswer() async {
        let app = HeadlessApp()
        _ = await CardsScreens.started(doubles, network: network, on: app)
        app.press(.escape)
        await settle()

        answers.runAll()
        await settle()

        expect(app.screen).to(contain(Messages.downloadStopped))
        expect(app.screen).toNot(contain("Delta"))
    }

    @Test("the view model cancels the download's request on Esc: it ends cancelled while its answer is still held")
    func viewModelCancelsRequest() async {
        let (_, controller) = await CardsScreens.forwardingOnly(doubles, network: network)

        _ = controller.handle(.key(.escape))
        await settle()

        expect(network.endings).to(equal([.failure(.cancelled)]))
        expect(answers.pendingCount).to(equal(1))
    }

    @Test("the view model says the download stopped, not busy and not an error")
    func viewModelSaysStopped() async {
        let (viewModel, controller) = await CardsScreens.forwardingOnly(doubles, network: network)
        let status = Recorded(viewModel.outputs.status)

        _ = controller.handle(.key(.escape))
        await settle()

        expect(status.values).to(equal([.info(Messages.downloadStopped)]))
    }

    @Test("the answer released after Esc is merged nowhere and says nothing")
    func lateAnswerChangesNothing() async {
        let (viewModel, controller) = await CardsScreens.forwardingOnly(doubles, network: network)
        _ = controller.handle(.key(.escape))
        await settle()
        let status = Recorded(viewModel.outputs.status)

        answers.runAll()
        await settle()

        expect(doubles.store.merged).to(beEmpty())
        expect(status.values).to(beEmpty())
    }

    @Test("r after Esc starts a new download, and says so")
    func refreshStartsAgain() async {
        let (viewModel, controller) = await CardsScreens.forwardingOnly(doubles, network: network)
        _ = controller.handle(.key(.escape))
        await settle()
        let status = Recorded(viewModel.outputs.status)

        _ = controller.handle(.key(.character("r")))
        await settle()

        expect(network.spy.downloadCount).to(equal(2))
        expect(status.values).to(equal([.info(Messages.downloading, busy: true)]))
    }

    @Test("Esc with no download running changes nothing")
    func escapeWithoutDownload() async {
        let (viewModel, controller) = await CardsScreens.forwardingOnly(doubles, network: network)
        answers.runAll()
        await settle()
        let status = Recorded(viewModel.outputs.status)

        _ = controller.handle(.key(.escape))
        await settle()

        expect(status.values).to(beEmpty())
        expect(network.spy.downloadCount).to(equal(1))
        expect(doubles.store.merged).to(equal([[Samples.card("D", "Delta")]]))
    }
}

/// The backend as `spy` answers it, and how each download ended for the caller that awaited it: what the backend
/// answered, or `.cancelled` when the caller's task was cancelled while the answer was held.
final class DownloadEndings: CardsNetworking {
    let spy: NetworkSpy
    private let ended = LockIsolated<[Result<ParsedCards, NetworkError>]>([])

    init(_ spy: NetworkSpy) {
        self.spy = spy
    }

    var endings: [Result<ParsedCards, NetworkError>] { ended.value }

    func download() async throws(NetworkError) -> ParsedCards {
        let ending = await networkOutcome { try await spy.download() }
        ended.withValue { $0.append(ending) }
        return try ending.get()
    }

    func upload(_ cards: [Card]) async throws(NetworkError) {
        try await spy.upload(cards)
    }

    func delete(identifier: String) async throws(NetworkError) {
        try await spy.delete(identifier: identifier)
    }
}
