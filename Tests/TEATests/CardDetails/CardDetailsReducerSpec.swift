import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsTEA

@MainActor
@Suite("The Card reducer", .mainSerialExecutor)
struct CardDetailsReducerSpec {
    static let card = Samples.card("A", "Alpha", revision: 3)
    let doubles = TEADoubles(cards: [CardDetailsReducerSpec.card])

    func makeStore(_ state: CardDetailsState) -> TestStore<CardDetailsState, CardDetailsAction> {
        doubles.testStore(state, CardDetailsReducer.reduce)
    }

    /// The form of `card`, in edit mode unless said otherwise.
    func form(_ card: Card = CardDetailsReducerSpec.card, mode: CardDetailsMode = .edit) -> CardDetailsState {
        CardDetailsState(card: card, mode: mode)
    }

    @Suite("when it appears")
    @MainActor
    struct Appearing {
        let spec = CardDetailsReducerSpec()

        @Test("reads the card again and follows the store, once")
        func readsAndFollows() async {
            var stored = CardDetailsReducerSpec.card
            stored.name = "Alpha 2"
            spec.doubles.store.getResult = .success([stored])
            let store = spec.makeStore(spec.form(mode: .normal))

            await store.send(.appeared) { $0.hasAppeared = true }
            await store.receive(.cardRead(stored)) {
                $0.card = stored
                $0.draft = stored
            }
            await store.send(.appeared)
            spec.doubles.store.changes.notify()
            await store.receive(.storeChanged)
            await store.receive(.cardRead(stored))

            await store.run(.cancel(id: CardDetailsEffectID.storeChanges))
        }

        @Test("follows nothing for a new card")
        func newCard() async {
            let store = spec.makeStore(spec.form(Card.new(identifier: "N"), mode: .create))

            await store.send(.appeared)

            expect(spec.doubles.store.calls).to(beEmpty())
        }

        @Test("keeps the form's draft when the stored card changes while editing")
        func keepsDraft() async {
            let store = spec.makeStore(spec.form())

            await store.send(.cardRead(Samples.card("A", "Changed")))
        }

        @Test("keeps showing the card when it is gone from the store")
        func cardGone() async {
            let store = spec.makeStore(spec.form(mode: .normal))

            await store.send(.cardRead(nil))
        }
    }

    @Suite("in normal mode")
    @MainActor
    struct NormalMode {
        let spec = CardDetailsReducerSpec()

        @Test("e starts editing a draft of the stored card")
        func edits() async {
            let store = spec.makeStore(spec.form(mode: .normal))

            await store.send(.editTapped) { $0.mode = .edit }
        }

        @Test("f and b ask the app to show that side's photo", arguments: Card.Side.allCases)
        func showsPhoto(side: Card.Side) async {
            let store = spec.makeStore(spec.form(mode: .normal))

            await store.send(.showPhotoTapped(side))

            await store.receive(.delegate(.showPhoto(CardDetailsReducerSpec.card[side], side)))
        }

        @Test("c asks the app to show the card's code")
        func showsCode() async {
            let store = spec.makeStore(spec.form(mode: .normal))

            await store.send(.showCodeTapped)

            await store.receive(.delegate(.showCode(CardDetailsReducerSpec.card)))
        }

        @Test("Esc asks the app to close the screen")
        func closes() async {
            let store = spec.makeStore(spec.form(mode: .normal))

            await store.send(.backTapped)

            await store.receive(.delegate(.close))
        }
    }

    @Suite("when * is pressed")
    @MainActor
    struct Favourite {
        let spec = CardDetailsReducerSpec()

        @Test("marks the stored card a favourite and says so")
        func marks() async {
            let marked = Samples.marked(CardDetailsReducerSpec.card, revision: 4)
            spec.doubles.store.favouriteResult = .success(marked)
            let store = spec.makeStore(spec.form(mode: .normal))

            await store.send(.favouriteTapped)

            await store.receive(.favouriteAnswered(.success(marked))) {
                $0.card = marked
                $0.draft = marked
                $0.status.show(Messages.addedToFavourites)
            }
            expect(spec.doubles.store.favouritesSet.map(\.isFavourite)).to(equal([true]))
        }

        @Test("unmarks a favourite and says so")
        func unmarks() async {
            let unmarked = Samples.marked(CardDetailsReducerSpec.card, false, revision: 5)
            let store = spec.makeStore(
                spec.form(Samples.marked(CardDetailsReducerSpec.card, revision: 4), mode: .normal))

            await store.send(.favouriteAnswered(.success(unmarked))) {
                $0.card = unmarked
                $0.draft = unmarked
                $0.status.show(Messages.removedFromFavourites)
            }
        }

        @Test("keeps what an open form typed, at the new revision with the mark")
        func keepsTyped() async {
            let marked = Samples.marked(CardDetailsReducerSpec.card, revision: 4)
            var state = spec.form()
            state.draft.name = "Typed"
            let store = spec.makeStore(state)

            await store.send(.favouriteAnswered(.success(marked))) {
                $0.card = marked
                $0.draft.isFavourite = true
                $0.draft.revision = 4
                $0.status.show(Messages.addedToFavourites)
            }
        }

        @Test("says why the mark was not stored")
        func fails() async {
            let store = spec.makeStore(spec.form(mode: .normal))

            await store.send(.favouriteAnswered(.failure(.deletedElsewhere))) {
                $0.status.show(Messages.storeFailed(.deletedElsewhere), isError: true)
            }
        }
    }

    @Suite("when the form is typed in")
    @MainActor
    struct Typing {
        let spec = CardDetailsReducerSpec()

        @Test("keeps the name, the number and the barcode in the draft")
        func keepsDraft() async {
            let store = spec.makeStore(spec.form())

            await store.send(.nameChanged("Beta")) { $0.draft.name = "Beta" }
            await store.send(.numberChanged("123")) { $0.draft.number = "123" }
            await store.send(.barcodeChanged(.code128)) { $0.draft.barcode = .code128 }
        }

        @Test("takes an emptied number field for no number")
        func emptiedNumber() async {
            var state = spec.form()
            state.draft.number = "1"
            let store = spec.makeStore(state)

            await store.send(.numberChanged("")) { $0.draft.number = nil }
        }
    }

    @Suite("when a photo is chosen")
    @MainActor
    struct Photos {
        let spec = CardDetailsReducerSpec()

        @Test("opens the photo source menu for the side")
        func opensMenu() async {
            let store = spec.makeStore(spec.form())

            await store.send(.choosePhotoTapped(.back)) { $0.photoSourceMenu = .back }
        }

        @Test("asks the app for a photo from the source picked", arguments: [PhotoSource.camera, .library])
        func picksSource(source: PhotoSource) async {
            var state = spec.form()
            state.photoSourceMenu = .front
            let store = spec.makeStore(state)

            await store.send(.photoSourceChosen(source)) { $0.photoSourceMenu = nil }

            await store.receive(.delegate(.takePhoto(source, .front)))
        }

        @Test("closes the menu on Esc and changes nothing else")
        func closesMenu() async {
            var state = spec.form()
            state.photoSourceMenu = .front
            let store = spec.makeStore(state)

            await store.send(.photoSourceChosen(nil)) { $0.photoSourceMenu = nil }
        }

        @Test("shows a photo that comes back and reads the number off it")
        func readsNumber() async {
            let found = ReadBarcode(number: "4006381333931", barcode: .ean13)
            spec.doubles.app.barcodeScanner.found = found
            let photo = Samples.photo(color: RGBA(red: 1, green: 2, blue: 3))
            let store = spec.makeStore(spec.form())

            await store.send(.photoReceived(photo, .back)) { $0.draft.back = photo }

            await store.receive(.numberRead(found)) {
                $0.draft.number = found.number
                $0.draft.barcode = .ean13
                $0.status.show(Messages.readFromPhoto(found))
            }
        }

        @Test("reads no number when the form has one")
        func hasNumber() async {
            var state = spec.form()
            state.draft.number = "1"
            let photo = Samples.photo()
            let store = spec.makeStore(state)

            await store.send(.photoReceived(photo, .front)) { $0.draft.front = photo }

            expect(spec.doubles.app.barcodeScanner.scannedPhotos).to(beEmpty())
        }

        @Test("says nothing when no number is found, or the form was left meanwhile")
        func nothingRead() async {
            let found = ReadBarcode(number: "1", barcode: .code128)
            let store = spec.makeStore(spec.form(mode: .normal))

            await store.send(.numberRead(nil))
            await store.send(.numberRead(found))
        }
    }

    @Suite("when Ctrl-S saves")
    @MainActor
    struct Saving {
        let spec = CardDetailsReducerSpec()

        @Test("stores the draft with its name trimmed, then asks the app to upload it")
        func saves() async {
            var state = spec.form()
            state.draft.name = "  Beta  "
            let store = spec.makeStore(state)
            var saved = CardDetailsReducerSpec.card
            saved.name = "Beta"
            var stored = saved
            stored.revision = 4

            await store.send(.saveTapped) { $0.isWriting = true }

            await store.receive(.saveAnswered(saved, .success(stored))) {
                $0.isWriting = false
                $0.card = stored
                $0.draft = stored
                $0.mode = .normal
                $0.status.show(Messages.saved, busy: true)
            }
            await store.receive(.delegate(.saved(stored, wasCreating: false)))
            expect(spec.doubles.store.saved.map(\.revision)).to(equal([3]))
        }

        @Test("tells the app a new card was made")
        func creates() async {
            let new = Samples.card("N", "New")
            var stored = new
            stored.revision = 1
            let store = spec.makeStore(spec.form(new, mode: .create))

            await store.send(.saveAnswered(new, .success(stored))) {
                $0.card = stored
                $0.draft = stored
                $0.mode = .normal
                $0.status.show(Messages.saved, busy: true)
            }

            await store.receive(.delegate(.saved(stored, wasCreating: true)))
        }

        @Test("ignores a second Ctrl-S while the first is written")
        func oneWriteAtATime() async {
            var state = spec.form()
            state.isWriting = true
            let store = spec.makeStore(state)

            await store.send(.saveTapped)

            expect(spec.doubles.store.saved).to(beEmpty())
        }

        @Test("keeps the form and says why an invalid card is not saved")
        func invalid() async {
            var state = spec.form()
            state.draft.name = " "
            let store = spec.makeStore(state)

            await store.send(.saveTapped) { $0.status.show(Messages.invalidCard, isError: true) }
        }

        @Test("says why the store did not take it")
        func storeFailed() async {
            let store = spec.makeStore(spec.form())

            await store.send(.saveAnswered(CardDetailsReducerSpec.card, .failure(.writeFailed(detail: "x")))) {
                $0.status.show(Messages.storeFailed(.writeFailed(detail: "x")), isError: true)
            }
        }
    }

    @Suite("when the save finds another version stored")
    @MainActor
    struct Conflicts {
        let spec = CardDetailsReducerSpec()
        let changed = StoredChange(revision: 7, differing: .name)
        let downloaded = StoredChange(revision: 8, source: .backend, differing: [.name, .front])

        @Test("asks whether to overwrite a change made in another window", arguments: [true, false])
        func asksAboutChange(fromBackend: Bool) async {
            let change = fromBackend ? downloaded : changed
            let store = spec.makeStore(spec.form())

            await store.send(.saveAnswered(CardDetailsReducerSpec.card, .failure(.changedElsewhere(change)))) {
                $0.question = .overwrite(CardDetailsReducerSpec.card, .changed(change))
            }

            let question = CardDetailsQuestion.overwrite(CardDetailsReducerSpec.card, .changed(change)).text
            expect(question).to(
                equal(
                    fromBackend
                        ? Messages.updatedFromBackendQuestion(differing: change.differing)
                        : Messages.changedElsewhereQuestion(differing: change.differing)))
        }

        @Test("y writes over it, at the stored revision")
        func overwrites() async {
            var state = spec.form()
            state.question = .overwrite(CardDetailsReducerSpec.card, .changed(changed))
            let store = spec.makeStore(state)
            let overwriting = CardDetailsReducerSpec.card.overwriting(.changed(changed))
            var stored = overwriting
            stored.revision = 8

            await store.send(.questionAnswered(yes: true)) {
                $0.question = nil
                $0.isWriting = true
            }

            await store.receive(.saveAnswered(overwriting, .success(stored))) {
                $0.isWriting = false
                $0.card = stored
                $0.draft = stored
                $0.mode = .normal
                $0.status.show(Messages.saved, busy: true)
            }
            await store.receive(.delegate(.saved(stored, wasCreating: false)))
            expect(spec.doubles.store.saved.map(\.revision)).to(equal([7]))
        }

        @Test(
            "n writes nothing and says why",
            arguments: [
                (StoredChange(revision: 7), Messages.notSavedChangedElsewhere),
                (StoredChange(revision: 7, source: .backend), Messages.notSavedUpdatedFromBackend),
            ])
        func declines(change: StoredChange, sentence: String) async {
            var state = spec.form()
            state.question = .overwrite(CardDetailsReducerSpec.card, .changed(change))
            let store = spec.makeStore(state)

            await store.send(.questionAnswered(yes: false)) {
                $0.question = nil
                $0.status.show(sentence, isError: true)
            }
        }

        @Test("asks whether to save a card deleted in another window again; n says it was not")
        func deleted() async {
            let store = spec.makeStore(spec.form())

            await store.send(.saveAnswered(CardDetailsReducerSpec.card, .failure(.deletedElsewhere))) {
                $0.question = .overwrite(CardDetailsReducerSpec.card, .deleted)
            }
            await store.send(.questionAnswered(yes: false)) {
                $0.question = nil
                $0.status.show(Messages.notSavedAgain, isError: true)
            }

            expect(CardDetailsQuestion.overwrite(CardDetailsReducerSpec.card, .deleted).text).to(
                equal(Messages.saveAgainQuestion))
        }
    }

    @Suite("when the card is deleted")
    @MainActor
    struct Deleting {
        let spec = CardDetailsReducerSpec()

        @Test("asks first, naming the card")
        func asks() async {
            let store = spec.makeStore(spec.form())

            await store.send(.deleteTapped) { $0.question = .delete(name: "Alpha") }

            expect(CardDetailsQuestion.delete(name: "Alpha").text).to(equal(Messages.deleteQuestion(name: "Alpha")))
        }

        @Test("y removes it from the store, says so and asks the app to tell the backend")
        func removes() async {
            var state = spec.form()
            state.question = .delete(name: "Alpha")
            let store = spec.makeStore(state)

            await store.send(.questionAnswered(yes: true)) {
                $0.question = nil
                $0.isDeleting = true
            }

            await store.receive(.removeAnswered(failure: nil)) { $0.status.show(Messages.deleted, busy: true) }
            await store.receive(.delegate(.deleted("A")))
            expect(spec.doubles.store.removed).to(equal([["A"]]))
        }

        @Test("n keeps it")
        func keeps() async {
            var state = spec.form()
            state.question = .delete(name: "Alpha")
            let store = spec.makeStore(state)

            await store.send(.questionAnswered(yes: false)) { $0.question = nil }

            expect(spec.doubles.store.removed).to(beEmpty())
        }

        @Test("says why the store did not remove it")
        func fails() async {
            let store = spec.makeStore(spec.form())

            await store.send(.removeAnswered(failure: .readOnly(detail: "x"))) {
                $0.status.show(Messages.storeFailed(.readOnly(detail: "x")), isError: true)
            }
        }
    }

    @Suite("when the form is left")
    @MainActor
    struct Leaving {
        let spec = CardDetailsReducerSpec()

        @Test("goes back to the card as stored now when nothing changed")
        func unchanged() async {
            let store = spec.makeStore(spec.form())

            await store.send(.cancelTapped) { $0.mode = .normal }

            await store.receive(.cardRead(CardDetailsReducerSpec.card))
        }

        @Test("asks before discarding changes; y discards them")
        func discards() async {
            var state = spec.form()
            state.draft.name = "Typed"
            let store = spec.makeStore(state)

            await store.send(.cancelTapped) { $0.question = .discard }
            await store.send(.questionAnswered(yes: true)) {
                $0.question = nil
                $0.mode = .normal
                $0.draft = CardDetailsReducerSpec.card
            }

            await store.receive(.cardRead(CardDetailsReducerSpec.card))
            expect(CardDetailsQuestion.discard.text).to(equal(Messages.discardQuestion))
        }

        @Test("drops the form's refusal with the form (issue 33), keeping news")
        func dropsFormError() async {
            var state = spec.form()
            state.draft.name = "Typed"
            state.status.show(Messages.invalidCard, isError: true)
            state.question = .discard
            let store = spec.makeStore(state)

            await store.send(.questionAnswered(yes: true)) {
                $0.question = nil
                $0.mode = .normal
                $0.draft = CardDetailsReducerSpec.card
                $0.status.clear()
            }

            await store.receive(.cardRead(CardDetailsReducerSpec.card))
        }

        @Test("drops an error about the card when its form opens, as the shell does for the other variants")
        func dropsCardErrorOnEdit() async {
            var state = spec.form(mode: .normal)
            state.status.show(Messages.storeFailed(.writeFailed(detail: "locked")), isError: true)
            let store = spec.makeStore(state)

            await store.send(.editTapped) {
                $0.mode = .edit
                $0.status.clear()
            }
        }

        @Test("n keeps the form with the changes")
        func keepsChanges() async {
            var state = spec.form()
            state.question = .discard
            let store = spec.makeStore(state)

            await store.send(.questionAnswered(yes: false)) { $0.question = nil }
        }

        @Test("asks the app to close a new card's form")
        func closesNewCard() async {
            let store = spec.makeStore(spec.form(Card.new(identifier: "N"), mode: .create))

            await store.send(.cancelTapped)

            await store.receive(.delegate(.close))
        }

        @Test("ignores an answer to no question")
        func noQuestion() async {
            let store = spec.makeStore(spec.form())

            await store.send(.questionAnswered(yes: true))
        }
    }
}
