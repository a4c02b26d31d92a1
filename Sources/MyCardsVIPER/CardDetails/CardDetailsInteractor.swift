import MyCardsKit

/// The Card use cases: the draft, its number read off a photo, validation, save then upload (refused when another
/// window changed or deleted the card since it was read, until the user says to write over that), delete then the
/// backend, the favourite mark, and the card read again when the store changes. The `Card` entity stays here: the
/// presenter gets `CardItem`s.
///
/// A late answer: each backend request holds the output it will answer, so an upload's or a delete's answer still
/// reaches the presenter after the module has closed (and the presenter passes it to the module that opened it). Two
/// requests waiting at once (a save's upload, then a delete) each answer their own: the later answer is the last
/// line the user reads. Nothing else keeps the module alive, and the interactor is not held by its requests.
@MainActor
final class CardDetailsInteractor: CardDetailsInteractorInput {
    /// Weak, as VIPER wants: only a request waiting for the backend holds it, for its own answer.
    weak var output: (any CardDetailsInteractorOutput)?
    /// The card as stored, and as the form has it.
    private(set) var stored: Card
    private(set) var edited: Card
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
        stored = card
        self.state = state
        edited = card
        self.cards = cards
        self.network = network
        self.barcodeScanner = barcodeScanner
    }

    var card: CardItem { CardItem(stored) }
    var draft: CardItem { CardItem(edited) }
    var hasChanges: Bool { edited != stored }

    func startEditing() {
        guard state == .viewing else { return }
        edited = stored
        state = .editing
    }

    func reloadCard() {
        if storeObservation == nil {
            storeObservation = cards.changes.observe { [weak self] in self?.reloadCard() }
        }
        cards.storedCard(stored.identifier) { [weak self] read in
            guard let self, !state.hasDraft, let read else { return }
            (stored, edited) = (read, read)
            output?.didReloadCard()
        }
    }

    func rename(_ name: String) {
        edited.name = name
    }

    func changeNumber(_ number: String) {
        edited.setNumber(typed: number)
    }

    func chooseBarcode(_ barcode: Barcode?) {
        edited.barcode = barcode
    }

    func setPhoto(_ photo: Photo, for side: Card.Side) {
        edited[side] = photo
        guard !edited.hasNumber else { return }
        // A number typed (or the form left) while the photo was read wins over what the photo says.
        barcodeScanner.scan(photo) { [weak self] found in
            guard let self, let found, state.hasDraft, !edited.hasNumber else { return }
            (edited.number, edited.barcode) = (found.number, found.barcode)
            output?.didReadNumber(found)
        }
    }

    /// Back to the card as it was, then as it is stored now: another window may have changed it meanwhile.
    func discardChanges() {
        edited = stored
        state = .viewing
        reloadCard()
    }

    func saveDraft() {
        // A second Ctrl-S read with the first would write the same revision again and be taken for a conflict.
        guard !isWriting else { return }
        if let reason = edited.invalidReason { return output?.didRejectInvalidDraft(reason: reason) ?? () }
        write(edited.preparedForSaving())
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
        (stored, edited, state) = (saved, saved, .viewing)
        // Taken before `didSave`, which may close the module.
        let output = output
        output?.didSave(created: created)
        upload(saved, answering: output)
    }

    /// The request holds its own output: its answer may come after the module has closed.
    private func upload(_ saved: Card, answering output: (any CardDetailsInteractorOutput)?) {
        network.upload([saved]) { [cards] result in
            switch result {
            case .success:
                cards.markUploaded([saved]) { _ in }
                output?.didUpload()
            case .failure(let error):
                output?.didFailToUpload(error)
            }
        }
    }

    func deleteCard() {
        let identifier = stored.identifier
        cards.remove(identifiers: [identifier]) { [weak self] result in
            guard let self else { return }
            if case .failure(let error) = result { return output?.didFailToDelete(error) ?? () }
            // Taken before `didDelete`, which closes the module.
            let output = output
            output?.didDelete(identifier: identifier)
            deleteOnBackend(identifier, answering: output)
        }
    }

    /// The request holds its own output, as an upload's does.
    private func deleteOnBackend(_ identifier: String, answering output: (any CardDetailsInteractorOutput)?) {
        network.delete(identifier: identifier) { [cards] result in
            if case .failure(let error) = result { return output?.didFailToDeleteOnBackend(error) ?? () }
            cards.markDeletedOnBackend(identifiers: [identifier]) { _ in }
            output?.didDeleteOnBackend(identifier: identifier)
        }
    }

    func toggleFavourite() {
        let (identifier, isFavourite) = (stored.identifier, !stored.isFavourite)
        cards.setFavourite(isFavourite, identifier: identifier) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let marked):
                stored = marked
                edited.adoptMarkAndRevision(of: marked)
                output?.didSetFavourite(isFavourite: marked.isFavourite)
            case .failure(let error): output?.didFailToSetFavourite(error)
            }
        }
    }
}
