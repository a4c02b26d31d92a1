import Foundation
import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsTEA

@MainActor
@Suite("The photo library reducer", .mainSerialExecutor)
struct PhotoLibraryReducerSpec {
    static let first = PhotoLibraryItem(url: URL(fileURLWithPath: "/photos/a.png"))
    static let second = PhotoLibraryItem(url: URL(fileURLWithPath: "/photos/b.png"))
    static let broken = PhotoLibraryItem(url: URL(fileURLWithPath: "/photos/c.png"), problem: .unsupportedFormat)
    static let items = [first, second, broken]
    static let image = Samples.image()
    let doubles = TEADoubles(
        photoLibrary: PhotoLibraryStub(
            items: .success(PhotoLibraryReducerSpec.items),
            images: [PhotoLibraryReducerSpec.first.url: .success(PhotoLibraryReducerSpec.image)]))

    func makeStore(_ state: PhotoLibraryState = PhotoLibraryState(folder: "/photos"))
        -> TestStore<PhotoLibraryState, PhotoLibraryAction>
    {
        doubles.testStore(state, PhotoLibraryReducer.reduce)
    }

    /// Listed, the first file selected and previewed, on screen.
    func listed() -> PhotoLibraryState {
        var state = PhotoLibraryState(folder: "/photos")
        state.items = PhotoLibraryReducerSpec.items
        state.hasAppeared = true
        state.isOnScreen = true
        state.previewed = PhotoLibraryState.Previewed(index: 0, image: PhotoLibraryReducerSpec.image)
        state.preview = .image(PhotoLibraryReducerSpec.image)
        return state
    }

    @Suite("when it appears")
    @MainActor
    struct Appearing {
        let spec = PhotoLibraryReducerSpec()

        @Test("lists the folder and previews the first file")
        func lists() async {
            let store = spec.makeStore()

            await store.send(.appeared) {
                $0.hasAppeared = true
                $0.isOnScreen = true
            }

            await store.receive(.listed(.success(PhotoLibraryReducerSpec.items))) {
                $0.items = PhotoLibraryReducerSpec.items
            }
            await store.receive(.previewDecoded(0, .success(PhotoLibraryReducerSpec.image))) {
                $0.previewed = PhotoLibraryState.Previewed(index: 0, image: PhotoLibraryReducerSpec.image)
                $0.preview = .image(PhotoLibraryReducerSpec.image)
            }
        }

        @Test("lists it once: coming back from Crop keeps the list")
        func listsOnce() async {
            var state = spec.listed()
            state.isOnScreen = false
            let store = spec.makeStore(state)

            await store.send(.appeared) { $0.isOnScreen = true }

            expect(spec.doubles.app.photoLibrary.listingCount).to(equal(0))
        }

        @Test("notes when it is covered")
        func disappears() async {
            let store = spec.makeStore(spec.listed())

            await store.send(.disappeared) { $0.isOnScreen = false }
        }

        @Test("previews nothing in an empty folder")
        func empty() async {
            let store = spec.makeStore()

            await store.send(.listed(.success([]))) { $0.items = [] }
        }

        @Test("says why the folder cannot be listed")
        func unlisted() async {
            let store = spec.makeStore()
            let error = PhotoLibraryError.folderMissing(path: "/photos")

            await store.send(.listed(.failure(error))) { $0.problem = Messages.photoLibraryUnavailable(error) }
        }
    }

    @Suite("when the selection moves")
    @MainActor
    struct Moving {
        let spec = PhotoLibraryReducerSpec()

        @Test("previews a greyed file's reason without decoding it")
        func greyed() async {
            let store = spec.makeStore(spec.listed())

            await store.send(.selectionChanged(2)) {
                $0.selection = 2
                $0.preview = .unavailable(ImageError.unsupportedFormat.message)
            }

            expect(spec.doubles.app.photoLibrary.requestedImages).to(beEmpty())
        }

        @Test("shows the decoded preview again without decoding")
        func cached() async {
            var state = spec.listed()
            state.selection = 1
            state.preview = .none
            let store = spec.makeStore(state)

            await store.send(.selectionChanged(0)) {
                $0.selection = 0
                $0.preview = .image(PhotoLibraryReducerSpec.image)
            }
        }

        @Test("greys out a file that does not decode, and says why in the preview")
        func undecodable() async {
            let store = spec.makeStore(spec.listed())
            let error = ImageError.unreadableFile(detail: "no such file in the stub")

            await store.send(.selectionChanged(1)) {
                $0.selection = 1
                $0.preview = .none
            }

            await store.receive(.previewDecoded(1, .failure(error))) {
                $0.items?[1] = PhotoLibraryItem(url: PhotoLibraryReducerSpec.items[1].url, problem: error)
                $0.preview = .unavailable(error.message)
            }
        }

        @Test("ignores a preview that comes after the selection moved on")
        func latePreview() async {
            let store = spec.makeStore(spec.listed())

            await store.send(.previewDecoded(1, .success(Samples.image(width: 2, height: 2))))
        }

        @Test("ignores an index past the list")
        func pastTheList() async {
            let store = spec.makeStore(spec.listed())

            await store.send(.selectionChanged(7)) { $0.selection = 7 }
        }
    }

    @Suite("when a file is picked")
    @MainActor
    struct Picking {
        let spec = PhotoLibraryReducerSpec()

        @Test("hands the previewed picture to Crop at once")
        func previewed() async {
            let store = spec.makeStore(spec.listed())

            await store.send(.pickTapped(0))

            await store.receive(.delegate(.picked(PhotoLibraryReducerSpec.image)))
        }

        @Test("decodes a file not previewed, then hands it on")
        func decodes() async {
            var state = spec.listed()
            state.previewed = nil
            let store = spec.makeStore(state)

            await store.send(.pickTapped(0)) { $0.pickInFlight = 0 }

            await store.receive(.pickDecoded(0, .success(PhotoLibraryReducerSpec.image))) { $0.pickInFlight = nil }
            await store.receive(.delegate(.picked(PhotoLibraryReducerSpec.image)))
        }

        @Test("hands nothing on when the screen was left while decoding")
        func left() async {
            var state = spec.listed()
            state.pickInFlight = 0
            state.isOnScreen = false
            let store = spec.makeStore(state)

            await store.send(.pickDecoded(0, .success(PhotoLibraryReducerSpec.image))) { $0.pickInFlight = nil }
        }

        @Test("says why a picked file cannot be used, and greys it out")
        func unreadable() async {
            var state = spec.listed()
            state.previewed = nil
            state.selection = 1
            let store = spec.makeStore(state)
            let error = ImageError.unreadableFile(detail: "no such file in the stub")

            await store.send(.pickTapped(1)) { $0.pickInFlight = 1 }

            await store.receive(.pickDecoded(1, .failure(error))) {
                $0.pickInFlight = nil
                $0.items?[1] = PhotoLibraryItem(url: PhotoLibraryReducerSpec.items[1].url, problem: error)
                $0.preview = .unavailable(error.message)
                $0.status.show(Messages.photoUnreadable(name: "b.png", error), isError: true)
            }
        }

        @Test("ignores a greyed file, a pick while another decodes, and no file")
        func ignored() async {
            var state = spec.listed()
            let store = spec.makeStore(state)
            await store.send(.pickTapped(2))
            await store.send(.pickTapped(9))
            state.pickInFlight = 1
            let busy = spec.makeStore(state)

            await busy.send(.pickTapped(0))

            expect(spec.doubles.app.photoLibrary.requestedImages).to(beEmpty())
        }

        @Test("Esc asks the app to close it")
        func closes() async {
            let store = spec.makeStore(spec.listed())

            await store.send(.closeTapped)

            await store.receive(.delegate(.close))
        }
    }
}
