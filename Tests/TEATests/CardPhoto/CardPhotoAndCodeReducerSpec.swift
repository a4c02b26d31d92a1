import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsTEA

@MainActor
@Suite("The card photo and Code reducers", .mainSerialExecutor)
struct CardPhotoAndCodeReducerSpec {
    let doubles = TEADoubles()

    @Test("the card photo asks the app to close it")
    func closesPhoto() async {
        let store = doubles.testStore(CardPhotoState(photo: Samples.photo(), side: .back), CardPhotoReducer.reduce)

        await store.send(.closeTapped)

        await store.receive(.delegate(.close))
    }

    @Test("the Code screen asks the app to close it")
    func closesCode() async {
        let store = doubles.testStore(CodeState(card: Samples.card("A", "Alpha")), CodeReducer.reduce)

        await store.send(.closeTapped)

        await store.receive(.delegate(.close))
    }

    @Test("the Code screen reads the card again and follows the store, once, so it draws the number stored now")
    func codeFollowsStore() async {
        var stored = Samples.card("A", "Alpha")
        stored.number = "5901234123457"
        doubles.store.getResult = .success([stored])
        let store = doubles.testStore(CodeState(card: Samples.card("A", "Alpha")), CodeReducer.reduce)

        await store.send(.appeared) { $0.hasAppeared = true }
        await store.receive(.cardRead(stored)) { $0.card = stored }
        await store.send(.appeared)
        doubles.store.changes.notify()
        await store.receive(.storeChanged)
        await store.receive(.cardRead(stored))

        await store.run(.cancel(id: CodeEffectID.storeChanges))
    }

    @Test("the Code screen keeps its card when the store no longer has it")
    func codeKeepsGoneCard() async {
        let store = doubles.testStore(CodeState(card: Samples.card("A", "Alpha")), CodeReducer.reduce)

        await store.send(.cardRead(nil))
    }
}
