import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsTEA

/// The store announces a write before it answers it (`PersistenceWorker.write` notifies, then returns), so the Card
/// screen deleting its card hears of the removal while the remove is still on its way. Until 2026-11-29 its reducer
/// answered every store change with a read, in any mode, and read again the card it was deleting (the trace of a
/// delete showed the read and its answer, 0 cards).
@MainActor
@Suite("The Card reducer following the store while deleting", .mainSerialExecutor)
struct CardDetailsReducerDeleteFollowingSpec {
    static let card = CardDetailsReducerSpec.card
    let doubles = TEADoubles(cards: [CardDetailsReducerDeleteFollowingSpec.card])

    /// The screen shown and following the store, its form opened, Delete pressed and `y` answered.
    func deleteConfirmed() async -> TestStore<CardDetailsState, CardDetailsAction> {
        let store = doubles.testStore(CardDetailsState(card: Self.card, mode: .normal), CardDetailsReducer.reduce)
        await store.send(.appeared) { $0.hasAppeared = true }
        await store.receive(.cardRead(Self.card))
        await store.send(.editTapped) { $0.mode = .edit }
        await store.send(.deleteTapped) { $0.question = .delete(name: "Alpha") }
        await store.send(.questionAnswered(yes: true)) {
            $0.question = nil
            $0.isDeleting = true
        }
        return store
    }

    @Test("reads nothing when the store announces the removal before it answers")
    func readsNoMore() async {
        doubles.store.announcesRemoval = true

        let store = await deleteConfirmed()

        await store.receive(.removeAnswered(failure: nil)) { $0.status.show(Messages.deleted, busy: true) }
        await store.receive(.storeChanged)
        await store.receive(.delegate(.deleted("A")))
        expect(self.doubles.store.queries).to(equal([.card(identifier: "A")]))
        await store.run(.cancel(id: CardDetailsEffectID.storeChanges))
    }

    @Test("reads the card again on the next change when the store cannot remove it")
    func followsAgain() async {
        doubles.store.writeResult = .failure(.writeFailed(detail: "locked"))
        let store = await deleteConfirmed()
        await store.receive(.removeAnswered(failure: .writeFailed(detail: "locked"))) {
            $0.isDeleting = false
            $0.status.show(Messages.storeFailed(.writeFailed(detail: "locked")), isError: true)
        }

        doubles.store.changes.notify()

        await store.receive(.storeChanged)
        await store.receive(.cardRead(Self.card))
        await store.run(.cancel(id: CardDetailsEffectID.storeChanges))
    }
}
