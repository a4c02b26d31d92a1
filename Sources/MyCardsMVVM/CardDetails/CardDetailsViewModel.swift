import MyCardsDisplayData
import MyCardsKit
import OpenCombine

/// The Card screen's state and logic in its three modes: keeps the stored card and the draft, re-reads the card when it
/// appears and when the store changes, marks it as a favourite, validates, saves then uploads (asking before it
/// overwrites another window's change or brings back a card another window deleted), deletes then tells the backend,
/// asks before discarding, and makes the view models of the photo and code screens, taking the photo they hand back
/// and reading a number off it. An answer that comes after the screen has gone (an upload's, a backend delete's) is
/// published on `status` all the same: the request holds that output, never the view model.
@MainActor
final class CardDetailsViewModel: CardDetailsViewModelType, CardDetailsViewModelInputs, CardDetailsViewModelOutputs {
    typealias Mode = CardDetailsMode

    var inputs: any CardDetailsViewModelInputs { self }
    var outputs: any CardDetailsViewModelOutputs { self }

    var details: AnyPublisher<CardDetailsDisplayData, Never> { detailsSubject.eraseToAnyPublisher() }
    var status: AnyPublisher<StatusMessage, Never> { statusOutput.publisher }
    var route: AnyPublisher<CardDetailsRoute, Never> { routeSubject.eraseToAnyPublisher() }
    var created: AnyPublisher<String, Never> { createdSubject.eraseToAnyPublisher() }

    private let detailsSubject: CurrentValueSubject<CardDetailsDisplayData, Never>
    private let statusOutput = LateOutput<StatusMessage>()
    private let routeSubject = PassthroughSubject<CardDetailsRoute, Never>()
    private let createdSubject = PassthroughSubject<String, Never>()
    private(set) var mode: Mode

    private let services: ViewModelServices
    /// The card as stored (for create: the empty new card), and as the form shows it.
    private var card: Card
    private var draft: Card
    private var photoSource: AnyCancellable?
    private var storeObservation: StoreObservation?
    /// The save waiting for the answer to `askToOverwrite`, and why it was refused.
    private var refusedSave: (card: Card, refusal: SaveRefusal)?

    init(card: Card, mode: Mode, services: ViewModelServices) {
        self.card = card
        self.draft = card
        self.mode = mode
        self.services = services
        detailsSubject = CurrentValueSubject(CardDetailsDisplayData(card: card, mode: mode))
        guard mode != .create else { return }
        storeObservation = services.cards.changes.observe { [weak self] in self?.reload() }
        reload()
    }

    /// The card may have changed since the list read it, here or in another window. The form keeps what the
    /// user typed: its save finds out about the change and asks.
    private func reload() {
        services.cards.storedCard(card.identifier) { [weak self] stored in
            guard let self, mode == .normal, let stored else { return }
            (card, draft) = (stored, stored)
            publish()
        }
    }

    // MARK: Normal mode

    func edit() {
        mode = .edit
        draft = card
        publish()
    }

    func showPhoto(_ side: Card.Side) {
        routeSubject.send(.photo(CardPhotoViewModel(photo: card[side], side: side)))
    }

    func back() {
        routeSubject.send(.close)
    }

    func showCode() {
        routeSubject.send(.code(CodeViewModel(card: card, services: services)))
    }

    /// A local mark, not an edit: the store sets it on the card as stored now, without asking about revisions.
    func toggleFavourite() {
        let marking = !card.isFavourite
        services.cards.setFavourite(marking, identifier: card.identifier) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let stored):
                card = stored
                draft.adoptMarkAndRevision(of: stored)
                statusOutput.send(
                    .info(stored.isFavourite ? Messages.addedToFavourites : Messages.removedFromFavourites))
                publish()
            case .failure(let error):
                statusOutput.send(.error(Messages.storeFailed(error)))
            }
        }
    }

    // MARK: Editing

    func changeName(_ name: String) {
        draft.name = name
    }

    func changeNumber(_ number: String) {
        draft.setNumber(typed: number)
    }

    func changeBarcode(_ barcode: Barcode?) {
        draft.barcode = barcode
    }

    func choosePhoto(for side: Card.Side) {
        routeSubject.send(.choosePhotoSource(side, title: Messages.photoSourceTitle))
    }

    func choose(_ source: PhotoSource, for side: Card.Side) {
        switch source {
        case .camera:
            let camera = PhotoCaptureViewModel(services: services)
            photoSource = camera.outputs.captured.bind { [weak self] photo in self?.received(photo, for: side) }
            routeSubject.send(.camera(camera))
        case .library:
            let library = PhotoLibraryViewModel(services: services)
            photoSource = library.outputs.picked.bind { [weak self] photo in self?.received(photo, for: side) }
            routeSubject.send(.library(library))
        }
    }

    private func received(_ photo: Photo, for side: Card.Side) {
        draft[side] = photo
        photoSource = nil
        routeSubject.send(.form)
        publish()
        if !draft.hasNumber { readNumber(from: photo) }
    }

    /// A barcode on the photo fills the number and its barcode, unless one was typed (or the form left) meanwhile;
    /// nothing found says nothing.
    private func readNumber(from photo: Photo) {
        services.barcodeScanner.scan(photo) { [weak self] found in
            guard let self, let found, mode.isEditing, !draft.hasNumber else { return }
            (draft.number, draft.barcode) = (found.number, found.barcode)
            statusOutput.send(.info(Messages.readFromPhoto(found)))
            publish()
        }
    }

    // MARK: Saving

    /// True from a save's write until the store answers.
    private var isWriting = false

    func save() {
        // A second Ctrl-S read with the first would write the same revision again and be taken for a conflict.
        guard !isWriting else { return }
        if let reason = draft.invalidReason { return statusOutput.send(.error(Messages.invalid(reason))) }
        write(draft.preparedForSaving())
    }

    /// Saves `saved` as read at its revision; another window's change or delete in between makes it ask.
    private func write(_ saved: Card) {
        isWriting = true
        services.cards.save(saved) { [weak self] written in
            guard let self else { return }
            isWriting = false
            switch written {
            case .success(let stored): self.stored(stored)
            case .failure(let error):
                guard let refusal = SaveRefusal(error) else {
                    return statusOutput.send(.error(Messages.storeFailed(error)))
                }
                refusedSave = (saved, refusal)
                switch refusal {
                case .changed(let change) where change.source == .backend:
                    routeSubject.send(
                        .askToOverwrite(question: Messages.updatedFromBackendQuestion(differing: change.differing)))
                case .changed(let change):
                    routeSubject.send(
                        .askToOverwrite(question: Messages.changedElsewhereQuestion(differing: change.differing)))
                case .deleted: routeSubject.send(.askToOverwrite(question: Messages.saveAgainQuestion))
                }
            }
        }
    }

    /// `y`: write over what is stored now (over a deletion: make the card again).
    func confirmOverwrite() {
        guard let refused = refusedSave else { return }
        refusedSave = nil
        write(refused.card.overwriting(refused.refusal))
    }

    /// `n`: nothing is written; the form keeps the user's changes so they can look and decide.
    func declineOverwrite() {
        guard let refusal = refusedSave?.refusal else { return }
        refusedSave = nil
        switch refusal {
        case .changed(let change) where change.source == .backend:
            statusOutput.send(.error(Messages.notSavedUpdatedFromBackend))
        case .changed: statusOutput.send(.error(Messages.notSavedChangedElsewhere))
        case .deleted: statusOutput.send(.error(Messages.notSavedAgain))
        }
    }

    /// Safe in the store from here on; the upload goes on behind whatever screen comes next, and its answer still
    /// reaches `status`.
    private func stored(_ saved: Card) {
        statusOutput.send(.info(Messages.saved, busy: true))
        upload(saved)
        let createdHere = mode == .create
        (card, draft, mode) = (saved, saved, .normal)
        guard createdHere else { return publish() }
        createdSubject.send(saved.identifier)
        routeSubject.send(.close)
    }

    /// The request holds the status output and the store, not the view model: its answer may come after both the
    /// screen and the view model are gone.
    private func upload(_ saved: Card) {
        services.network.upload([saved]) { [status = statusOutput, cards = services.cards] result in
            switch result {
            case .success:
                cards.markUploaded([saved]) { _ in }
                status.send(.info(Messages.uploaded))
            case .failure(let error):
                status.send(
                    .error(Self.unsent(error, offline: Messages.savedOffline, failed: Messages.uploadFailed)))
            }
        }
    }

    // MARK: Deleting

    func delete() {
        routeSubject.send(.askToDelete(question: Messages.deleteQuestion(name: card.trimmedName)))
    }

    func confirmDelete() {
        let identifier = card.identifier
        services.cards.remove(identifiers: [identifier]) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                statusOutput.send(.info(Messages.deleted, busy: true))
                deleteOnBackend(identifier)
                routeSubject.send(.close)
            case .failure(let error):
                statusOutput.send(.error(Messages.storeFailed(error)))
            }
        }
    }

    /// Holds what `upload` holds, for the same reason.
    private func deleteOnBackend(_ identifier: String) {
        services.network.delete(identifier: identifier) { [status = statusOutput, cards = services.cards] result in
            switch result {
            case .success:
                cards.markDeletedOnBackend(identifiers: [identifier]) { _ in }
                status.send(.info(Messages.deletedOnBackend))
            case .failure(let error):
                status.send(
                    .error(Self.unsent(error, offline: Messages.deletedOffline, failed: Messages.backendDeleteFailed)))
            }
        }
    }

    /// What the status line says of a change the backend was not told of: with `--offline` not telling it is the
    /// user's choice, said as such (`offline`); otherwise the failure, with why.
    private static func unsent(
        _ error: NetworkError, offline: String, failed: (NetworkError) -> String
    ) -> String {
        error == .disabled ? offline : failed(error)
    }

    // MARK: Leaving the form

    func cancel() {
        guard draft != card else { return confirmDiscard() }
        routeSubject.send(.askToDiscard(question: Messages.discardQuestion))
    }

    /// Edit goes back to the card as it was (undo) and then as it is stored now, which another window may have
    /// changed meanwhile; create goes back to Cards.
    func confirmDiscard() {
        guard mode != .create else { return routeSubject.send(.close) }
        mode = .normal
        draft = card
        publish()
        reload()
    }

    private func publish() {
        let shown = mode.isEditing ? draft : card
        detailsSubject.value = CardDetailsDisplayData(card: shown, mode: mode)
    }
}
