import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("CardDetailsInteractor", .mainSerialExecutor)
struct CardDetailsInteractorSpec {
    static let card = Samples.card("T", "Tesco")

    static func make(
        _ environment: VIPEnvironment, card: Card = card, mode: CardDetailsMode = .normal
    ) -> (CardDetailsInteractor, CardDetailsPresenterSpy) {
        let worker = CardStoreWorker(cards: environment.store, network: environment.network)
        let interactor = CardDetailsInteractor(
            worker: worker, barcodeWorker: BarcodeWorker(scanner: environment.barcodeScanner))
        let presenter = CardDetailsPresenterSpy()
        interactor.presenter = presenter
        interactor.opening = mode == .create ? .new(card) : .stored(card)
        // The form, as `e` opens it.
        if mode == .edit { interactor.startEditing(request: .init()) }
        return (interactor, presenter)
    }

    /// The interactor following the store, as the view controller has it from the first appearance: once the task
    /// has started, every change reaches it.
    static func follow(_ interactor: CardDetailsInteractor) async -> Task<Void, Never> {
        let following = Task { await interactor.followStore(request: .init()) }
        // The task runs on the main actor up to its first wait, after which it hears every change: one turn.
        await Task.yield()
        return following
    }

    @MainActor
    @Suite("when the card is shown")
    struct Showing {
        @Test("presents the card in its mode")
        func presentsCard() async {
            let (interactor, presenter) = make(VIPEnvironment())

            await interactor.showCard(request: .init())

            expect(presenter.cards.map(\.card)).to(equal([card]))
            expect(presenter.cards.map(\.stage)).to(equal([.viewing]))
        }

        @Test("takes in a photo a photo scene handed back, for the side chosen")
        func takesPickedPhoto() async {
            let (interactor, presenter) = make(VIPEnvironment(), mode: .edit)
            let photo = Samples.photo(color: RGBA(red: 1, green: 2, blue: 3))
            interactor.choosePhoto(request: .init(side: .back))
            interactor.pickedPhoto = photo

            await interactor.showCard(request: .init())

            expect(presenter.cards.last?.card.back).to(equal(photo))
            expect(presenter.cards.last?.card.front).to(equal(card.front))
            expect(interactor.pickedPhoto).to(beNil())
        }

        @Test("startEditing presents edit mode")
        func startsEditing() async {
            let (interactor, presenter) = make(VIPEnvironment())

            interactor.startEditing(request: .init())

            expect(presenter.cards.last?.stage).to(equal(.editing))
        }
    }

    @MainActor
    @Suite("when a photo is chosen")
    struct ChoosingPhoto {
        @Test(
            "in normal mode it is to be shown, in the form to be replaced",
            arguments: [
                (CardDetailsMode.normal, EditCard.ChoosePhoto.Purpose.show), (.edit, .replace), (.create, .replace),
            ])
        func purpose(mode: CardDetailsMode, purpose: EditCard.ChoosePhoto.Purpose) async {
            let (interactor, presenter) = make(VIPEnvironment(), mode: mode)

            interactor.choosePhoto(request: .init(side: .front))

            expect(presenter.photoChoices.map(\.purpose)).to(equal([purpose]))
            expect(interactor.photoSide).to(equal(.front))
        }

        @Test("passes on the source picked")
        func pickSource() async {
            let (interactor, presenter) = make(VIPEnvironment(), mode: .edit)

            interactor.pickSource(request: .init(source: .camera))

            expect(presenter.sources.map(\.source)).to(equal([.camera]))
        }
    }

    @MainActor
    @Suite("when the card is saved")
    struct Saving {
        @Test("stores first with the name trimmed, then uploads")
        func storesThenUploads() async {
            let log = CallLog()
            let worker = CardStoreWorker(cards: CardsStoreSpy(log: log), network: NetworkSpy(log: log))
            let interactor = CardDetailsInteractor(
                worker: worker, barcodeWorker: BarcodeWorker(scanner: BarcodeScannerStub()))
            interactor.opening = .stored(card)
            interactor.startEditing(request: .init())
            interactor.changeName(request: .init(name: "  Tesco Extra  "))

            await interactor.saveCard(request: .init())
            await interactor.backendAnswered()

            expect(log.entries.prefix(2)).to(equal(["store.save(T)", "network.upload(T)"]))
        }

        @Test("stores the name without the spaces around it")
        func storesTrimmedName() async {
            let store = CardsStoreSpy()
            let interactor = CardDetailsInteractor(
                worker: CardStoreWorker(cards: store, network: NetworkSpy()),
                barcodeWorker: BarcodeWorker(scanner: BarcodeScannerStub()))
            interactor.opening = .stored(card)
            interactor.startEditing(request: .init())
            interactor.changeName(request: .init(name: "  Tesco Extra  "))

            await interactor.saveCard(request: .init())
            await interactor.backendAnswered()

            expect(store.saved.map(\.name)).to(equal(["Tesco Extra"]))
        }

        @Test("presents saved, then uploaded, and marks it uploaded")
        func presentsUploaded() async {
            let environment = VIPEnvironment()
            let (interactor, presenter) = make(environment, mode: .edit)

            await interactor.saveCard(request: .init())
            await interactor.backendAnswered()

            expect(presenter.saves).to(equal([.saved(createdHere: false), .uploaded]))
            expect(environment.store.markedUploaded).to(equal([["T"]]))
            expect(interactor.editing?.stage).to(equal(.viewing))
        }

        @Test("presents a failed upload, keeping the card stored and not marked")
        func uploadFails() async {
            let environment = VIPEnvironment()
            environment.network.uploadResult = .failure(.httpStatus(500))
            let (interactor, presenter) = make(environment, mode: .edit)

            await interactor.saveCard(request: .init())
            await interactor.backendAnswered()

            expect(presenter.saves.last).to(equal(.uploadFailed(.httpStatus(500))))
            expect(environment.store.markedUploaded).to(beEmpty())
        }

        @Test("presents a store that refused, uploading nothing and staying in the form")
        func notStored() async {
            let environment = VIPEnvironment()
            environment.store.writeResult = .failure(.writeFailed(detail: "locked"))
            let (interactor, presenter) = make(environment, mode: .edit)

            await interactor.saveCard(request: .init())
            await interactor.backendAnswered()

            expect(presenter.saves).to(equal([.notStored(.writeFailed(detail: "locked"))]))
            expect(environment.network.uploads).to(beEmpty())
            expect(interactor.editing?.stage).to(equal(.editing))
        }

        @Test("presents an invalid card, storing nothing")
        func invalid() async {
            let environment = VIPEnvironment()
            let (interactor, presenter) = make(environment, card: .new(), mode: .create)
            interactor.changeName(request: .init(name: "Only a name"))

            await interactor.saveCard(request: .init())
            await interactor.backendAnswered()

            expect(presenter.saves).to(equal([.invalid(reason: .incomplete)]))
            expect(environment.store.calls).to(beEmpty())
        }

        @Test("keeps the identifier of a card created here for the router")
        func keepsCreated() async {
            let draft = Card(identifier: "N", name: "New", front: card.front, back: card.back)
            let (interactor, presenter) = make(VIPEnvironment(), card: draft, mode: .create)

            await interactor.saveCard(request: .init())
            await interactor.backendAnswered()

            expect(interactor.createdIdentifier).to(equal("N"))
            expect(presenter.saves.first).to(equal(.saved(createdHere: true)))
        }

        @Test("still presents the upload after its scene is gone")
        func outlivesScene() async {
            let answers = ManualDispatcher()
            let environment = VIPEnvironment(answers: answers)
            var made: (CardDetailsInteractor, CardDetailsPresenterSpy)? = make(environment, mode: .edit)
            let presenter = made!.1
            let saving = Task { [made] in await made?.0.saveCard(request: .init()) }
            await settle { answers.pendingCount == 1 }  // the save
            answers.runNext()
            await saving.value

            made = nil
            await answer(answers) { presenter.saves.last == .uploaded }

            expect(presenter.saves.last).to(equal(.uploaded))
        }
    }

    @MainActor
    @Suite("when the card is deleted")
    struct Deleting {
        @Test("asks first, naming the card, touching nothing")
        func asksFirst() async {
            let environment = VIPEnvironment()
            let (interactor, presenter) = make(environment, mode: .edit)

            await interactor.deleteCard(request: .init(confirmed: false))
            await interactor.backendAnswered()

            expect(presenter.deletes).to(equal([.askFirst(name: "Tesco")]))
            expect(environment.store.calls).to(beEmpty())
        }

        @Test("once confirmed removes it from the store, then from the backend")
        func removesThenDeletes() async {
            let environment = VIPEnvironment()
            let (interactor, presenter) = make(environment, mode: .edit)

            await interactor.deleteCard(request: .init(confirmed: true))
            await interactor.backendAnswered()

            expect(environment.store.removed).to(equal([["T"]]))
            expect(environment.network.deletes).to(equal(["T"]))
            expect(environment.store.markedDeletedOnBackend).to(equal([["T"]]))
            expect(presenter.deletes).to(equal([.deleted, .deletedOnBackend]))
        }

        @Test("presents a failed backend delete, keeping it pending")
        func backendFails() async {
            let environment = VIPEnvironment()
            environment.network.deleteResult = .failure(.timedOut)
            let (interactor, presenter) = make(environment, mode: .edit)

            await interactor.deleteCard(request: .init(confirmed: true))
            await interactor.backendAnswered()

            expect(presenter.deletes.last).to(equal(.backendDeleteFailed(.timedOut)))
            expect(environment.store.markedDeletedOnBackend).to(beEmpty())
        }

        @Test("presents a store that cannot remove it, deleting nothing on the backend")
        func notRemoved() async {
            let environment = VIPEnvironment()
            environment.store.writeResult = .failure(.writeFailed(detail: "locked"))
            let (interactor, presenter) = make(environment, mode: .edit)

            await interactor.deleteCard(request: .init(confirmed: true))
            await interactor.backendAnswered()

            expect(presenter.deletes).to(equal([.notRemoved(.writeFailed(detail: "locked"))]))
            expect(environment.network.deletes).to(beEmpty())
        }
    }

    @MainActor
    @Suite("when the form is left")
    struct Leaving {
        @Test("without changes goes back to the card")
        func withoutChanges() async {
            let (interactor, presenter) = make(VIPEnvironment(), mode: .edit)

            await interactor.cancelEditing(request: .init(confirmed: false))

            expect(presenter.cancels).to(equal([.backToCard(card)]))
            expect(interactor.editing?.stage).to(equal(.viewing))
        }

        @Test("with changes asks first")
        func asks() async {
            let (interactor, presenter) = make(VIPEnvironment(), mode: .edit)
            interactor.changeName(request: .init(name: "Changed"))

            await interactor.cancelEditing(request: .init(confirmed: false))

            expect(presenter.cancels).to(equal([.askFirst]))
        }

        @Test("confirmed, restores the card as it was")
        func restores() async {
            let (interactor, presenter) = make(VIPEnvironment(), mode: .edit)
            interactor.changeName(request: .init(name: "Changed"))

            await interactor.cancelEditing(request: .init(confirmed: true))

            expect(presenter.cancels).to(equal([.backToCard(card)]))
        }

        @Test("from create mode leaves")
        func leavesCreate() async {
            let (interactor, presenter) = make(VIPEnvironment(), card: .new(), mode: .create)

            await interactor.cancelEditing(request: .init(confirmed: false))

            expect(presenter.cancels).to(equal([.leave]))
        }
    }
}
