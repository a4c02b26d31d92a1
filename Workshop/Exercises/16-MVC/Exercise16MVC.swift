import ConcurrencyExtras
import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsMVC

/// Workshop exercise 16 (Docs/Workshop.md), round four, on round three's navigation: in MVC, `Esc` on Cards while a
/// download runs stops it. The controller owns the download's task (`downloading`, which it starts on the first
/// appearance and on `r`), so the controller cancels it: the request ends, nothing it would have brought reaches the
/// store, the status line says “Download stopped” (not busy, not an error), and `r` downloads again. `Esc` with no
/// download running changes nothing. MVC has nobody else who could cancel it, so there is no shortcut to keep red.
///
/// No sleep and no timeout: the backend's answer is held (`NetworkSpy` on a `ManualDispatcher`) until the test
/// releases it, after the stop — an answer that arrives late must change nothing. The tests await the download's task
/// as it ran before `Esc` (the controller's `downloading`, its existing handle), whatever the attendee does with the
/// handle after the stop. The screen tests read the status line of the real app shell on a headless terminal; the
/// task-owner tests read the task and what reached the store and the shell spy. Nothing names what the attendee adds.
@MainActor
@Suite("Exercise 16 · MVC: Esc stops a download", .mainSerialExecutor)
struct Exercise16MVC {
    /// What the backend would bring, were the download not stopped.
    static let downloaded = ParsedCards(cards: [Samples.card("D", "Delta")])

    /// The shared doubles, with the backend's answers held by `held` and the store answering at once.
    @MainActor
    struct Backend {
        let doubles = AppDoubles(cards: Samples.threeCards)
        let held = ManualDispatcher()
        let network: NetworkSpy

        init() {
            network = NetworkSpy(answers: held)
            network.downloadResult = .success(downloaded)
        }

        func context(shell: any AppShelling, theme: Theme = .monochrome, photoCache: PhotoCache = PhotoCache())
            -> AppContext
        {
            AppContext(
                cards: doubles.store, network: network, photoLibrary: doubles.photoLibrary, camera: doubles.camera,
                barcodeScanner: doubles.barcodeScanner, tracer: doubles.tracer, shell: shell, theme: theme,
                photoCache: photoCache)
        }

        /// Lets the controller's download task run until it has asked the backend (as shipped, on the first
        /// appearance) and waits for the held answer: the call is recorded one hop before the wait begins, so a few
        /// more turns of the main serial executor let it get there, and a stop then ends that wait with `.cancelled`
        /// before the test releases the answer. No clock: each turn runs what is queued, the same every run.
        func downloadAsked() async {
            while network.downloadCount == 0 { await Task.yield() }
            await Task.megaYield()
        }
    }

    @MainActor
    @Suite("on the screen")
    struct OnScreen {
        let backend = Backend()
        let app = HeadlessApp()
        let controller: CardsViewController

        init() {
            controller = CardsViewController(
                dependencies: backend.context(
                    shell: app.shell, theme: app.shell.theme, photoCache: app.shell.photoCache))
        }

        @Test("Esc while the download runs says “Download stopped”, and its answer coming after changes nothing")
        func saysStopped() async {
            app.start(controller)
            await backend.downloadAsked()
            let running = controller.downloading

            app.press(.escape)
            backend.held.runAll()
            await running?.value

            expect(app.screen).to(contain(Messages.downloadStopped))
            expect(app.screen).toNot(contain(Messages.downloading))
            expect(app.screen).toNot(contain("Downloaded"))
        }
    }

    @MainActor
    @Suite("the controller, which owns the download's task")
    struct TaskOwner {
        let backend = Backend()
        let controller: CardsViewController

        init() {
            controller = CardsViewController(dependencies: backend.context(shell: backend.doubles.shell))
        }

        /// Cards on screen, its first download waiting for the backend's answer.
        func downloading() async -> Task<Void, Never>? {
            controller.screenWillAppear()
            await backend.downloadAsked()
            return controller.downloading
        }

        /// `Esc` while the first download waits, then its answer released late, and that download's task awaited.
        func stopped() async {
            let running = await downloading()
            _ = controller.handle(.key(.escape))
            backend.held.runAll()
            await running?.value
        }

        @Test("Esc cancels the download's task")
        func cancels() async {
            let running = await downloading()

            _ = controller.handle(.key(.escape))

            expect(running?.isCancelled).to(beTrue())
            backend.held.runAll()
            await running?.value
        }

        @Test("nothing the stopped download would have brought reaches the store")
        func mergesNothing() async {
            await stopped()

            expect(backend.doubles.store.merged).to(beEmpty())
        }

        @Test("the status line says the download stopped: not busy, not an error")
        func reportsStopped() async {
            await stopped()

            expect(backend.doubles.shell.lastStatus).to(
                equal(ShellSpy.Status(text: Messages.downloadStopped, busy: false, isError: false)))
        }

        @Test("r after the stop downloads again")
        func downloadsAgain() async throws {
            await stopped()
            try #require(backend.doubles.shell.lastStatus?.text == Messages.downloadStopped, "Esc stopped nothing yet")

            _ = controller.handle(.key(.character("r")))

            expect(backend.doubles.shell.lastStatus).to(
                equal(ShellSpy.Status(text: Messages.downloading, busy: true, isError: false)))
            expect(controller.downloading).toNot(beNil())
        }

        @Test("Esc with no download running changes nothing")
        func ignoresEscWhenIdle() async {
            let running = await downloading()
            backend.held.runAll()
            await running?.value
            let statuses = backend.doubles.shell.statuses

            _ = controller.handle(.key(.escape))

            expect(backend.doubles.shell.statuses).to(equal(statuses))
            expect(backend.network.downloadCount).to(equal(1))
        }
    }
}
