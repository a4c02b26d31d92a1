import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsTEA

/// Workshop exercise 20 (Docs/Workshop.md), on exercise 15's solution: in TEA, `Esc` on Cards while a download runs
/// stops it. The task that runs the download is the store's (an effect's), so only the store can cancel it, and it
/// does so when a reducer returns the download effect's cancellation by its id: the reducer answers the stop with
/// that `Effect.cancel(id:)`, and with the state the user sees — `Messages.downloadStopped`, not busy. Then the
/// request is cancelled (the backend's held answer ends with `.cancelled`), an answer released after the stop changes
/// nothing and merges nothing, and `r` starts a new download. `Esc` with no download running changes nothing.
///
/// No sleep, no timeout: the backend is a `NetworkSpy` whose answer a `ManualDispatcher` holds until the test
/// releases it, and the tests let the store's effects run (`settle()`), as TEA's own specs do.
///
/// What the tests fix and what they leave free. `Esc` is pressed on the real Cards screen, so the stop is whatever
/// action the view controller's key mapping sends, and the effect's id is the attendee's. The tests read what the user
/// sees (the status line the host shows, the list) and what crosses the store's boundary: the backend's call ending
/// cancelled, the store never asked to merge.
///
/// The shortcut (Workshop/Shortcuts/exercise-20.patch: the host only puts “stopped” on the status line) shows the
/// same line, and stays red: the download's task runs on, its answer comes and is merged.
@MainActor
@Suite("Exercise 20 · TEA: Esc stops a download", .mainSerialExecutor)
struct Exercise20TEA {
    static let downloaded = Samples.card("D", "Delta")
    let doubles = TEADoubles(cards: Samples.threeCards)
    /// Holds the backend's answer until the test releases it.
    let held = ManualDispatcher()
    let network: NetworkSpy
    let ends = DownloadEnds()
    let root: CardsViewController

    init() {
        network = NetworkSpy(answers: held)
        network.downloadResult = .success(ParsedCards(cards: [Self.downloaded]))
        var environment = doubles.environment
        let (network, ends) = (network, ends)
        environment.backend.download = { () throws(NetworkError) in
            do throws(NetworkError) {
                return try await network.download()
            } catch {
                ends.record(error)
                throw error
            }
        }
        root = TEACompositionRoot.makeRoot(context: doubles.app.context, environment: environment)
        root.screenWillAppear()
    }

    var statusLine: ShellSpy.Status? { doubles.shell.statusLines.last }

    /// Presses `key` on the Cards screen, as the user would, and lets the effects it started run.
    func press(_ key: Key) async {
        await settle()
        _ = root.handle(.key(key))
        await settle()
    }

    /// The backend answers every download it holds (once the effects started have asked), and the effects waiting
    /// on it run.
    func releaseAnswers() async {
        await settle()
        held.runAll()
        await settle()
    }

    @Test("while the download runs the status line says it is downloading, busy")
    func downloading() async {
        await settle()

        expect(statusLine).to(equal(ShellSpy.Status(text: Messages.downloading, busy: true, isError: false)))
    }

    @Test("Esc while downloading says the download stopped: not busy, not an error")
    func saysStopped() async {
        await press(.escape)

        expect(statusLine).to(equal(ShellSpy.Status(text: Messages.downloadStopped, busy: false, isError: false)))
    }

    @Test("Esc while downloading cancels the request: the backend's held answer ends with .cancelled")
    func cancelsRequest() async {
        await press(.escape)

        expect(ends.errors).to(equal([.cancelled]))
    }

    @Test("an answer released after the stop changes nothing: nothing merged, the status line still says stopped")
    func lateAnswerIgnored() async {
        await press(.escape)

        await releaseAnswers()

        expect(doubles.store.merged).to(beEmpty())
        expect(statusLine).to(equal(ShellSpy.Status(text: Messages.downloadStopped, busy: false, isError: false)))
        expect(root.hostedView.data.tiles.map(\.name)).to(equal(["Alpha", "Beta", "Gamma"]))
    }

    @Test("r after the stop starts a new download")
    func downloadsAgain() async {
        await press(.escape)

        await press(.character("r"))

        expect(network.downloadCount).to(equal(2))
        expect(statusLine).to(equal(ShellSpy.Status(text: Messages.downloading, busy: true, isError: false)))
    }

    @Test("Esc with no download running changes nothing")
    func escapeWhenIdle() async {
        await releaseAnswers()
        let statusLines = doubles.shell.statusLines
        let state = root.app?.store.state

        await press(.escape)

        expect(statusLines.last?.busy).to(equal(false))
        expect(doubles.shell.statusLines).to(equal(statusLines))
        expect(root.app?.store.state).to(equal(state))
        expect(ends.errors).to(beEmpty())
    }
}

/// How each download the backend was asked for ended, when it ended in an error.
@MainActor
final class DownloadEnds {
    private(set) var errors: [NetworkError] = []

    func record(_ error: NetworkError) {
        errors.append(error)
    }
}
