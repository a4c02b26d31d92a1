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
}
