import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

/// The Card interactor alone, against an output spy and the shared store and network spies.
@MainActor
@Suite("CardDetailsInteractor", .mainSerialExecutor)
struct CardDetailsInteractorSpec {
    static let tesco = Samples.card("T", "Tesco")

    let environment: ModuleEnvironment
    let interactor: CardDetailsInteractor
    let output = CardDetailsInteractorOutputSpy()

    init(card: Card = tesco, answers: any Dispatching = ImmediateDispatcher()) {
        environment = ModuleEnvironment(answers: answers)
        interactor = CardDetailsInteractor(
            card: card, cards: environment.store, network: environment.network,
            barcodeScanner: environment.barcodeScanner)
        interactor.output = output
    }

    @MainActor
    @Suite("its state")
    struct State {
        @Test("is the only owner of editing: e starts it, a discard ends it")
        func startsAndDiscards() async {
            let spec = CardDetailsInteractorSpec()

            spec.interactor.startEditing()
            let editing = spec.interactor.state
            spec.interactor.discardChanges()
            await settle()

            expect(editing).to(equal(.editing))
            expect(spec.interactor.state).to(equal(.viewing))
        }

        @Test("reports a card made in create mode as created, and views it afterwards")
        func createdCardIsViewed() async {
            let environment = ModuleEnvironment()
            let interactor = CardDetailsInteractor(
                card: .new(identifier: "N"), state: .creating, cards: environment.store, network: environment.network,
                barcodeScanner: environment.barcodeScanner)
            let output = CardDetailsInteractorOutputSpy()
            interactor.output = output
            interactor.rename("New")
            interactor.setPhoto(Samples.photo(), for: .front)
            await settle()
            interactor.setPhoto(Samples.photo(), for: .back)
            await settle()

            interactor.saveDraft()
            await settle()

            expect(output.createdFlags).to(equal([true]))
            expect(interactor.state).to(equal(.viewing))
        }
    }

    @MainActor
    @Suite("the draft")
    struct Draft {
        let spec = CardDetailsInteractorSpec()

        @Test("is renamed and given photos without touching the stored card")
        func edits() async {
            let photo = Samples.photo(color: RGBA(red: 1, green: 2, blue: 3))

            spec.interactor.rename("Tesco Extra")
            spec.interactor.setPhoto(photo, for: .back)
            await settle()

            expect(spec.interactor.edited.name).to(equal("Tesco Extra"))
            expect(spec.interactor.edited.back).to(equal(photo))
            expect(spec.interactor.stored).to(equal(tesco))
            expect(spec.interactor.hasChanges).to(beTrue())
        }

        @Test("goes back to the card as it was when discarded, or when editing starts again")
        func discards() async {
            spec.interactor.rename("x")
            spec.interactor.discardChanges()
            await settle()
            let afterDiscard = spec.interactor.edited
            spec.interactor.rename("y")

            spec.interactor.startEditing()

            expect(afterDiscard).to(equal(tesco))
            expect(spec.interactor.edited).to(equal(tesco))
            expect(spec.interactor.hasChanges).to(beFalse())
        }
    }

    @MainActor
    @Suite("when the draft is saved")
    struct Saving {
        @Test("writes the store first with the name trimmed, then uploads")
        func storesThenUploads() async {
            let log = CallLog()
            let store = CardsStoreSpy(log: log)
            let network = NetworkSpy(log: log)
            let interactor = CardDetailsInteractor(
                card: tesco, cards: store, network: network, barcodeScanner: BarcodeScannerStub())
            interactor.rename("  Tesco  ")

            interactor.saveDraft()
            await settle()

            expect(log.entries).to(equal(["store.save(T)", "network.upload(T)", "store.markUploaded(T)"]))
            expect(store.saved.first?.name).to(equal("Tesco"))
        }

        @Test("reports saved, then uploaded, and keeps the saved card as the card")
        func reports() async {
            let spec = CardDetailsInteractorSpec()
            spec.interactor.rename("Tesco Extra")

            spec.interactor.saveDraft()
            await settle()

            expect(spec.output.events).to(equal(["save", "upload"]))
            expect(spec.interactor.stored.name).to(equal("Tesco Extra"))
            expect(spec.interactor.hasChanges).to(beFalse())
            expect(spec.environment.store.markedUploaded).to(equal([["T"]]))
        }

        @Test("reports a failed upload, keeping the card stored and not marked uploaded")
        func uploadFails() async {
            let spec = CardDetailsInteractorSpec()
            spec.environment.network.uploadResult = .failure(.httpStatus(500))

            spec.interactor.saveDraft()
            await settle()

            expect(spec.output.events).to(equal(["save", "failToUpload(the backend answered 500)"]))
            expect(spec.environment.store.saved).to(equal([tesco]))
            expect(spec.environment.store.markedUploaded).to(beEmpty())
        }

        @Test("reports a store that refused the card, uploading nothing and keeping the draft")
        func storeRefuses() async {
            let spec = CardDetailsInteractorSpec()
            spec.environment.store.writeResult = .failure(.writeFailed(detail: "locked"))
            spec.interactor.rename("Tesco Extra")

            spec.interactor.saveDraft()
            await settle()

            expect(spec.output.events).to(equal(["failToSave(the cards cannot be saved)"]))
            expect(spec.environment.network.uploads).to(beEmpty())
            expect(spec.interactor.stored).to(equal(tesco))
            expect(spec.interactor.edited.name).to(equal("Tesco Extra"))
        }

        @Test("rejects a draft without name or photos, storing nothing")
        func rejectsInvalid() async {
            let spec = CardDetailsInteractorSpec(card: .new())
            spec.interactor.rename("Lidl")

            spec.interactor.saveDraft()
            await settle()

            expect(spec.output.events).to(equal(["rejectInvalid"]))
            expect(spec.output.rejectedReasons).to(equal([.incomplete]))
            expect(spec.environment.store.calls).to(beEmpty())
        }
    }

    @MainActor
    @Suite("when the card is deleted")
    struct Deleting {
        @Test("removes it from the store, then from the backend, and marks it deleted there")
        func deletes() async {
            let spec = CardDetailsInteractorSpec()

            spec.interactor.deleteCard()
            await settle()

            expect(spec.environment.store.removed).to(equal([["T"]]))
            expect(spec.environment.network.deletes).to(equal(["T"]))
            expect(spec.environment.store.markedDeletedOnBackend).to(equal([["T"]]))
            expect(spec.output.events).to(equal(["delete(T)", "deleteOnBackend(T)"]))
        }

        @Test("reports a failed backend delete, keeping it pending")
        func backendFails() async {
            let spec = CardDetailsInteractorSpec()
            spec.environment.network.deleteResult = .failure(.timedOut)

            spec.interactor.deleteCard()
            await settle()

            expect(spec.output.events.last).to(equal("failToDeleteOnBackend(the backend did not answer in time)"))
            expect(spec.environment.store.markedDeletedOnBackend).to(beEmpty())
        }

        @Test("reports a store that cannot remove it, deleting nothing on the backend")
        func storeFails() async {
            let spec = CardDetailsInteractorSpec()
            spec.environment.store.writeResult = .failure(.writeFailed(detail: "locked"))

            spec.interactor.deleteCard()
            await settle()

            expect(spec.output.events).to(equal(["failToDelete(the cards cannot be saved)"]))
            expect(spec.environment.network.deletes).to(beEmpty())
        }
    }
}
