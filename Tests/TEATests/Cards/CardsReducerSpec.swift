import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsTEA

@MainActor
@Suite("The Cards reducer", .mainSerialExecutor)
struct CardsReducerSpec {
    static let cards = Samples.threeCards
    let doubles = TEADoubles(cards: CardsReducerSpec.cards)

    /// The Cards screen after its first appearance: the store read, the download done (nothing came), the store
    /// followed.
    func appeared(_ store: TestStore<CardsState, CardsAction>) async {
        await store.send(.appeared) {
            $0.hasAppeared = true
            $0.isDownloading = true
            $0.status.show(Messages.downloading, busy: true)
        }
        await store.receive(.cardsRead(.success(CardsReducerSpec.cards))) { $0.cards = CardsReducerSpec.cards }
        await store.receive(.downloaded(.success(ParsedCards(cards: [])))) {
            $0.isDownloading = false
            $0.status.show(Messages.downloaded(0))
        }
        await store.receive(.pendingUploadsRead(.success([])))
        await store.receive(.pendingDeletionsRead(.success([])))
    }

    func makeStore(
        _ state: CardsState = CardsState(), sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> TestStore<CardsState, CardsAction> {
        doubles.testStore(state, CardsReducer.reduce, sourceLocation: sourceLocation)
    }

    /// Stops following the store and its last read (which may answer again), as the end of the run would: the root
    /// screen's effects run as long as the app.
    func stopFollowing(_ store: TestStore<CardsState, CardsAction>) async {
        await store.run(.merge(.cancel(id: CardsEffectID.storeChanges), .cancel(id: CardsEffectID.read)))
    }

    @Suite("when it first appears")
    @MainActor
    struct FirstAppearance {
        let spec = CardsReducerSpec()

        @Test("shows the store, downloads beside it, then sends what was saved or deleted offline")
        func showsAndDownloads() async {
            let store = spec.makeStore()

            await spec.appeared(store)

            expect(spec.doubles.store.calls).to(
                equal([.get(.cardsInDisplayOrder), .pendingUploads, .pendingDeletions]))
            expect(spec.doubles.network.downloadCount).to(equal(1))
            await spec.stopFollowing(store)
        }

        @Test("follows the store: a change reads it again")
        func followsStore() async {
            let store = spec.makeStore()
            await spec.appeared(store)

            spec.doubles.store.changes.notify()

            await store.receive(.storeChanged)
            await store.receive(.cardsRead(.success(CardsReducerSpec.cards)))
            await spec.stopFollowing(store)
        }
    }

    @Suite("when it appears again")
    @MainActor
    struct AppearingAgain {
        let spec = CardsReducerSpec()

        @Test("reads the store again, without downloading")
        func readsAgain() async {
            let store = spec.makeStore()
            await spec.appeared(store)

            await store.send(.appeared)

            await store.receive(.cardsRead(.success(CardsReducerSpec.cards)))
            expect(spec.doubles.network.downloadCount).to(equal(1))
            await spec.stopFollowing(store)
        }

        @Test("selects a card made meanwhile once the store lists it")
        func selectsNewCard() async {
            var state = CardsState()
            state.hasAppeared = true
            state.selectionAfterReload = "B"
            let store = spec.makeStore(state)

            await store.send(.appeared)

            await store.receive(.cardsRead(.success(CardsReducerSpec.cards))) {
                $0.cards = CardsReducerSpec.cards
                $0.selection = "B"
                $0.selectionAfterReload = nil
            }
            await spec.stopFollowing(store)
        }

        @Test("keeps waiting to select a card the store does not list yet")
        func keepsWaiting() async {
            var state = CardsState()
            state.hasAppeared = true
            state.selectionAfterReload = "Z"
            let store = spec.makeStore(state)

            await store.send(.appeared)

            await store.receive(.cardsRead(.success(CardsReducerSpec.cards))) { $0.cards = CardsReducerSpec.cards }
            await spec.stopFollowing(store)
        }
    }

    @Suite("when the store answers")
    @MainActor
    struct StoreAnswers {
        let spec = CardsReducerSpec()

        @Test("ignores an answer to an older read than the newest")
        func ignoresStaleRead() async {
            let answers = ManualDispatcher()
            let doubles = TEADoubles(cards: CardsReducerSpec.cards, answers: answers)
            var state = CardsState()
            state.hasAppeared = true
            let store = doubles.testStore(state, CardsReducer.reduce)
            await store.send(.storeChanged)
            doubles.store.getResult = .success([CardsReducerSpec.cards[0]])
            await store.send(.storeChanged)

            answers.runAll()

            await store.receive(.cardsRead(.success([CardsReducerSpec.cards[0]]))) {
                $0.cards = [CardsReducerSpec.cards[0]]
            }
            await spec.stopFollowing(store)
        }

        @Test("says why the store could not be read")
        func readFailed() async {
            let store = spec.makeStore()

            await store.send(.cardsRead(.failure(.readFailed(detail: "x")))) {
                $0.status.show(Messages.storeReadFailed(.readFailed(detail: "x")), isError: true)
            }
        }
    }

    @Suite("when r is pressed")
    @MainActor
    struct Refreshing {
        let spec = CardsReducerSpec()

        @Test("reads the store and downloads again")
        func refreshes() async {
            let store = spec.makeStore()

            await store.send(.refreshTapped) {
                $0.isDownloading = true
                $0.status.show(Messages.downloading, busy: true)
            }

            await store.receive(.cardsRead(.success(CardsReducerSpec.cards))) { $0.cards = CardsReducerSpec.cards }
            await store.receive(.downloaded(.success(ParsedCards(cards: [])))) {
                $0.isDownloading = false
                $0.status.show(Messages.downloaded(0))
            }
            await store.receive(.pendingUploadsRead(.success([])))
            await store.receive(.pendingDeletionsRead(.success([])))
            await spec.stopFollowing(store)
        }

        @Test("does not download twice at once")
        func oneDownloadAtATime() async {
            var state = CardsState()
            state.isDownloading = true
            let store = spec.makeStore(state)

            await store.send(.refreshTapped)

            await store.receive(.cardsRead(.success(CardsReducerSpec.cards))) { $0.cards = CardsReducerSpec.cards }
            expect(spec.doubles.network.downloadCount).to(equal(0))
            await spec.stopFollowing(store)
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
        func merges() async {
            let store = downloadingStore()
            let parsed = ParsedCards(cards: downloaded)

            await store.send(.downloaded(.success(parsed))) { $0.isDownloading = false }

            await store.receive(.merged(parsed, .success(DownloadMerge()))) { $0.status.show(Messages.downloaded(1)) }
            await store.receive(.pendingUploadsRead(.success([])))
            await store.receive(.pendingDeletionsRead(.success([])))
            expect(spec.doubles.store.merged).to(equal([downloaded]))
        }

        @Test("adds how many downloaded cards stay deleted here")
        func deletedHere() async {
            let store = spec.makeStore()
            let parsed = ParsedCards(cards: downloaded)

            await store.send(.merged(parsed, .success(DownloadMerge(deletedHere: 1)))) {
                $0.status.show(Messages.deletedHere(Messages.downloaded(1), count: 1))
            }

            await store.receive(.pendingUploadsRead(.success([])))
            await store.receive(.pendingDeletionsRead(.success([])))
        }

        @Test("says how many cards were skipped, as an error")
        func skipped() async {
            let store = spec.makeStore()
            let parsed = ParsedCards(cards: [], skipped: [ParsedCards.Skipped(index: 0, reason: "no name")])

            await store.send(.downloaded(.success(parsed))) {
                $0.status.show(Messages.skipped(1), isError: true)
            }

            await store.receive(.pendingUploadsRead(.success([])))
            await store.receive(.pendingDeletionsRead(.success([])))
        }

        @Test("says the app is offline when the backend cannot be reached")
        func offline() async {
            let store = downloadingStore()

            await store.send(.downloaded(.failure(.unreachable(detail: "x")))) {
                $0.isDownloading = false
                $0.status.show(Messages.offline(.unreachable(detail: "x")), isError: true)
            }
        }

        @Test("says the cards were not saved when the merge fails")
        func mergeFailed() async {
            let store = spec.makeStore()

            await store.send(.merged(ParsedCards(cards: downloaded), .failure(.writeFailed(detail: "x")))) {
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
        func uploads() async {
            let store = spec.makeStore()

            await store.send(.pendingUploadsRead(.success(pending)))

            await store.receive(.pendingUploaded(pending, failure: nil)) {
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
        func nothingPending(result: Result<[Card], PersistenceError>) async {
            let store = spec.makeStore()

            await store.send(.pendingUploadsRead(result))

            expect(spec.doubles.network.uploads).to(beEmpty())
        }

        @Test("says they stay local in offline mode")
        func offlineMode() async {
            let store = spec.makeStore()

            await store.send(.pendingUploaded(pending, failure: .disabled)) {
                $0.status.show(Messages.savedOffline, isError: true)
            }
        }

        @Test("says the upload failed")
        func uploadFailed() async {
            let store = spec.makeStore()

            await store.send(.pendingUploaded(pending, failure: .timedOut)) {
                $0.status.show(Messages.uploadFailed(.timedOut), isError: true)
            }
        }
    }

    @Suite("when deletions made offline wait")
    @MainActor
    struct PendingDeletions {
        let spec = CardsReducerSpec()

        @Test("tells the backend of each, and marks those it took")
        func deletes() async {
            spec.doubles.network.deleteResult = .success(())
            let store = spec.makeStore()

            await store.send(.pendingDeletionsRead(.success(["A", "B"])))

            await store.receive(.pendingDeleted("A", failure: nil))
            await store.receive(.pendingDeleted("B", failure: nil))
            expect(spec.doubles.network.deletes).to(equal(["A", "B"]))
            expect(spec.doubles.store.markedDeletedOnBackend).to(equal([["A"], ["B"]]))
        }

        @Test("leaves a deletion the backend refused for the next download")
        func refused() async {
            let store = spec.makeStore()

            await store.send(.pendingDeleted("A", failure: .unreachable(detail: "x")))

            expect(spec.doubles.store.markedDeletedOnBackend).to(beEmpty())
        }

        @Test("does nothing when they cannot be read")
        func unreadable() async {
            let store = spec.makeStore()

            await store.send(.pendingDeletionsRead(.failure(.readFailed(detail: "x"))))

            expect(spec.doubles.network.deletes).to(beEmpty())
        }
    }

    @Suite("when the user opens, makes or quits")
    @MainActor
    struct UserActions {
        let spec = CardsReducerSpec()

        @Test("asks the app to open a listed card")
        func opens() async {
            var state = CardsState()
            state.cards = CardsReducerSpec.cards
            let store = spec.makeStore(state)

            await store.send(.openTapped("B"))

            await store.receive(.delegate(.open(CardsReducerSpec.cards[1])))
        }

        @Test("opens nothing for a card it does not list")
        func opensNothing() async {
            let store = spec.makeStore()

            await store.send(.openTapped("B"))
        }

        @Test("asks the app to make a new card with a fresh identifier")
        func makesCard() async {
            let store = spec.makeStore()

            await store.send(.newTapped)

            await store.receive(.delegate(.create(Card.new(identifier: TEADoubles.newIdentifier))))
        }

        @Test("asks the app to quit")
        func quits() async {
            let store = spec.makeStore()

            await store.send(.quitTapped)

            await store.receive(.delegate(.quit))
        }
    }
}
