import MyCardsKit

/// The Card use cases: the draft, its number read off a photo, validation, save then upload (refused when another
/// window changed or deleted the card since it was read, until the user says to write over that), delete then the
/// backend, the favourite mark, and the card read again when the store changes.
@MainActor
final class CardDetailsInteractor: CardDetailsInteractorInput {
    /// Weak, as VIPER wants, but held strongly while the backend still has to answer: the answer comes after
    /// the module may have closed, and its presenter still has to pass it on.
    weak var output: (any CardDetailsInteractorOutput)?
    private var outputAwaitingBackend: (any CardDetailsInteractorOutput)?
    private(set) var card: Card
    private(set) var draft: Card
    private let cards: any PersistenceWorking<Card>
    private let network: any CardsNetworking
    private let barcodeScanner: any BarcodeScanning
    private(set) var state: CardEditingState
    /// A save refused for a change or delete made elsewhere, until the user answers.
    private var refusedSave: (card: Card, refusal: SaveRefusal)?
    private var storeObservation: StoreObservation?

    init(
        card: Card, state: CardEditingState = .viewing, cards: any PersistenceWorking<Card>,
        network: any CardsNetworking, barcodeScanner: any BarcodeScanning
    ) {
        self.card = card
        self.state = state
        draft = card
        self.cards = cards
        self.network = network
        self.barcodeScanner = barcodeScanner
    }

    var hasChanges: Bool { draft != card }

    func startEditing() {
        guard state == .viewing else { return }
        draft = card
        state = .editing
    }

    func reloadCard() {
        if storeObservation == nil {
            storeObservation = cards.changes.observe { [weak self] in self?.reloadCard() }
        }
        cards.storedCard(card.identifier) { [weak self] stored in
            guard let self, !state.hasDraft, let stored else { return }
            (card, draft) = (stored, stored)
            output?.didReloadCard()
        }
    }

    func rename(_ name: String) {
        draft.name = name
    }

    func changeNumber(_ number: String) {
        draft.setNumber(typed: number)
    }

    func chooseBarcode(_ barcode: Barcode?) {
        draft.barcode = barcode
    }

    func setPhoto(_ photo: Photo, for side: Card.Side) {
        draft[side] = photo
        guard !draft.hasNumber else { return }
        // A number typed (or the form left) while the photo was read wins over what the photo says.
        barcodeScanner.scan(photo) { [weak self] found in
            guard let self, let found, state.hasDraft, !draft.hasNumber else { return }
            (draft.number, draft.barcode) = (found.number, found.barcode)
            output?.didReadNumber(found)
        }
    }

    /// Back to the card as it was, then as it is stored now: another window may have changed it meanwhile.
    func discardChanges() {
        draft = card
        state = .viewing
        reloadCard()
    }

    func saveDraft() {
        // A second Ctrl-S read with the first would write the same revision again and be taken for a conflict.
        guard !isWriting else { return }
        if let reason = draft.invalidReason { return output?.didRejectInvalidDraft(reason: reason) ?? () }
        write(draft.preparedForSaving())
    }

    func overwriteStoredCard() {
        guard let refused = refusedSave else { return }
        refusedSave = nil
        write(refused.card.overwriting(refused.refusal))
    }

    /// True from a save's write until the store answers.
    private var isWriting = false

    private func write(_ saved: Card) {
        isWriting = true
        cards.save(saved) { [weak self] result in
            guard let self else { return }
            isWriting = false
            switch result {
            case .success(let stored): didStore(stored)
            case .failure(.changedElsewhere(let change)):
                refusedSave = (saved, .changed(change))
                output?.didFindCardChangedElsewhere(change)
            case .failure(.deletedElsewhere):
                refusedSave = (saved, .deleted)
                output?.didFindCardDeletedElsewhere()
            case .failure(let error): output?.didFailToSave(error)
            }
        }
    }

    private func didStore(_ saved: Card) {
        let created = state == .creating
        (card, draft, state) = (saved, saved, .viewing)
        outputAwaitingBackend = output
        output?.didSave(saved, created: created)
        upload(saved)
    }

    private func upload(_ saved: Card) {
        network.upload([saved]) { [self] result in
            defer { outputAwaitingBackend = nil }
            switch result {
            case .success:
                cards.markUploaded(identifiers: [saved.identifier]) { _ in }
                outputAwaitingBackend?.didUpload(saved)
            case .failure(let error):
                outputAwaitingBackend?.didFailToUpload(error)
            }
        }
    }

    func deleteCard() {
        let identifier = card.identifier
        cards.remove(identifiers: [identifier]) { [weak self] result in
            guard let self else { return }
            if case .failure(let error) = result { return output?.didFailToDelete(error) ?? () }
            outputAwaitingBackend = output
            output?.didDelete(identifier: identifier)
            deleteOnBackend(identifier)
        }
    }

    private func deleteOnBackend(_ identifier: String) {
        network.delete(identifier: identifier) { [self] result in
            defer { outputAwaitingBackend = nil }
            if case .failure(let error) = result {
                return outputAwaitingBackend?.didFailToDeleteOnBackend(error) ?? ()
            }
            cards.markDeletedOnBackend(identifiers: [identifier]) { _ in }
            outputAwaitingBackend?.didDeleteOnBackend(identifier: identifier)
        }
    }

    func toggleFavourite() {
        let (identifier, isFavourite) = (card.identifier, !card.isFavourite)
        cards.setFavourite(isFavourite, identifier: identifier) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let stored):
                card = stored
                draft.adoptMarkAndRevision(of: stored)
                output?.didSetFavourite(stored)
            case .failure(let error): output?.didFailToSetFavourite(error)
            }
        }
    }
}
