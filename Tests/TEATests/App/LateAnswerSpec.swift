import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsTEA

/// TEA's one answer to a backend answering after the Card screen has left: the upload and the backend delete are the
/// app's effects, not the screen's, so leaving the screen cancels neither; each answer is an action, reduced onto the
/// status line of the screen the user is on, in the order the backend gives them.
@MainActor
@Suite("The TEA app, when the backend answers after the Card screen has left", .mainSerialExecutor)
struct LateAnswerSpec {
    let answers = ManualDispatcher()
    let doubles: TEADoubles
    let spec = AppReducerSpec()

    init() {
        doubles = TEADoubles(cards: [AppReducerSpec.card], answers: answers)
    }

    /// A save's upload and then the card's delete, both sent while the Card screen was there; the screen has left.
    func saveThenDeleteBothPending() async -> TestStore<AppState, AppAction> {
        let store = doubles.testStore(spec.state(spec.details), AppReducer.reduce)
        let card = AppReducerSpec.card
        await store.send(.path(AppReducerSpec.first, .cardDetails(.delegate(.saved(card, wasCreating: false)))))
        await store.send(.path(AppReducerSpec.first, .cardDetails(.delegate(.deleted("A"))))) { $0.path = [] }
        return store
    }

    @Test("reduces both answers of a save and a delete that waited at once, the later one on the line last")
    func bothAnswers() async {
        let store = await saveThenDeleteBothPending()

        answers.runAll()

        await store.receive(.uploaded(AppReducerSpec.card, owner: AppReducerSpec.first, failure: nil)) {
            $0.cards.status.show(Messages.uploaded)
        }
        await store.receive(.deletedOnBackend("A", owner: AppReducerSpec.first, failure: nil)) {
            $0.cards.status.show(Messages.deletedOnBackend)
        }
        answers.runAll()  // the store marks what the backend took
        expect(store.state.statusLine?.text).to(equal(Messages.deletedOnBackend))
        expect(doubles.store.markedUploaded).to(equal([["A"]]))
        expect(doubles.store.markedDeletedOnBackend).to(equal([["A"]]))
        await store.finish()
    }

    @Test("reduces the answers in the order the backend gives them")
    func backendOrder() async {
        let store = await saveThenDeleteBothPending()

        answers.runLast()
        answers.runAll()

        await store.receive(.deletedOnBackend("A", owner: AppReducerSpec.first, failure: nil)) {
            $0.cards.status.show(Messages.deletedOnBackend)
        }
        await store.receive(.uploaded(AppReducerSpec.card, owner: AppReducerSpec.first, failure: nil)) {
            $0.cards.status.show(Messages.uploaded)
        }
        answers.runAll()  // the store marks what the backend took
        await store.finish()
    }
}
