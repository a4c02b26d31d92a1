import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsTEA

@MainActor
@Suite("The card photo reducer")
struct CardPhotoReducerSpec {
    let doubles = TEADoubles()

    @Test("the card photo asks the app to close it")
    func closesPhoto() {
        let store = doubles.testStore(CardPhotoState(photo: Samples.photo(), side: .back), CardPhotoReducer.reduce)

        store.send(.closeTapped)

        store.receive(.delegate(.close))
    }
}
