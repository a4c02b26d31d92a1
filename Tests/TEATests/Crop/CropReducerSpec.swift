import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsTEA

@MainActor
@Suite("The Crop reducer", .mainSerialExecutor)
struct CropReducerSpec {
    let image = Samples.image(width: 400, height: 300)
    let doubles = TEADoubles()

    func makeStore() -> TestStore<CropState, CropAction> {
        doubles.testStore(CropState(image: image), CropReducer.reduce)
    }

    @Test("starts with the outline centred on the picture")
    func centred() async {
        expect(CropState(image: image).outline).to(equal(CardOutline.centred(in: image.size)))
    }

    @Test("moves and resizes the outline within the picture")
    func adjusts() async {
        let store = makeStore()
        let centred = CardOutline.centred(in: image.size)

        await store.send(.moved(dx: 8, dy: -6)) { $0.outline = centred.moved(dx: 8, dy: -6, within: image.size) }
        await store.send(.resized(by: 20)) {
            $0.outline = centred.moved(dx: 8, dy: -6, within: image.size).resized(by: 20, within: image.size)
        }
    }

    @Test("crops to the outline and hands the photo on")
    func crops() async throws {
        let store = makeStore()
        let photo = try CardPhotoMaker.photo(from: image, outline: CardOutline.centred(in: image.size))

        await store.send(.cropTapped)

        await store.receive(.photoMade(.success(photo)))
        await store.receive(.delegate(.cropped(photo)))
        expect(doubles.photoMaking.made.map(\.outline)).to(equal([CardOutline.centred(in: image.size)]))
    }

    @Test("says why no photo was made")
    func fails() async {
        doubles.photoMaking.error = .encodingFailed(detail: "x")
        let store = makeStore()

        await store.send(.cropTapped)

        await store.receive(.photoMade(.failure(.encodingFailed(detail: "x")))) {
            $0.status.show(Messages.photoNotMade(.encodingFailed(detail: "x")), isError: true)
        }
    }

    @Test("Esc asks the app to go back to the library")
    func cancels() async {
        let store = makeStore()

        await store.send(.cancelTapped)

        await store.receive(.delegate(.cancel))
    }
}
