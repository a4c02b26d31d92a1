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

/// What the routers pass in and read out: the card the scene opens on (from Cards), the card as stored now and the
/// side whose photo is shown or replaced (for the photo and code scenes), the photo a photo scene made, and the card
/// created here. Data only: where a photo scene goes back to is its router's business.
@MainActor
package protocol CardDetailsDataStore: AnyObject {
    var opening: EditCard.Opening? { get set }
    /// nil until the scene has opened on a card.
    var card: Card? { get }
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
///
/// A late answer: a request to the backend holds the presenter it answers through (and the values the answer needs),
/// never the interactor, so an upload's or a delete's answer still reaches the presenter after the scene has gone,
/// and the presenter puts it on the app's status line.
@MainActor
final class CardDetailsInteractor: CardDetailsBusinessLogic, CardDetailsDataStore {
    weak var cardsDataStore: (any CardsDataStore)?
    var presenter: (any CardDetailsPresentationLogic)?
    var worker: any CardStoreWorking
    var barcodeWorker: any BarcodeWorking
    var opening: EditCard.Opening?
    private(set) var photoSide: Card.Side?
    var pickedPhoto: Photo?
    private(set) var createdIdentifier: String?
    /// The use case's state: begun by the scene's first request (`showCard`, when it appears) on `opening`.
    private(set) var editing: CardEditing?
    /// A save refused for a change or delete made elsewhere, until the user answers.
    private var refusedSave: (card: Card, refusal: SaveRefusal)?
    private var storeObservation: StoreObservation?

    init(worker: any CardStoreWorking, barcodeWorker: any BarcodeWorking) {
        self.worker = worker
        self.barcodeWorker = barcodeWorker
    }

    var card: Card? { editing?.card }

    /// Begins the use case on the card the router opened the scene on, at whichever request comes first.
    private func begin() {
        if editing == nil, let opening { editing = CardEditing(opening) }
    }

    func showCard(request: EditCard.ShowCard.Request) {
        begin()
        if let photo = pickedPhoto, let side = photoSide {
            editing?.draft[side] = photo
            pickedPhoto = nil
            if editing?.draft.hasNumber == false { readNumber(on: photo) }
        }
        presentCard()
        reloadCard()
    }

    /// A number typed (or the form left) while the photo was read wins over what the photo says.
    private func readNumber(on photo: Photo) {
        barcodeWorker.readNumber(on: photo) { [weak self] found in
            guard let self, let found, var editing, editing.stage.hasDraft, !editing.draft.hasNumber else { return }
            (editing.draft.number, editing.draft.barcode) = (found.number, found.barcode)
            self.editing = editing
            presenter?.presentReadNumber(
                response: EditCard.ReadNumber.Response(found: found, card: editing.draft, stage: editing.stage))
        }
    }

    /// Only a card on show is replaced by what is stored: a form keeps what the user typed, and its save
    /// finds out about the change.
    private func reloadCard() {
        guard let editing, editing.stage == .viewing else { return }
        if storeObservation == nil {
            storeObservation = worker.observeChanges { [weak self] in self?.reloadCard() }
        }
        worker.read(editing.card.identifier) { [weak self] stored in
            guard let self, let stored, self.editing?.stage == .viewing else { return }
            self.editing?.adopt(stored)
            presentCard()
        }
    }

    func startEditing(request: EditCard.StartEditing.Request) {
        begin()
        guard let card = editing?.card else { return }
        editing?.stage = .editing
        editing?.draft = card
        presentCard()
    }

    func changeName(request: EditCard.ChangeName.Request) {
        begin()
        editing?.draft.name = request.name
    }

    func changeNumber(request: EditCard.ChangeNumber.Request) {
        begin()
        editing?.draft.setNumber(typed: request.number)
    }

    func chooseBarcode(request: EditCard.ChooseBarcode.Request) {
        begin()
        editing?.draft.barcode = request.barcode
    }

    func choosePhoto(request: EditCard.ChoosePhoto.Request) {
        begin()
        guard let editing else { return }
        photoSide = request.side
        let response = EditCard.ChoosePhoto.Response(
            side: request.side, purpose: editing.stage.hasDraft ? .replace : .show)
        presenter?.presentPhotoChoice(response: response)
    }

    func pickSource(request: EditCard.PickSource.Request) {
        presenter?.presentSource(response: EditCard.PickSource.Response(source: request.source))
    }

    // MARK: Saving

    func saveCard(request: EditCard.SaveCard.Request) {
        begin()
        if let answer = request.answer { return answered(answer) }
        // A second Ctrl-S read with the first would write the same revision again and be taken for a conflict.
        guard !isWriting, let draft = editing?.draft else { return }
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
        let createdHere = editing?.stage == .creating
        editing?.card = saved
        editing?.draft = saved
        editing?.stage = .viewing
        if createdHere { createdIdentifier = saved.identifier }
        presentSave(.saved(createdHere: createdHere))
        upload(saved)
    }

    /// The card is safe in the store; the upload's answer may come after the scene has gone. The request holds the
    /// presenter and the card, not the interactor.
    private func upload(_ saved: Card) {
        worker.upload(saved) { [presenter] uploaded in
            let outcome: EditCard.SaveCard.Outcome =
                switch uploaded {
                case .success: .uploaded
                case .failure(let error): .uploadFailed(error)
                }
            presenter?.presentSave(response: EditCard.SaveCard.Response(outcome: outcome, card: saved))
        }
    }

    private func presentSave(_ outcome: EditCard.SaveCard.Outcome) {
        guard let card = editing?.card else { return }
        presenter?.presentSave(response: EditCard.SaveCard.Response(outcome: outcome, card: card))
    }

    // MARK: Favourite

    func toggleFavourite(request: EditCard.ToggleFavourite.Request) {
        begin()
        guard let card = editing?.card else { return }
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
        editing?.card = stored
        if editing?.stage.hasDraft == true {
            editing?.draft.adoptMarkAndRevision(of: stored)
        } else {
            editing?.draft = stored
        }
    }

    private func presentFavourite(_ outcome: EditCard.ToggleFavourite.Outcome) {
        guard let editing else { return }
        presenter?.presentFavourite(
            response: EditCard.ToggleFavourite.Response(outcome: outcome, card: editing.shown, stage: editing.stage))
    }

    // MARK: Deleting

    func deleteCard(request: EditCard.DeleteCard.Request) {
        begin()
        guard let card = editing?.card else { return }
        guard request.confirmed else { return presentDelete(.askFirst(name: card.trimmedName)) }
        // The requests hold the presenter and the worker, not the interactor: the backend's answer may come after the
        // scene has gone.
        let (identifier, presenter, worker) = (card.identifier, presenter, worker)
        let present: @MainActor @Sendable (EditCard.DeleteCard.Outcome) -> Void = { outcome in
            presenter?.presentDelete(response: EditCard.DeleteCard.Response(outcome: outcome))
        }
        worker.remove(identifier) { removed in
            if case .failure(let error) = removed { return present(.notRemoved(error)) }
            present(.deleted)
            worker.deleteOnBackend(identifier) { deleted in
                switch deleted {
                case .success: present(.deletedOnBackend)
                case .failure(let error): present(.backendDeleteFailed(error))
                }
            }
        }
    }

    private func presentDelete(_ outcome: EditCard.DeleteCard.Outcome) {
        presenter?.presentDelete(response: EditCard.DeleteCard.Response(outcome: outcome))
    }

    // MARK: Leaving the form

    func cancelEditing(request: EditCard.CancelEditing.Request) {
        begin()
        guard let current = editing else { return }
        let outcome: EditCard.CancelEditing.Outcome
        if current.hasChanges && !request.confirmed {
            outcome = .askFirst
        } else if current.stage == .creating {
            outcome = .leave
        } else {
            editing?.stage = .viewing
            editing?.draft = current.card
            outcome = .backToCard(current.card)
        }
        presenter?.presentCancel(response: EditCard.CancelEditing.Response(outcome: outcome))
        // Another window may have changed the card while the form was open.
        if case .backToCard = outcome { reloadCard() }
    }

    private func presentCard() {
        guard let editing else { return }
        presenter?.presentCard(response: EditCard.ShowCard.Response(card: editing.shown, stage: editing.stage))
    }
}
