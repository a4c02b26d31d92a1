import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsTEA

/// The test store is exhaustive: each of these tests breaks one of its rules on purpose, and the failure is expected.
@MainActor
@Suite("The test store")
struct TestStoreSpec {
    let doubles = TEADoubles()

    func makeStore() -> TestStore<CropState, CropAction> {
        doubles.testStore(CropState(image: Samples.image(width: 400, height: 300)), CropReducer.reduce)
    }

    @Test("fails when the state after an action differs from the one asserted")
    func failsOnState() {
        withKnownIssue {
            let store = makeStore()

            store.send(.moved(dx: 8, dy: 0))
        }
    }

    @Test("fails when an effect's action is never received")
    func failsOnUnreceived() {
        withKnownIssue {
            let store = makeStore()

            store.send(.cancelTapped)
        }
    }

    @Test("fails when a received action is not the one expected")
    func failsOnOtherAction() {
        withKnownIssue {
            let store = makeStore()
            store.send(.cancelTapped)

            store.receive(.cropTapped)
        }
    }

    @Test("fails when an action is expected and none came")
    func failsOnNothingReceived() {
        withKnownIssue {
            let store = makeStore()

            store.receive(.cropTapped)
        }
    }

    @Test("fails when an action is sent before the effects' actions were received")
    func failsOnSendingEarly() {
        withKnownIssue {
            let store = makeStore()
            store.send(.cancelTapped)

            store.send(.cancelTapped)
            store.receive(.delegate(.cancel))
            store.receive(.delegate(.cancel))
        }
    }

    @Test("fails when an effect is still running at the end")
    func failsOnRunningEffect() {
        withKnownIssue {
            let store = doubles.testStore(CameraState(), CameraReducer.reduce)

            store.send(.appeared)
        }
    }

    @Test("passes with effects running when a test allows it")
    func allowsRunning() {
        let store = doubles.testStore(CameraState(), CameraReducer.reduce)
        store.allowsRunningEffects = true

        store.send(.appeared)

        expect(store.runningEffects.count).to(equal(1))
    }
}
