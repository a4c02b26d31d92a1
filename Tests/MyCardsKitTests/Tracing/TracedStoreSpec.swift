import ConcurrencyExtras
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@MainActor
@Suite("TracedStore", .mainSerialExecutor)
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

        /// Asks `store`, and returns once it answered.
        @MainActor
        func send(to store: some PersistenceWorking<Card>) async {
            switch self {
            case .get: for await _ in store.answers(to: .all) {}
            case .upsert: try? await store.upsert([Self.card])
            case .save: _ = try? await store.save(Self.card)
            case .setFavourite: _ = try? await store.setFavourite(true, identifier: "a")
            case .mergeDownloaded: _ = try? await store.mergeDownloaded([Self.card])
            case .markUploaded: try? await store.markUploaded([Self.card])
            case .pendingUploads: _ = try? await store.pendingUploads()
            case .pendingDeletions: _ = try? await store.pendingDeletions()
            case .markDeletedOnBackend: try? await store.markDeletedOnBackend(identifiers: ["a"])
            case .remove: try? await store.remove(identifiers: ["a"])
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
        func forwards(_ request: Request) async {
            await request.send(to: spec.traced)

            expect(spec.store.calls).to(equal([request.forwarded]))
        }

        @Test("writes the call line and the answer line", arguments: Request.allCases)
        func writesLines(_ request: Request) async {
            await request.send(to: spec.traced)

            expect(spec.tracer.lines).to(equal(request.lines))
        }

        @Test("answers the caller once the store behind answers", arguments: Request.allCases)
        func answers(_ request: Request) async {
            let answers = ManualDispatcher()
            let store = TracedStore(CardsStoreSpy(answers: answers), tracer: spec.tracer)
            let recorder = Recorder<Request>()
            Task {
                await request.send(to: store)
                recorder.record(request)
            }
            await Task.megaYield()
            let beforeTheAnswer = recorder.values

            answers.runAll()
            await Task.megaYield()

            expect(beforeTheAnswer).to(beEmpty())
            expect(recorder.values).to(equal([request]))
        }

        @Test("hands the caller the store's answer")
        func answersCaller() async {
            spec.store.getResult = .success([Request.card])

            let answer = try? await spec.traced.get(.all)

            expect(answer).to(equal([Request.card]))
        }

        @Test("counts the cards in the answer line of a list's read")
        func countsCards() async {
            spec.store.getResult = .success([Request.card, Samples.card("b", "Aldi")])

            for await _ in spec.traced.answers(to: .all) {}

            expect(spec.tracer.lines.last).to(equal("CardsWorker -> App: get answered (2 cards)"))
        }

        @Test("gives the failure in the answer line of a list's read")
        func namesFailure() async {
            spec.store.getResult = .failure(.readFailed(detail: "disk I/O error"))

            for await _ in spec.traced.answers(to: .all) {}

            expect(spec.tracer.lines.last).to(
                equal("CardsWorker -> App: get answered (failed: the cards cannot be read)"))
        }

        @Test("counts the cards in the answer line of a whole read (a card's)")
        func countsCardsOfWholeRead() async {
            spec.store.getResult = .success([Request.card])

            _ = try? await spec.traced.get(.all)

            expect(spec.tracer.lines.last).to(equal("CardsWorker -> App: get answered (1 cards)"))
        }

        @Test("gives the failure in the answer line of a whole read")
        func namesFailureOfWholeRead() async {
            spec.store.getResult = .failure(.readFailed(detail: "disk I/O error"))

            _ = try? await spec.traced.get(.all)

            expect(spec.tracer.lines.last).to(
                equal("CardsWorker -> App: get answered (failed: the cards cannot be read)"))
        }

        @Test("answers the role that made the call, even when the answer comes after the call")
        func answersCallingRole() async {
            let answers = ManualDispatcher()
            let store = TracedStore(CardsStoreSpy(answers: answers), tracer: spec.tracer)
            let presenter = BoundaryRoute(
                tracer: spec.tracer, holder: "CardsViewController", receiver: "CardsPresenter")
            presenter.call("load()") {
                _ = Task { _ = try? await store.pendingUploads() }
            }
            await Task.megaYield()

            answers.runAll()
            await Task.megaYield()

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
        func tracesObserver() async {
            let changes = spec.traced.changes
            let observer = ChangeCounter(changes, fileID: "MyCardsVIPER/Cards/CardsPresenter.swift")

            changes.notify()

            expect(spec.tracer.lines).to(equal(["CardsWorker -> CardsPresenter: changed"]))
            let heard = await observer.settled()
            expect(heard).to(equal(1))
        }

        @Test("names the observer as the sender of what its following task asks after a change (a re-read)")
        func followingTaskIsObservers() async {
            let changes = spec.traced.changes.values(fileID: "MyCardsMVC/Cards/CardsViewController.swift")
            let following = Task { [traced = spec.traced] in
                for await _ in changes { _ = try? await traced.pendingUploads() }
            }
            await Task.megaYield()

            spec.traced.changes.notify()
            await Task.megaYield()

            expect(spec.tracer.lines).to(
                equal([
                    "CardsWorker -> CardsViewController: changed",
                    "CardsViewController -> CardsWorker: pendingUploads()",
                    "CardsWorker -> CardsViewController: pendingUploads answered",
                ]))
            following.cancel()
        }

        @Test("keeps the role a following task inherited from the traced call that started it")
        func followingTaskKeepsInheritedRole() async {
            let changes = spec.traced.changes.values(fileID: "MyCardsVIP/Cards/CardsSyncWorker.swift")
            let interactor = BoundaryRoute(
                tracer: spec.tracer, holder: "CardsViewController", receiver: "CardsInteractor")
            let following = interactor.call("loadCards(ListCards.FetchCards.Request)") {
                Task { [traced = spec.traced] in
                    for await _ in changes { _ = try? await traced.pendingUploads() }
                }
            }
            await Task.megaYield()

            spec.traced.changes.notify()
            await Task.megaYield()

            expect(spec.tracer.lines).to(contain("CardsInteractor -> CardsWorker: pendingUploads()"))
            following.cancel()
        }

        @Test("names the store's holder again once the following task's changes end")
        func endedFollowingIsNobodys() async {
            let changes = spec.traced.changes.values(fileID: "MyCardsMVC/Cards/CardsViewController.swift")
            let following = Task { [traced = spec.traced] in
                for await _ in changes {}
                _ = try? await traced.pendingUploads()
            }
            spec.traced.changes.notify()
            await Task.megaYield()

            following.cancel()
            await following.value

            expect(spec.tracer.lines.last).to(equal("CardsWorker -> App: pendingUploads answered"))
        }

        @Test("names the observer after the file that starts observing, as a log line names its source")
        func namesObserverByFile() {
            let changes = spec.traced.changes
            let observer = ChangeCounter(changes)

            changes.notify()

            expect(spec.tracer.lines).to(equal(["CardsWorker -> TracedStoreSpec: changed"]))
            observer.cancel()
        }

        @Test("names an observation an extension's file starts after the role running it")
        func namesExtensionByRunningRole() {
            let changes = spec.traced.changes
            let store = BoundaryRoute(tracer: spec.tracer, holder: "AppHost", receiver: "Store")
            let observer = store.call("send(CardsAction)") {
                ChangeCounter(changes, fileID: "MyCardsTEA/App/AppEnvironment+Live.swift")
            }

            changes.notify()

            expect(spec.tracer.lines.last).to(equal("CardsWorker -> Store: changed"))
            observer.cancel()
        }

        @Test("leaves an observer that started observing before it was made untraced")
        func earlierObserverUntraced() async {
            let store = CardsStoreSpy()
            let observer = ChangeCounter(store.changes)
            let changes = TracedStore(store, tracer: spec.tracer).changes

            changes.notify()

            expect(spec.tracer.lines).to(beEmpty())
            let heard = await observer.settled()
            expect(heard).to(equal(1))
        }
    }
}
