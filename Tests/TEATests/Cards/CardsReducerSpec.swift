import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsTEA

@MainActor
@Suite("The Cards reducer")
struct CardsReducerSpec {
    static let cards = Samples.threeCards
    let doubles = TEADoubles(cards: CardsReducerSpec.cards)

    /// The Cards screen after its first appearance: the store read, the download done (nothing came), the store
    /// followed.
    func appeared(_ store: TestStore<CardsState, CardsAction>) {
        store.send(.appeared) {
            $0.hasAppeared = true
            $0.isDownloading = true
            $0.status.show(Messages.downloading, busy: true)
        }
        store.receive(.cardsRead(.success(CardsReducerSpec.cards))) { $0.cards = CardsReducerSpec.cards }
        store.receive(.downloaded(.success(ParsedCards(cards: [])))) {
            $0.isDownloading = false
            $0.status.show(Messages.downloaded(0))
        }
        store.receive(.pendingUploadsRead(.success([])))
        store.receive(.pendingDeletionsRead(.success([])))
    }

    func makeStore(
        _ state: CardsState = CardsState(), sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> TestStore<CardsState, CardsAction> {
        doubles.testStore(state, CardsReducer.reduce, sourceLocation: sourceLocation)
    }

    /// Stops following the store and its last read (which may answer again), as the end of the run would: the root
    /// screen's effects run as long as the app.
    func stopFollowing(_ store: TestStore<CardsState, CardsAction>) {
        store.run(.merge(.cancel(id: CardsEffectID.storeChanges), .cancel(id: CardsEffectID.read)))
    }

    @Suite("when it first appears")
    @MainActor
    struct FirstAppearance {
        let spec = CardsReducerSpec()

        @Test("shows the store, downloads beside it, then sends what was saved or deleted offline")
        func showsAndDownloads() {
            let store = spec.makeStore()

            spec.appeared(store)

            expect(spec.doubles.store.calls).to(
                equal([.get(.cardsInDisplayOrder), .pendingUploads, .pendingDeletions]))
            expect(spec.doubles.network.downloadCount).to(equal(1))
            spec.stopFollowing(store)
        }

        @Test("follows the store: a change reads it again")
        func followsStore() {
            let store = spec.makeStore()
            spec.appeared(store)

            spec.doubles.store.changes.notify()

            store.receive(.storeChanged)
            store.receive(.cardsRead(.success(CardsReducerSpec.cards)))
            spec.stopFollowing(store)
        }
    }

    @Suite("when it appears again")
    @MainActor
    struct AppearingAgain {
        let spec = CardsReducerSpec()

        @Test("reads the store again, without downloading")
        func readsAgain() {
            let store = spec.makeStore()
            spec.appeared(store)

            store.send(.appeared)

            store.receive(.cardsRead(.success(CardsReducerSpec.cards)))
            expect(spec.doubles.network.downloadCount).to(equal(1))
            spec.stopFollowing(store)
        }

        @Test("selects a card made meanwhile once the store lists it")
        func selectsNewCard() {
            var state = CardsState()
            state.hasAppeared = true
            state.selectionAfterReload = "B"
            let store = spec.makeStore(state)

            store.send(.appeared)

            store.receive(.cardsRead(.success(CardsReducerSpec.cards))) {
                $0.cards = CardsReducerSpec.cards
                $0.selection = "B"
                $0.selectionAfterReload = nil
            }
            spec.stopFollowing(store)
        }

        @Test("keeps waiting to select a card the store does not list yet")
        func keepsWaiting() {
            var state = CardsState()
            state.hasAppeared = true
            state.selectionAfterReload = "Z"
            let store = spec.makeStore(state)

            store.send(.appeared)

            store.receive(.cardsRead(.success(CardsReducerSpec.cards))) { $0.cards = CardsReducerSpec.cards }
            spec.stopFollowing(store)
        }
    }

    @Suite("when the store answers")
    @MainActor
    struct StoreAnswers {
        let spec = CardsReducerSpec()

        @Test("ignores an answer to an older read than the newest")
        func ignoresStaleRead() {
            let answers = ManualDispatcher()
            let doubles = TEADoubles(cards: CardsReducerSpec.cards, answers: answers)
            var state = CardsState()
            state.hasAppeared = true
            let store = doubles.testStore(state, CardsReducer.reduce)
            store.send(.storeChanged)
            doubles.store.getResult = .success([CardsReducerSpec.cards[0]])
            store.send(.storeChanged)

            answers.runAll()

            store.receive(.cardsRead(.success([CardsReducerSpec.cards[0]]))) { $0.cards = [CardsReducerSpec.cards[0]] }
            spec.stopFollowing(store)
        }

        @Test("says why the store could not be read")
        func readFailed() {
            let store = spec.makeStore()

            store.send(.cardsRead(.failure(.readFailed(detail: "x")))) {
                $0.status.show(Messages.storeReadFailed(.readFailed(detail: "x")), isError: true)
            }
        }
    }

    @Suite("when r is pressed")
    @MainActor
    struct Refreshing {
        let spec = CardsReducerSpec()

        @Test("reads the store and downloads again")
        func refreshes() {
            let store = spec.makeStore()

            store.send(.refreshTapped) {
                $0.isDownloading = true
                $0.status.show(Messages.downloading, busy: true)
            }

            store.receive(.cardsRead(.success(CardsReducerSpec.cards))) { $0.cards = CardsReducerSpec.cards }
            store.receive(.downloaded(.success(ParsedCards(cards: [])))) {
                $0.isDownloading = false
                $0.status.show(Messages.downloaded(0))
            }
            store.receive(.pendingUploadsRead(.success([])))
            store.receive(.pendingDeletionsRead(.success([])))
            spec.stopFollowing(store)
        }

        @Test("does not download twice at once")
        func oneDownloadAtATime() {
            var state = CardsState()
            state.isDownloading = true
            let store = spec.makeStore(state)

            store.send(.refreshTapped)

            store.receive(.cardsRead(.success(CardsReducerSpec.cards))) { $0.cards = CardsReducerSpec.cards }
            expect(spec.doubles.network.downloadCount).to(equal(0))
            spec.stopFollowing(store)
        }
    }

    @Suite("when a download answers")
    @MainActor
    struct Downloading {
        let spec = CardsReducerSpec()
        let downloaded = [Samples.card("D", "Delta")]

        func downloadingStore() -> TestStore<CardsState, CardsAction> {
            var state = CardsState()
            state.isDownloading = true
            return spec.makeStore(state)
        }

        @Test("merges the cards into the store and says how many came")
        func merges() {
            let store = downloadingStore()
            let parsed = ParsedCards(cards: downloaded)

            store.send(.downloaded(.success(parsed))) { $0.isDownloading = false }

            store.receive(.merged(parsed, .success(DownloadMerge()))) { $0.status.show(Messages.downloaded(1)) }
            store.receive(.pendingUploadsRead(.success([])))
            store.receive(.pendingDeletionsRead(.success([])))
            expect(spec.doubles.store.merged).to(equal([downloaded]))
        }

        @Test("adds how many downloaded cards stay deleted here")
        func deletedHere() {
            let store = spec.makeStore()
            let parsed = ParsedCards(cards: downloaded)

            store.send(.merged(parsed, .success(DownloadMerge(deletedHere: 1)))) {
                $0.status.show(Messages.deletedHere(Messages.downloaded(1), count: 1))
            }

            store.receive(.pendingUploadsRead(.success([])))
            store.receive(.pendingDeletionsRead(.success([])))
        }

        @Test("says how many cards were skipped, as an error")
        func skipped() {
            let store = spec.makeStore()
            let parsed = ParsedCards(cards: [], skipped: [ParsedCards.Skipped(index: 0, reason: "no name")])

            store.send(.downloaded(.success(parsed))) {
                $0.status.show(Messages.skipped(1), isError: true)
            }

            store.receive(.pendingUploadsRead(.success([])))
            store.receive(.pendingDeletionsRead(.success([])))
        }

        @Test("says the app is offline when the backend cannot be reached")
        func offline() {
            let store = downloadingStore()

            store.send(.downloaded(.failure(.unreachable(detail: "x")))) {
                $0.isDownloading = false
                $0.status.show(Messages.offline(.unreachable(detail: "x")), isError: true)
            }
        }

        @Test("says the cards were not saved when the merge fails")
        func mergeFailed() {
            let store = spec.makeStore()

            store.send(.merged(ParsedCards(cards: downloaded), .failure(.writeFailed(detail: "x")))) {
                $0.status.show(Messages.storeFailed(.writeFailed(detail: "x")), isError: true)
            }
        }
    }

    @Suite("when cards saved offline wait")
    @MainActor
    struct PendingUploads {
        let spec = CardsReducerSpec()
        let pending = [Samples.card("A", "Alpha")]

        @Test("uploads them in one request, marks them uploaded and says so")
        func uploads() {
            let store = spec.makeStore()

            store.send(.pendingUploadsRead(.success(pending)))

            store.receive(.pendingUploaded(pending, failure: nil)) {
                $0.status.show(Messages.uploadedPending(1))
            }
            expect(spec.doubles.network.uploads).to(equal([pending]))
            expect(spec.doubles.store.markedUploaded).to(equal([["A"]]))
        }

        @Test(
            "does nothing when none wait or they cannot be read",
            arguments: [
                Result<[Card], PersistenceError>.success([]), .failure(.readFailed(detail: "x")),
            ])
        func nothingPending(result: Result<[Card], PersistenceError>) {
            let store = spec.makeStore()

            store.send(.pendingUploadsRead(result))

            expect(spec.doubles.network.uploads).to(beEmpty())
        }

        @Test("says they stay local in offline mode")
        func offlineMode() {
            let store = spec.makeStore()

            store.send(.pendingUploaded(pending, failure: .disabled)) {
                $0.status.show(Messages.savedOffline, isError: true)
            }
        }

        @Test("says the upload failed")
        func uploadFailed() {
            let store = spec.makeStore()

            store.send(.pendingUploaded(pending, failure: .timedOut)) {
                $0.status.show(Messages.uploadFailed(.timedOut), isError: true)
            }
        }
    }

    @Suite("when deletions made offline wait")
    @MainActor
    struct PendingDeletions {
        let spec = CardsReducerSpec()

        @Test("tells the backend of each, and marks those it took")
        func deletes() {
            spec.doubles.network.deleteResult = .success(())
            let store = spec.makeStore()

            store.send(.pendingDeletionsRead(.success(["A", "B"])))

            store.receive(.pendingDeleted("A", failure: nil))
            store.receive(.pendingDeleted("B", failure: nil))
            expect(spec.doubles.network.deletes).to(equal(["A", "B"]))
            expect(spec.doubles.store.markedDeletedOnBackend).to(equal([["A"], ["B"]]))
        }

        @Test("leaves a deletion the backend refused for the next download")
        func refused() {
            let store = spec.makeStore()

            store.send(.pendingDeleted("A", failure: .unreachable(detail: "x")))

            expect(spec.doubles.store.markedDeletedOnBackend).to(beEmpty())
        }

        @Test("does nothing when they cannot be read")
        func unreadable() {
            let store = spec.makeStore()

            store.send(.pendingDeletionsRead(.failure(.readFailed(detail: "x"))))

            expect(spec.doubles.network.deletes).to(beEmpty())
        }
    }

    @Suite("when the user opens, makes or quits")
    @MainActor
    struct UserActions {
        let spec = CardsReducerSpec()

        @Test("asks the app to open a listed card")
        func opens() {
            var state = CardsState()
            state.cards = CardsReducerSpec.cards
            let store = spec.makeStore(state)

            store.send(.openTapped("B"))

            store.receive(.delegate(.open(CardsReducerSpec.cards[1])))
        }

        @Test("opens nothing for a card it does not list")
        func opensNothing() {
            let store = spec.makeStore()

            store.send(.openTapped("B"))
        }

        @Test("asks the app to make a new card with a fresh identifier")
        func makesCard() {
            let store = spec.makeStore()

            store.send(.newTapped)

            store.receive(.delegate(.create(Card.new(identifier: TEADoubles.newIdentifier))))
        }

        @Test("asks the app to quit")
        func quits() {
            let store = spec.makeStore()

            store.send(.quitTapped)

            store.receive(.delegate(.quit))
        }
    }
}
