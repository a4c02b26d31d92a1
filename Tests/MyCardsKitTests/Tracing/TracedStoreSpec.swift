import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@MainActor
@Suite("TracedStore")
struct TracedStoreSpec {
    /// One request of `PersistenceWorking`, with what the traced store must forward and write for it.
    enum Request: CaseIterable, Sendable, CustomTestStringConvertible {
        case get, upsert, save, setFavourite, mergeDownloaded, markUploaded, pendingUploads, pendingDeletions
        case markDeletedOnBackend, remove

        static let card = Samples.card("a", "Tesco")

        var testDescription: String { "\(self)" }

        /// What the store behind is asked.
        var forwarded: CardsStoreSpy.Call {
            switch self {
            case .get: .get(.all)
            case .upsert: .upsert([Self.card])
            case .save: .save(Self.card)
            case .setFavourite: .setFavourite(true, identifier: "a")
            case .mergeDownloaded: .mergeDownloaded([Self.card])
            case .markUploaded: .markUploaded(["a"])
            case .pendingUploads: .pendingUploads
            case .pendingDeletions: .pendingDeletions
            case .markDeletedOnBackend: .markDeletedOnBackend(["a"])
            case .remove: .remove(["a"])
            }
        }

        /// The call line and the answer line, when the caller is the app itself and the store answers at once.
        var lines: [String] {
            let (call, answer) =
                switch self {
                case .get: ("get(PersistenceQuery)", "get answered (0 cards)")
                case .upsert: ("upsert([Card])", "upsert answered")
                case .save: ("save(Card)", "save answered")
                case .setFavourite: ("setFavourite(Bool, String)", "setFavourite answered")
                case .mergeDownloaded: ("mergeDownloaded([Card])", "mergeDownloaded answered")
                case .markUploaded: ("markUploaded([Card])", "markUploaded answered")
                case .pendingUploads: ("pendingUploads()", "pendingUploads answered")
                case .pendingDeletions: ("pendingDeletions()", "pendingDeletions answered")
                case .markDeletedOnBackend: ("markDeletedOnBackend([String])", "markDeletedOnBackend answered")
                case .remove: ("remove([String])", "remove answered")
                }
            return ["App -> CardsWorker: \(call)", "CardsWorker -> App: \(answer)"]
        }

        /// Asks `store`; `answered` runs when the answer comes.
        @MainActor
        func send(to store: some PersistenceWorking<Card>, answered: @escaping @MainActor @Sendable () -> Void) {
            switch self {
            case .get: store.get(.all) { _ in answered() }
            case .upsert: store.upsert([Self.card]) { _ in answered() }
            case .save: store.save(Self.card) { _ in answered() }
            case .setFavourite: store.setFavourite(true, identifier: "a") { _ in answered() }
            case .mergeDownloaded: store.mergeDownloaded([Self.card]) { _ in answered() }
            case .markUploaded: store.markUploaded([Self.card]) { _ in answered() }
            case .pendingUploads: store.pendingUploads { _ in answered() }
            case .pendingDeletions: store.pendingDeletions { _ in answered() }
            case .markDeletedOnBackend: store.markDeletedOnBackend(identifiers: ["a"]) { _ in answered() }
            case .remove: store.remove(identifiers: ["a"]) { _ in answered() }
            }
        }
    }

    let store = CardsStoreSpy()
    let tracer = TracerSpy()
    let traced: TracedStore<Card>

    init() {
        traced = TracedStore(store, tracer: tracer)
    }

    @Suite("when asked")
    @MainActor
    struct Asking {
        let spec = TracedStoreSpec()

        @Test("forwards the request to the store behind", arguments: Request.allCases)
        func forwards(_ request: Request) {
            request.send(to: spec.traced) {}

            expect(spec.store.calls).to(equal([request.forwarded]))
        }

        @Test("writes the call line and the answer line", arguments: Request.allCases)
        func writesLines(_ request: Request) {
            request.send(to: spec.traced) {}

            expect(spec.tracer.lines).to(equal(request.lines))
        }

        @Test("answers the caller once the store behind answers", arguments: Request.allCases)
        func answers(_ request: Request) {
            let recorder = Recorder<Request>()

            request.send(to: spec.traced) { recorder.record(request) }

            expect(recorder.values).to(equal([request]))
        }

        @Test("hands the caller the store's answer")
        func answersCaller() {
            let recorder = Recorder<Result<[Card], PersistenceError>>()
            spec.store.getResult = .success([Request.card])

            spec.traced.get(.all) { recorder.record($0) }

            expect(recorder.values).to(equal([.success([Request.card])]))
        }

        @Test("counts the cards in get's answer line")
        func countsCards() {
            spec.store.getResult = .success([Request.card, Samples.card("b", "Aldi")])

            spec.traced.get(.all) { _ in }

            expect(spec.tracer.lines.last).to(equal("CardsWorker -> App: get answered (2 cards)"))
        }

        @Test("gives the failure in get's answer line")
        func namesFailure() {
            spec.store.getResult = .failure(.readFailed(detail: "disk I/O error"))

            spec.traced.get(.all) { _ in }

            expect(spec.tracer.lines.last).to(
                equal("CardsWorker -> App: get answered (failed: the cards cannot be read)"))
        }

        @Test("answers the role that made the call, even when the answer comes after the call")
        func answersCallingRole() {
            let answers = ManualDispatcher()
            let store = TracedStore(CardsStoreSpy(answers: answers), tracer: spec.tracer)
            let presenter = BoundaryRoute(
                tracer: spec.tracer, holder: "CardsViewController", receiver: "CardsPresenter")
            presenter.call("load()") { store.pendingUploads { _ in } }

            answers.runAll()

            expect(spec.tracer.lines).to(
                equal([
                    "CardsViewController -> CardsPresenter: load()",
                    "CardsPresenter -> CardsWorker: pendingUploads()",
                    "CardsWorker -> CardsPresenter: pendingUploads answered",
                ]))
        }
    }

    @Suite("when the store changes")
    @MainActor
    struct Changing {
        let spec = TracedStoreSpec()

        @Test("answers the store's own changes")
        func sameChanges() {
            expect(spec.traced.changes).to(beIdenticalTo(spec.store.changes))
        }

        @Test("writes a changed line to an observer that started observing after it was made")
        func tracesObserver() {
            let changes = spec.traced.changes
            let recorder = Recorder<String>()
            let observation = changes.observe(fileID: "MyCardsVIPER/Cards/CardsPresenter.swift") {
                recorder.record("changed")
            }

            changes.notify()

            expect(spec.tracer.lines).to(equal(["CardsWorker -> CardsPresenter: changed"]))
            expect(recorder.values).to(equal(["changed"]))
            observation.cancel()
        }

        @Test("names the observer after the file that starts observing, as a log line names its source")
        func namesObserverByFile() {
            let changes = spec.traced.changes
            let observation = changes.observe {}

            changes.notify()

            expect(spec.tracer.lines).to(equal(["CardsWorker -> TracedStoreSpec: changed"]))
            observation.cancel()
        }

        @Test("names an observation an extension's file starts after the role running it")
        func namesExtensionByRunningRole() {
            let changes = spec.traced.changes
            let store = BoundaryRoute(tracer: spec.tracer, holder: "AppHost", receiver: "Store")
            let observation = store.call("send(CardsAction)") {
                changes.observe(fileID: "MyCardsTEA/App/AppEnvironment+Live.swift") {}
            }

            changes.notify()

            expect(spec.tracer.lines.last).to(equal("CardsWorker -> Store: changed"))
            observation.cancel()
        }

        @Test("runs the observer's handler as the observer")
        func handlerRunsAsObserver() {
            let changes = spec.traced.changes
            let network = BoundaryRoute(tracer: spec.tracer, holder: "App", receiver: "NetworkLoader")
            let observation = changes.observe(fileID: "MyCardsVIPER/Cards/CardsPresenter.swift") {
                network.call("download()") {}
            }

            changes.notify()

            expect(spec.tracer.lines.last).to(equal("CardsPresenter -> NetworkLoader: download()"))
            observation.cancel()
        }

        @Test("leaves an observer that started observing before it was made untraced")
        func earlierObserverUntraced() {
            let store = CardsStoreSpy()
            let recorder = Recorder<String>()
            let observation = store.changes.observe { recorder.record("changed") }
            let changes = TracedStore(store, tracer: spec.tracer).changes

            changes.notify()

            expect(spec.tracer.lines).to(beEmpty())
            expect(recorder.values).to(equal(["changed"]))
            observation.cancel()
        }
    }
}
