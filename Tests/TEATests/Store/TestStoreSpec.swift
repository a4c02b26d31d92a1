import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsTEA

/// The test store is exhaustive: each of these tests breaks one of its rules on purpose, and the failure is expected.
@MainActor
@Suite("The test store", .mainSerialExecutor)
struct TestStoreSpec {
    let doubles = TEADoubles()

    func makeStore() -> TestStore<CropState, CropAction> {
        doubles.testStore(CropState(image: Samples.image(width: 400, height: 300)), CropReducer.reduce)
    }

    @Test("fails when the state after an action differs from the one asserted")
    func failsOnState() async {
        await withKnownIssue {
            let store = makeStore()

            await store.send(.moved(dx: 8, dy: 0))
        }
    }

    @Test("fails when an effect's action is never received")
    func failsOnUnreceived() async {
        await withKnownIssue {
            let store = makeStore()

            await store.send(.cancelTapped)
        }
    }

    @Test("fails when a received action is not the one expected")
    func failsOnOtherAction() async {
        await withKnownIssue {
            let store = makeStore()
            await store.send(.cancelTapped)

            await store.receive(.cropTapped)
        }
    }

    @Test("fails when an action is expected and none came")
    func failsOnNothingReceived() async {
        await withKnownIssue {
            let store = makeStore()

            await store.receive(.cropTapped)
        }
    }

    @Test("fails when an action is sent before the effects' actions were received")
    func failsOnSendingEarly() async {
        await withKnownIssue {
            let store = makeStore()
            await store.send(.cancelTapped)

            await store.send(.cancelTapped)
            await store.receive(.delegate(.cancel))
            await store.receive(.delegate(.cancel))
        }
    }

    @Test("fails when an effect is still running at the end")
    func failsOnRunningEffect() async {
        await withKnownIssue {
            let store = doubles.testStore(CameraState(), CameraReducer.reduce)

            await store.send(.appeared)
        }
    }

    @Test("passes with effects running when a test allows it")
    func allowsRunning() async {
        let store = doubles.testStore(CameraState(), CameraReducer.reduce)
        store.allowsRunningEffects = true

        await store.send(.appeared)

        expect(store.runningEffects.count).to(equal(1))
    }
}
