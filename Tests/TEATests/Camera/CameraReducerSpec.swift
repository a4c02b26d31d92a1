import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsTEA

@MainActor
@Suite("The camera reducer", .mainSerialExecutor)
struct CameraReducerSpec {
    let frame = Samples.image(width: 320, height: 240)
    let doubles = TEADoubles()

    func makeStore(_ state: CameraState = CameraState()) -> TestStore<CameraState, CameraAction> {
        doubles.testStore(state, CameraReducer.reduce)
    }

    @Test("runs the camera while on top and shows each frame with the outline")
    func runs() async {
        let store = makeStore()

        await store.send(.appeared)
        doubles.camera.deliver(frame)

        await store.receive(.frameArrived(frame)) { $0.frame = frame }
        expect(store.state.outline).to(equal(CardOutline.centred(in: frame.size)))
        await store.send(.disappeared)
        expect(doubles.camera.stopCount).to(equal(1))
    }

    @Test("says why there is no camera, and has nothing to stop")
    func unavailable() async {
        doubles.camera.startError = .feedMissing(path: "/feed")
        let store = makeStore()

        await store.send(.appeared)

        await store.receive(.startFailed(.feedMissing(path: "/feed"))) { $0.unavailable = .feedMissing(path: "/feed") }
        await store.send(.disappeared)
        expect(doubles.camera.stopCount).to(equal(0))
    }

    @Test("the shutter crops the frame on show, stops the camera and hands the photo on")
    func captures() async throws {
        let store = makeStore()
        await store.send(.appeared)
        doubles.camera.deliver(frame)
        await store.receive(.frameArrived(frame)) { $0.frame = frame }
        let photo = try CardPhotoMaker.photo(from: frame, outline: CardOutline.centred(in: frame.size))

        await store.send(.captureTapped)

        await store.receive(.photoMade(.success(photo)))
        await store.receive(.delegate(.captured(photo)))
        expect(doubles.camera.stopCount).to(equal(1))
    }

    @Test("the shutter does nothing before the first frame")
    func noFrame() async {
        let store = makeStore()

        await store.send(.captureTapped)
    }

    @Test("says why no photo was made, and keeps the camera running")
    func fails() async {
        doubles.photoMaking.error = .encodingFailed(detail: "x")
        var state = CameraState()
        state.frame = frame
        let store = makeStore(state)

        await store.send(.captureTapped)

        await store.receive(.photoMade(.failure(.encodingFailed(detail: "x")))) {
            $0.status.show(Messages.photoNotMade(.encodingFailed(detail: "x")), isError: true)
        }
    }

    @Test("Esc asks the app to close it")
    func closes() async {
        let store = makeStore()

        await store.send(.closeTapped)

        await store.receive(.delegate(.close))
    }
}
