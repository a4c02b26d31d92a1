import MyCardsKit

/// The requests that wait for the store, the backend or the barcode reader are `async`: the view controller's task
/// awaits them, and every answer goes to the presenter, never back to the caller (the requests return nothing).
@MainActor
package protocol CardDetailsBusinessLogic: AnyObject {
    /// Shows the card (taking in a photo a photo scene handed back), then the card as stored now.
    func showCard(request: EditCard.ShowCard.Request) async
    /// Shows the card again after every change to the store, until the task is cancelled.
    func followStore(request: EditCard.FollowStore.Request) async
    func startEditing(request: EditCard.StartEditing.Request)
    func changeName(request: EditCard.ChangeName.Request)
    func changeNumber(request: EditCard.ChangeNumber.Request)
    func chooseBarcode(request: EditCard.ChooseBarcode.Request)
    func choosePhoto(request: EditCard.ChoosePhoto.Request)
    func pickSource(request: EditCard.PickSource.Request)
    func saveCard(request: EditCard.SaveCard.Request) async
    func toggleFavourite(request: EditCard.ToggleFavourite.Request) async
    func deleteCard(request: EditCard.DeleteCard.Request) async
    func cancelEditing(request: EditCard.CancelEditing.Request) async
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

/// The Card scene's use cases (saving in CardDetailsInteractor+Saving.swift, deleting in +Deleting.swift): the card
/// read again when it appears and when the store changes, the draft and the number read off a photo it takes in,
/// validation, save then upload (asking first when another window changed or
/// deleted the card since it was read), the favourite mark, delete then the backend, the discard question, and which
/// photo scene comes next.
///
/// A late answer: a request to the backend is a task of its own that holds the presenter it answers through (and the
/// values the answer needs), never the interactor, and no scene cancels it; so an upload's or a delete's answer still
/// reaches the presenter after the scene has gone, and the presenter puts it on the app's status line.
@MainActor
final class CardDetailsInteractor: CardDetailsBusinessLogic, CardDetailsDataStore {
    weak var cardsDataStore: (any CardsDataStore)?
    var presenter: (any CardDetailsPresentationLogic)?
    var worker: any CardStoreWorking
    var barcodeWorker: any BarcodeWorking
    var opening: EditCard.Opening?
    private(set) var photoSide: Card.Side?
    var pickedPhoto: Photo?
    // The state below is set by the use cases in this file and in CardDetailsInteractor+Saving.swift and
    // +Deleting.swift, one extension per use case, so it is internal, not private.
    var createdIdentifier: String?
    /// The use case's state: begun by the scene's first request (`showCard`, when it appears) on `opening`.
    var editing: CardEditing?
    /// A save refused for a change or delete made elsewhere, until the user answers.
    var refusedSave: (card: Card, refusal: SaveRefusal)?
    /// True from a save's write until the store answers.
    var isWriting = false
    /// The uploads and backend deletes sent, each a task that holds no interactor: a spec awaits their answers.
    var backendRequests: [Task<Void, Never>] = []

    init(worker: any CardStoreWorking, barcodeWorker: any BarcodeWorking) {
        self.worker = worker
        self.barcodeWorker = barcodeWorker
    }

    var card: Card? { editing?.card }

    /// Begins the use case on the card the router opened the scene on, at whichever request comes first.
    func begin() {
        if editing == nil, let opening { editing = CardEditing(opening) }
    }

    func showCard(request: EditCard.ShowCard.Request) async {
        begin()
        var photoToRead: Photo?
        if let photo = pickedPhoto, let side = photoSide {
            editing?.draft[side] = photo
            pickedPhoto = nil
            if editing?.draft.hasNumber == false { photoToRead = photo }
        }
        presentCard()
        async let reloaded: Void = reloadCard()
        if let photoToRead { await readNumber(on: photoToRead) }
        await reloaded
    }

    func followStore(request: EditCard.FollowStore.Request) async {
        for await _ in worker.storeChanges() {
            await reloadCard()
        }
    }

    /// A number typed (or the form left) while the photo was read wins over what the photo says.
    private func readNumber(on photo: Photo) async {
        let found = await barcodeWorker.readNumber(on: photo)
        guard !Task.isCancelled, let found, var editing, editing.stage.hasDraft, !editing.draft.hasNumber else {
            return
        }
        (editing.draft.number, editing.draft.barcode) = (found.number, found.barcode)
        self.editing = editing
        presenter?.presentReadNumber(
            response: EditCard.ReadNumber.Response(found: found, card: editing.draft, stage: editing.stage))
    }

    /// Only a card on show is replaced by what is stored: a form keeps what the user typed, and its save
    /// finds out about the change.
    private func reloadCard() async {
        guard let editing, editing.stage == .viewing else { return }
        let stored = await worker.read(editing.card.identifier)
        guard !Task.isCancelled, let stored, self.editing?.stage == .viewing else { return }
        self.editing?.adopt(stored)
        presentCard()
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

    // MARK: Favourite

    func toggleFavourite(request: EditCard.ToggleFavourite.Request) async {
        begin()
        guard let card = editing?.card else { return }
        do {
            let stored = try await worker.setFavourite(!card.isFavourite, of: card.identifier)
            marked(stored)
            presentFavourite(stored.isFavourite ? .added : .removed)
        } catch {
            presentFavourite(.notStored(error))
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

    // MARK: Leaving the form

    func cancelEditing(request: EditCard.CancelEditing.Request) async {
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
        if case .backToCard = outcome { await reloadCard() }
    }

    func presentCard() {
        guard let editing else { return }
        presenter?.presentCard(response: EditCard.ShowCard.Response(card: editing.shown, stage: editing.stage))
    }
}
