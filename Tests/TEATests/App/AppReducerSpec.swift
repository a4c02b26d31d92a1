import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsTEA

@MainActor
@Suite("The app reducer", .mainSerialExecutor)
struct AppReducerSpec {
    static let card = Samples.card("A", "Alpha", revision: 2)
    static let first = DestinationID(rawValue: 1)
    static let second = DestinationID(rawValue: 2)
    static let third = DestinationID(rawValue: 3)
    let doubles = TEADoubles(cards: [AppReducerSpec.card])

    func makeStore(_ state: AppState) -> TestStore<AppState, AppAction> {
        doubles.testStore(state, AppReducer.reduce)
    }

    /// Cards listing the card, and `path` pushed over it.
    func state(_ path: Destination...) -> AppState {
        var state = AppState(photoFolder: "/photos")
        state.cards.cards = [AppReducerSpec.card]
        for (index, destination) in path.enumerated() {
            state.path.append(PathElement(id: DestinationID(rawValue: index + 1), destination: destination))
        }
        state.nextID = path.count + 1
        return state
    }

    var details: Destination { .cardDetails(detailsState()) }

    /// The card's screen in normal mode, changed by `change`.
    func detailsState(_ change: (inout CardDetailsState) -> Void = { _ in }) -> CardDetailsState {
        var state = CardDetailsState(card: Self.card, mode: .normal)
        change(&state)
        return state
    }
    var form: Destination { .cardDetails(CardDetailsState(card: AppReducerSpec.card, mode: .edit)) }

    @Suite("navigation is state")
    @MainActor
    struct Navigation {
        let spec = AppReducerSpec()

        @Test("opening a card pushes its Card screen")
        func opens() async {
            let store = spec.makeStore(spec.state())

            await store.send(.cards(.openTapped("A")))

            await store.receive(.cards(.delegate(.open(AppReducerSpec.card)))) {
                $0.path = [PathElement(id: AppReducerSpec.first, destination: spec.details)]
                $0.nextID = 2
            }
        }

        @Test("n pushes a new card's form")
        func creates() async {
            let store = spec.makeStore(spec.state())
            let new = Card.new(identifier: TEADoubles.newIdentifier)

            await store.send(.cards(.newTapped))

            await store.receive(.cards(.delegate(.create(new)))) {
                $0.path = [
                    PathElement(
                        id: AppReducerSpec.first, destination: .cardDetails(CardDetailsState(card: new, mode: .create)))
                ]
                $0.nextID = 2
            }
        }

        @Test("q quits")
        func quits() async {
            let store = spec.makeStore(spec.state())

            await store.send(.cards(.quitTapped))

            await store.receive(.cards(.delegate(.quit))) { $0.isQuitting = true }
        }

        @Test("f and c push the photo and the code over the card", arguments: [true, false])
        func pushesPhotoOrCode(photo: Bool) async {
            let store = spec.makeStore(spec.state(spec.details))
            let action: CardDetailsAction = photo ? .showPhotoTapped(.front) : .showCodeTapped
            let delegate: CardDetailsAction.Delegate =
                photo ? .showPhoto(AppReducerSpec.card.front, .front) : .showCode(AppReducerSpec.card)
            let pushed: Destination =
                photo
                ? .cardPhoto(CardPhotoState(photo: AppReducerSpec.card.front, side: .front))
                : .code(CodeState(card: AppReducerSpec.card))

            await store.send(.path(AppReducerSpec.first, .cardDetails(action)))

            await store.receive(.path(AppReducerSpec.first, .cardDetails(.delegate(delegate)))) {
                $0.path.append(PathElement(id: AppReducerSpec.second, destination: pushed))
                $0.nextID = 3
            }
        }

        @Test(
            "closing a screen pops it",
            arguments: [
                DestinationAction.cardPhoto(.closeTapped), .code(.closeTapped), .photoLibrary(.closeTapped),
                .crop(.cancelTapped), .camera(.closeTapped),
            ])
        func closes(close: DestinationAction) async {
            let top: Destination =
                switch close {
                case .cardPhoto: .cardPhoto(CardPhotoState(photo: nil, side: .front))
                case .code: .code(CodeState(card: AppReducerSpec.card))
                case .photoLibrary: .photoLibrary(PhotoLibraryState(folder: "/photos"))
                case .crop: .crop(CropState(image: Samples.image()))
                default: .camera(CameraState())
                }
            let store = spec.makeStore(spec.state(spec.form, top))
            let delegate: DestinationAction =
                switch close {
                case .cardPhoto: .cardPhoto(.delegate(.close))
                case .code: .code(.delegate(.close))
                case .photoLibrary: .photoLibrary(.delegate(.close))
                case .crop: .crop(.delegate(.cancel))
                default: .camera(.delegate(.close))
                }

            await store.send(.path(AppReducerSpec.second, close))

            await store.receive(.path(AppReducerSpec.second, delegate)) { $0.path.removeLast() }
        }

        @Test("Esc on the Card screen pops it and cancels what it was doing")
        func leavesCard() async {
            let store = spec.makeStore(spec.state(spec.details))
            await store.send(.path(AppReducerSpec.first, .cardDetails(.appeared))) {
                $0.path[0].destination = .cardDetails(
                    CardDetailsState(card: AppReducerSpec.card, mode: .normal).appeared)
            }
            await store.receive(.path(AppReducerSpec.first, .cardDetails(.cardRead(AppReducerSpec.card))))
            expect(store.runningEffects.map(\.scope)).to(equal([[AnyHashable(AppReducerSpec.first)]]))

            await store.send(.path(AppReducerSpec.first, .cardDetails(.backTapped)))

            await store.receive(.path(AppReducerSpec.first, .cardDetails(.delegate(.close)))) { $0.path = [] }
            expect(store.runningEffects).to(beEmpty())
        }

        @Test("an action for a screen that has left changes nothing")
        func goneScreen() async {
            let store = spec.makeStore(spec.state())

            await store.send(.path(AppReducerSpec.first, .cardDetails(.editTapped)))
        }

        @Test("an action of another kind of screen than the one with its id changes nothing")
        func otherScreen() async {
            let store = spec.makeStore(spec.state(spec.details))

            await store.send(.path(AppReducerSpec.first, .crop(.cropTapped)))
        }
    }

    @Suite("a photo's way from the form and back")
    @MainActor
    struct PhotoFlow {
        let spec = AppReducerSpec()

        @Test("the library or the camera is pushed for the form's side", arguments: [PhotoSource.library, .camera])
        func pushesSource(source: PhotoSource) async {
            let store = spec.makeStore(spec.state(spec.form))
            let pushed: Destination =
                source == .library ? .photoLibrary(PhotoLibraryState(folder: "/photos")) : .camera(CameraState())

            await store.send(.path(AppReducerSpec.first, .cardDetails(.delegate(.takePhoto(source, .back))))) {
                $0.photoRequest = PhotoRequest(form: AppReducerSpec.first, side: .back)
                $0.path.append(PathElement(id: AppReducerSpec.second, destination: pushed))
                $0.nextID = 3
            }
        }

        @Test("a picked picture pushes Crop")
        func pushesCrop() async {
            let image = Samples.image()
            let store = spec.makeStore(spec.state(spec.form, .photoLibrary(PhotoLibraryState(folder: "/photos"))))

            await store.send(.path(AppReducerSpec.second, .photoLibrary(.delegate(.picked(image))))) {
                $0.path.append(PathElement(id: AppReducerSpec.third, destination: .crop(CropState(image: image))))
                $0.nextID = 4
            }
        }

        @Test("a cropped photo pops back to the form, which gets it")
        func handsBack() async {
            let photo = Samples.photo()
            var state = spec.state(
                spec.form, .photoLibrary(PhotoLibraryState(folder: "/photos")), .crop(CropState(image: Samples.image()))
            )
            state.photoRequest = PhotoRequest(form: AppReducerSpec.first, side: .front)
            let store = spec.makeStore(state)
            var received = CardDetailsState(card: AppReducerSpec.card, mode: .edit)
            received.draft.front = photo
            spec.doubles.app.barcodeScanner.found = nil

            await store.send(.path(AppReducerSpec.third, .crop(.delegate(.cropped(photo))))) {
                $0.photoRequest = nil
                $0.path.removeLast(2)
            }

            await store.receive(.path(AppReducerSpec.first, .cardDetails(.photoReceived(photo, .front)))) {
                $0.path[0].destination = .cardDetails(received)
            }
            await store.receive(.path(AppReducerSpec.first, .cardDetails(.numberRead(nil))))
        }

        @Test("a photo with no form waiting for it goes nowhere")
        func noRequest() async {
            let store = spec.makeStore(spec.state(spec.form, .camera(CameraState())))

            await store.send(.path(AppReducerSpec.second, .camera(.delegate(.captured(Samples.photo())))))
        }
    }

    @Suite("saving and deleting reach the backend after the screen")
    @MainActor
    struct Backend {
        let spec = AppReducerSpec()

        @Test("a saved card is uploaded, and the answer shows on its Card screen")
        func uploads() async {
            let store = spec.makeStore(spec.state(spec.details))

            await store.send(
                .path(AppReducerSpec.first, .cardDetails(.delegate(.saved(AppReducerSpec.card, wasCreating: false)))))

            await store.receive(.uploaded(AppReducerSpec.card, owner: AppReducerSpec.first, failure: nil)) {
                $0.path[0].destination = .cardDetails(spec.detailsState { $0.status.show(Messages.uploaded) })
            }
            expect(spec.doubles.network.uploads).to(equal([[AppReducerSpec.card]]))
            expect(spec.doubles.store.markedUploaded).to(equal([["A"]]))
        }

        @Test("a new card's form is left at once, the card selected on Cards, the answer shown wherever the user is")
        func uploadsNewCard() async {
            let store = spec.makeStore(spec.state(spec.details))

            await store.send(
                .path(AppReducerSpec.first, .cardDetails(.delegate(.saved(AppReducerSpec.card, wasCreating: true))))
            ) {
                $0.path = []
                $0.cards.selectionAfterReload = "A"
            }

            await store.receive(.uploaded(AppReducerSpec.card, owner: AppReducerSpec.first, failure: nil)) {
                $0.cards.status.show(Messages.uploaded)
            }
        }

        @Test(
            "says the upload failed, or that it stays local in offline mode",
            arguments: [
                (NetworkError.disabled, Messages.savedOffline),
                (.timedOut, Messages.uploadFailed(.timedOut)),
            ])
        func uploadFails(error: NetworkError, sentence: String) async {
            let store = spec.makeStore(spec.state(spec.details))

            await store.send(.uploaded(AppReducerSpec.card, owner: AppReducerSpec.first, failure: error)) {
                $0.path[0].destination = .cardDetails(spec.detailsState { $0.status.show(sentence, isError: true) })
            }
        }

        @Test("a deleted card's screen is left, the backend told, the answer shown wherever the user is")
        func deletes() async {
            let store = spec.makeStore(spec.state(spec.details))

            await store.send(.path(AppReducerSpec.first, .cardDetails(.delegate(.deleted("A"))))) { $0.path = [] }

            await store.receive(.deletedOnBackend("A", owner: AppReducerSpec.first, failure: nil)) {
                $0.cards.status.show(Messages.deletedOnBackend)
            }
            expect(spec.doubles.network.deletes).to(equal(["A"]))
            expect(spec.doubles.store.markedDeletedOnBackend).to(equal([["A"]]))
        }

        @Test(
            "says the backend delete failed, or that it stays local in offline mode",
            arguments: [
                (NetworkError.disabled, Messages.deletedOffline),
                (.timedOut, Messages.backendDeleteFailed(.timedOut)),
            ])
        func deleteFails(error: NetworkError, sentence: String) async {
            let store = spec.makeStore(spec.state())

            await store.send(.deletedOnBackend("A", owner: AppReducerSpec.first, failure: error)) {
                $0.cards.status.show(sentence, isError: true)
            }
        }
    }
}

extension CardDetailsState {
    /// The same state after its first appearance.
    var appeared: CardDetailsState {
        var state = self
        state.hasAppeared = true
        return state
    }
}
