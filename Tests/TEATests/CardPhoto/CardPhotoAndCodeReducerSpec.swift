import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsTEA

@MainActor
@Suite("The card photo and Code reducers")
struct CardPhotoAndCodeReducerSpec {
    let doubles = TEADoubles()

    @Test("the card photo asks the app to close it")
    func closesPhoto() {
        let store = doubles.testStore(CardPhotoState(photo: Samples.photo(), side: .back), CardPhotoReducer.reduce)

        store.send(.closeTapped)

        store.receive(.delegate(.close))
    }

    @Test("the Code screen asks the app to close it")
    func closesCode() {
        let store = doubles.testStore(CodeState(card: Samples.card("A", "Alpha")), CodeReducer.reduce)

        store.send(.closeTapped)

        store.receive(.delegate(.close))
    }

    @Test("the Code screen reads the card again and follows the store, once, so it draws the number stored now")
    func codeFollowsStore() {
        var stored = Samples.card("A", "Alpha")
        stored.number = "5901234123457"
        doubles.store.getResult = .success([stored])
        let store = doubles.testStore(CodeState(card: Samples.card("A", "Alpha")), CodeReducer.reduce)

        store.send(.appeared) { $0.hasAppeared = true }
        store.receive(.cardRead(stored)) { $0.card = stored }
        store.send(.appeared)
        doubles.store.changes.notify()
        store.receive(.storeChanged)
        store.receive(.cardRead(stored))

        store.run(.cancel(id: CodeEffectID.storeChanges))
    }

    @Test("the Code screen keeps its card when the store no longer has it")
    func codeKeepsGoneCard() {
        let store = doubles.testStore(CodeState(card: Samples.card("A", "Alpha")), CodeReducer.reduce)

        store.send(.cardRead(nil))
    }
}
