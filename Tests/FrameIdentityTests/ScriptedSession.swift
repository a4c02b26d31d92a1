import ConcurrencyExtras
import Foundation
import Logging
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI

/// One variant run headless on real services where they are deterministic (the SQLite store in memory) and
/// stand-ins where they are not (a backend that answers with three cards, a library of two pictures, a camera whose
/// frames the script delivers). Every answer reaches the main actor after the key that asked for it has been
/// handled, as in the app, and before the next step: answering inside the key's own handling would test an order
/// the app never sees. The shell's architecture tag is the same for all, so two variants
/// that behave the same draw the same frames, byte for byte.
@MainActor
final class ScriptedSession {
    /// One step of the script: a key, a resize, or a camera frame arriving.
    enum Step {
        case key(Key)
        case resize(Size)
        case cameraFrame
    }

    static let libraryFolder = URL(fileURLWithPath: "/photos")
    static let pictures = ["receipt.png", "tesco.png"].map { libraryFolder.appendingPathComponent($0) }

    private let app: HeadlessApp
    private let camera = CameraStub()
    private let answers = ManualDispatcher()
    /// The real store, in memory: each step awaits its running calls.
    private let worker: AwaitedStore
    /// The backend's answers, when it is slow: they wait here until `answerBackend()`, past every step.
    private let backendAnswers: ManualDispatcher?
    let network: NetworkSpy

    /// `slowBackend`: the backend's answers wait until the script lets them come (`answerBackend()`); every other
    /// answer still comes before the next step.
    init(makeRoot: (AppServices, AppShell) -> any Screen, slowBackend: Bool = false) async throws {
        app = HeadlessApp(size: Size(width: 100, height: 30))
        worker = AwaitedStore(CardsWorker(database: try CardDatabase.inMemory()))
        backendAnswers = slowBackend ? ManualDispatcher() : nil
        network = NetworkSpy(answers: backendAnswers ?? answers)
        network.downloadResult = .success(
            ParsedCards(cards: [
                Samples.card("1", "Café Aurora"), Samples.card("2", "Green Grocer"), Samples.card("3", "swifting.io"),
            ]))
        let library = PhotoLibraryStub(
            folder: Self.libraryFolder, items: .success(Self.pictures.map { PhotoLibraryItem(url: $0) }),
            images: Dictionary(
                uniqueKeysWithValues: Self.pictures.enumerated().map { index, url in
                    (
                        url,
                        .success(
                            Samples.image(
                                width: 80, height: 50, color: RGBA(red: 40 * UInt8(index + 1), green: 120, blue: 60)))
                    )
                }), answers: answers)
        let services = AppServices(
            configuration: AppConfiguration(options: try AppOptions.parse([]), environment: [:]),
            logger: Logger(label: "frame-identity", factory: { _ in SwiftLogNoOpLogHandler() }), tracer: TracerSpy(),
            cards: worker, network: network,
            photoLibrary: library, camera: camera, barcodeScanner: BarcodeScannerStub(answers: answers),
            scheduler: ManualScheduler())
        app.start(makeRoot(services, app.shell))
        await settle()
    }

    /// Lets every answer asked for so far arrive, and what the variant's tasks ask for in turn (issue 36's patterns
    /// answer a key after an `await`), then draws: done when a few rounds of yielding to those tasks bring no new
    /// answer. No clock: the tasks are yielded to, never waited for.
    private func settle() async {
        var quietRounds = 0
        while quietRounds < 5 {
            let (answered, slow) = (answers.pendingCount + worker.runningCount, backendAnswers?.pendingCount ?? 0)
            answers.runAll()
            await worker.idle()
            app.press()
            await Task.megaYield()
            let progressed =
                answered > 0 || answers.pendingCount + worker.runningCount > 0
                || (backendAnswers?.pendingCount ?? 0) != slow
            quietRounds = progressed ? 0 : quietRounds + 1
        }
    }

    /// A slow backend answers everything it was asked so far (and what those answers ask in turn), in order.
    func answerBackend() async {
        guard let backendAnswers else { return }
        while backendAnswers.runNext() { await settle() }
    }

    /// The status line as the user reads it now.
    var statusLine: String { app.shell.frame?.statusText ?? "" }
    var isStatusBusy: Bool { app.shell.frame?.isBusy ?? false }

    /// The screen on top now, for a spec that checks what is left alive once it is closed.
    var topScreen: (any Screen)? { app.shell.navigation?.top }

    /// Every frame the script leaves on screen, the first one (launch) included.
    func run(_ script: [Step]) async -> [String] {
        var frames = [app.screen]
        for step in script {
            await perform(step)
            frames.append(app.screen)
        }
        return frames
    }

    /// Takes one step and lets its answers arrive, without reading the screen back.
    func perform(_ step: Step) async {
        switch step {
        case .key(let key): app.press(key)
        case .resize(let size): app.terminal.resize(to: size)
        case .cameraFrame:
            camera.deliver(Samples.image(width: 96, height: 60, color: RGBA(red: 230, green: 230, blue: 220)))
        }
        await settle()
    }
}
