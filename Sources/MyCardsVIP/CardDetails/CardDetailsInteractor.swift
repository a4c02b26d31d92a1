import MyCardsDisplayData
import MyCardsKit

@MainActor
package protocol CardDetailsBusinessLogic: AnyObject {
    func showCard(request: EditCard.ShowCard.Request)
    func startEditing(request: EditCard.StartEditing.Request)
    func changeName(request: EditCard.ChangeName.Request)
    func changeNumber(request: EditCard.ChangeNumber.Request)
    func chooseBarcode(request: EditCard.ChooseBarcode.Request)
    func choosePhoto(request: EditCard.ChoosePhoto.Request)
    func pickSource(request: EditCard.PickSource.Request)
    func saveCard(request: EditCard.SaveCard.Request)
    func toggleFavourite(request: EditCard.ToggleFavourite.Request)
    func deleteCard(request: EditCard.DeleteCard.Request)
    func cancelEditing(request: EditCard.CancelEditing.Request)
}

/// What the routers pass in and read out: the card and mode from Cards, the side whose photo is shown or
/// replaced, the photo a photo scene made, and the card created here.
@MainActor
package protocol CardDetailsDataStore: AnyObject {
    var card: Card { get set }
    var mode: CardDetailsMode { get set }
    var photoSide: Card.Side? { get }
    var pickedPhoto: Photo? { get set }
    var createdIdentifier: String? { get }
    /// The Cards scene's data store, passed in by its router, for the card created here to go back to.
    var cardsDataStore: (any CardsDataStore)? { get set }
}

/// The Card scene's use cases: the card read again when it appears and when the store changes, the draft and the
/// number read off a photo it takes in, validation, save then upload (asking first when another window changed or
/// deleted the card since it was read), the favourite mark, delete then the backend, the discard question, and which
/// photo scene comes next.
@MainActor
final class CardDetailsInteractor: CardDetailsBusinessLogic, CardDetailsDataStore {
    weak var cardsDataStore: (any CardsDataStore)?
    var presenter: (any CardDetailsPresentationLogic)?
    var worker: any CardStoreWorking
    var barcodeWorker: any BarcodeWorking
    var card = Card.new() {
        didSet { draft = card }
    }
    var mode = CardDetailsMode.normal
    private(set) var photoSide: Card.Side?
    var pickedPhoto: Photo?
    private(set) var createdIdentifier: String?
    private var draft = Card.new()
    /// A save refused for a change or delete made elsewhere, until the user answers.
    private var refusedSave: (card: Card, refusal: SaveRefusal)?
    private var storeObservation: StoreObservation?

    init(worker: any CardStoreWorking, barcodeWorker: any BarcodeWorking) {
        self.worker = worker
        self.barcodeWorker = barcodeWorker
    }

    func showCard(request: EditCard.ShowCard.Request) {
        if let photo = pickedPhoto, let side = photoSide {
            draft[side] = photo
            pickedPhoto = nil
            if !draft.hasNumber { readNumber(on: photo) }
        }
        presentCard()
        reloadCard()
    }

    /// A number typed (or the form left) while the photo was read wins over what the photo says.
    private func readNumber(on photo: Photo) {
        barcodeWorker.readNumber(on: photo) { [weak self] found in
            guard let self, let found, mode.isEditing, !draft.hasNumber else { return }
            (draft.number, draft.barcode) = (found.number, found.barcode)
            presenter?.presentReadNumber(
                response: EditCard.ReadNumber.Response(found: found, card: draft, mode: mode))
        }
    }

    /// Only a card on show is replaced by what is stored: a form keeps what the user typed, and its save
    /// finds out about the change.
    private func reloadCard() {
        guard mode == .normal else { return }
        if storeObservation == nil {
            storeObservation = worker.observeChanges { [weak self] in self?.reloadCard() }
        }
        worker.read(card.identifier) { [weak self] stored in
            guard let self, mode == .normal, let stored else { return }
            card = stored
            presentCard()
        }
    }

    func startEditing(request: EditCard.StartEditing.Request) {
        mode = .edit
        draft = card
        presentCard()
    }

    func changeName(request: EditCard.ChangeName.Request) {
        draft.name = request.name
    }

    func changeNumber(request: EditCard.ChangeNumber.Request) {
        draft.setNumber(typed: request.number)
    }

    func chooseBarcode(request: EditCard.ChooseBarcode.Request) {
        draft.barcode = request.barcode
    }

    func choosePhoto(request: EditCard.ChoosePhoto.Request) {
        photoSide = request.side
        let response = EditCard.ChoosePhoto.Response(side: request.side, purpose: mode.isEditing ? .replace : .show)
        presenter?.presentPhotoChoice(response: response)
    }

    func pickSource(request: EditCard.PickSource.Request) {
        presenter?.presentSource(response: EditCard.PickSource.Response(source: request.source))
    }

    // MARK: Saving

    func saveCard(request: EditCard.SaveCard.Request) {
        if let answer = request.answer { return answered(answer) }
        // A second Ctrl-S read with the first would write the same revision again and be taken for a conflict.
        guard !isWriting else { return }
        if let reason = draft.invalidReason { return presentSave(.invalid(reason: reason)) }
        write(draft.preparedForSaving())
    }

    private func answered(_ answer: EditCard.SaveCard.Answer) {
        guard let refused = refusedSave else { return }
        refusedSave = nil
        switch answer {
        case .overwrite:
            write(refused.card.overwriting(refused.refusal))
        case .keepEditing:
            switch refused.refusal {
            case .changed(let change): presentSave(.notOverwritten(change.source))
            case .deleted: presentSave(.notSavedAgain)
            }
        }
    }

    /// True from a save's write until the store answers.
    private var isWriting = false

    private func write(_ saved: Card) {
        isWriting = true
        worker.store(saved) { [weak self] stored in
            guard let self else { return }
            isWriting = false
            switch stored {
            case .success(let stored): didStore(stored)
            case .failure(.changedElsewhere(let change)):
                refusedSave = (saved, .changed(change))
                presentSave(.askToOverwrite(change))
            case .failure(.deletedElsewhere):
                refusedSave = (saved, .deleted)
                presentSave(.askToSaveAgain)
            case .failure(let error): presentSave(.notStored(error))
            }
        }
    }

    private func didStore(_ saved: Card) {
        let createdHere = mode == .create
        (card, mode) = (saved, .normal)
        if createdHere { createdIdentifier = saved.identifier }
        presentSave(.saved(createdHere: createdHere))
        upload(saved)
    }

    /// The card is safe in the store; the upload's answer comes after whatever screen is next.
    private func upload(_ saved: Card) {
        worker.upload(saved) { [self] uploaded in
            switch uploaded {
            case .success: presentSave(.uploaded)
            case .failure(let error): presentSave(.uploadFailed(error))
            }
        }
    }

    private func presentSave(_ outcome: EditCard.SaveCard.Outcome) {
        presenter?.presentSave(response: EditCard.SaveCard.Response(outcome: outcome, card: card))
    }

    // MARK: Favourite

    func toggleFavourite(request: EditCard.ToggleFavourite.Request) {
        worker.setFavourite(!card.isFavourite, of: card.identifier) { [weak self] stored in
            guard let self else { return }
            switch stored {
            case .success(let stored):
                marked(stored)
                presentFavourite(stored.isFavourite ? .added : .removed)
            case .failure(let error): presentFavourite(.notStored(error))
            }
        }
    }

    /// The card takes the stored mark and revision, so its next save is not taken for another window's change;
    /// a form opened before the store answered keeps what was typed, on the new revision.
    private func marked(_ stored: Card) {
        let form = draft
        card = stored
        guard mode.isEditing else { return }
        draft = form
        draft.adoptMarkAndRevision(of: stored)
    }

    private func presentFavourite(_ outcome: EditCard.ToggleFavourite.Outcome) {
        let shown = mode.isEditing ? draft : card
        presenter?.presentFavourite(
            response: EditCard.ToggleFavourite.Response(outcome: outcome, card: shown, mode: mode))
    }

    // MARK: Deleting

    func deleteCard(request: EditCard.DeleteCard.Request) {
        guard request.confirmed else { return presentDelete(.askFirst(name: card.trimmedName)) }
        let identifier = card.identifier
        worker.remove(identifier) { [self] removed in
            if case .failure(let error) = removed { return presentDelete(.notRemoved(error)) }
            presentDelete(.deleted)
            worker.deleteOnBackend(identifier) { [self] deleted in
                switch deleted {
                case .success: presentDelete(.deletedOnBackend)
                case .failure(let error): presentDelete(.backendDeleteFailed(error))
                }
            }
        }
    }

    private func presentDelete(_ outcome: EditCard.DeleteCard.Outcome) {
        presenter?.presentDelete(response: EditCard.DeleteCard.Response(outcome: outcome))
    }

    // MARK: Leaving the form

    func cancelEditing(request: EditCard.CancelEditing.Request) {
        let outcome: EditCard.CancelEditing.Outcome
        if draft != card && !request.confirmed {
            outcome = .askFirst
        } else if mode == .create {
            outcome = .leave
        } else {
            mode = .normal
            draft = card
            outcome = .backToCard(card)
        }
        presenter?.presentCancel(response: EditCard.CancelEditing.Response(outcome: outcome))
        // Another window may have changed the card while the form was open.
        if case .backToCard = outcome { reloadCard() }
    }

    private func presentCard() {
        let shown = mode.isEditing ? draft : card
        presenter?.presentCard(response: EditCard.ShowCard.Response(card: shown, mode: mode))
    }
}
