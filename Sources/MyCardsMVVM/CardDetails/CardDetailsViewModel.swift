import MyCardsDisplayData
import MyCardsKit
import OpenCombine

/// The Card screen's state and logic in its three modes: keeps the stored card and the draft, re-reads the card
/// when it appears and when the store changes, marks it as a favourite, validates, saves then uploads (asking before it overwrites
/// another window's change or brings back a card another window deleted), deletes then tells the backend, asks before discarding, and makes the view models of
/// the photo screens, taking the photo they hand back.
@MainActor
final class CardDetailsViewModel {
    typealias Mode = CardDetailsMode

    enum Route {
        case photo(CardPhotoViewModel)
        case choosePhotoSource(Card.Side)
        case camera(PhotoCaptureViewModel)
        case library(PhotoLibraryViewModel)
        /// Back to this form from the photo screens above it.
        case form
        case close
        case askToDelete(question: String)
        case askToDiscard(question: String)
        /// Another window changed or deleted the card since it was read: write over that?
        case askToOverwrite(question: String)
    }

    @Published private(set) var details: CardDetailsDisplayData
    let status = PassthroughSubject<StatusMessage, Never>()
    let route = PassthroughSubject<Route, Never>()
    /// The identifier of a card created here, once it is in the store.
    let created = PassthroughSubject<String, Never>()
    private(set) var mode: Mode

    private let services: ViewModelServices
    private let trace: TraceLog
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
        trace = services.tracer.log(for: "CardDetailsViewModel")
        details = CardDetailsDisplayData(card: card, mode: mode)
        guard mode != .create else { return }
        storeObservation = services.cards.changes.observe { [weak self] in self?.reload() }
        reload()
    }

    /// The card may have changed since the list read it, here or in another window. The form keeps what the
    /// user typed: its save finds out about the change and asks.
    private func reload() {
        trace.to("CardsWorker", "get(\(card.identifier))")
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
        trace.to("CardPhotoViewModel", "make(\(side.rawValue))")
        route.send(.photo(CardPhotoViewModel(photo: card[side], side: side)))
    }

    func back() {
        route.send(.close)
    }

    /// A local mark, not an edit: the store sets it on the card as stored now, without asking about revisions.
    func toggleFavourite() {
        let marking = !card.isFavourite
        trace.to("CardsWorker", "setFavourite(\(marking), \(card.identifier))")
        services.cards.setFavourite(marking, identifier: card.identifier) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let stored):
                card = stored
                // A form opened meanwhile keeps what was typed but saves at the new revision, with the mark.
                (draft.isFavourite, draft.revision) = (stored.isFavourite, stored.revision)
                status.send(.info(stored.isFavourite ? Messages.addedToFavourites : Messages.removedFromFavourites))
                publish()
            case .failure(let error):
                status.send(.error(Messages.storeFailed(error)))
            }
        }
    }

    // MARK: Editing

    func changeName(_ name: String) {
        draft.name = name
    }

    func choosePhoto(for side: Card.Side) {
        route.send(.choosePhotoSource(side))
    }

    func choose(_ source: PhotoSource, for side: Card.Side) {
        switch source {
        case .camera:
            let camera = PhotoCaptureViewModel(services: services)
            photoSource = camera.captured.sink { [weak self] photo in
                MainActor.assumeIsolated { self?.received(photo, for: side, from: "PhotoCaptureViewModel") }
            }
            trace.to("PhotoCaptureViewModel", "make")
            route.send(.camera(camera))
        case .library:
            let library = PhotoLibraryViewModel(services: services)
            photoSource = library.picked.sink { [weak self] photo in
                MainActor.assumeIsolated { self?.received(photo, for: side, from: "PhotoLibraryViewModel") }
            }
            trace.to("PhotoLibraryViewModel", "make")
            route.send(.library(library))
        }
    }

    private func received(_ photo: Photo, for side: Card.Side, from source: String) {
        trace.from(source, "photo \(photo.size) for the \(side.rawValue)")
        draft[side] = photo
        photoSource = nil
        route.send(.form)
        publish()
    }

    // MARK: Saving

    /// True from a save's write until the store answers.
    private var isWriting = false

    func save() {
        // A second Ctrl-S read with the first would write the same revision again and be taken for a conflict.
        guard !isWriting else { return }
        guard draft.isValid else { return status.send(.error(Messages.invalidCard)) }
        var saved = draft
        saved.name = draft.trimmedName
        write(saved)
    }

    /// Saves `saved` as read at its revision; another window's change or delete in between makes it ask.
    private func write(_ saved: Card) {
        trace.to("CardsWorker", "save(\(saved.identifier)@\(saved.revision))")
        isWriting = true
        services.cards.save(saved) { [weak self] written in
            guard let self else { return }
            isWriting = false
            switch written {
            case .success(let stored): self.stored(stored)
            case .failure(let error):
                guard let refusal = SaveRefusal(error) else { return status.send(.error(Messages.storeFailed(error))) }
                refusedSave = (saved, refusal)
                switch refusal {
                case .changed(let change) where change.source == .backend:
                    route.send(
                        .askToOverwrite(question: Messages.updatedFromBackendQuestion(differing: change.differing)))
                case .changed(let change):
                    route.send(
                        .askToOverwrite(question: Messages.changedElsewhereQuestion(differing: change.differing)))
                case .deleted: route.send(.askToOverwrite(question: Messages.saveAgainQuestion))
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
            status.send(.error(Messages.notSavedUpdatedFromBackend))
        case .changed: status.send(.error(Messages.notSavedChangedElsewhere))
        case .deleted: status.send(.error(Messages.notSavedAgain))
        }
    }

    /// Safe in the store from here on; the upload goes on behind whatever screen comes next, so its answer
    /// still reaches the status line through whoever listens to `status`.
    private func stored(_ saved: Card) {
        status.send(.info(Messages.saved, busy: true))
        upload(saved)
        let createdHere = mode == .create
        (card, draft, mode) = (saved, saved, .normal)
        guard createdHere else { return publish() }
        created.send(saved.identifier)
        route.send(.close)
    }

    private func upload(_ saved: Card) {
        trace.to("NetworkLoader", "upload(\(saved.identifier))")
        services.network.upload([saved]) { [self] result in
            switch result {
            case .success:
                trace.from("NetworkLoader", "uploaded")
                services.cards.markUploaded(identifiers: [saved.identifier]) { _ in }
                status.send(.info(Messages.uploaded))
            case .failure(let error):
                trace.from("NetworkLoader", "upload failed: \(error.message)")
                status.send(.error((error == .disabled ? Messages.savedOffline : Messages.uploadFailed(error))))
            }
        }
    }

    // MARK: Deleting

    func delete() {
        route.send(.askToDelete(question: Messages.deleteQuestion(name: card.trimmedName)))
    }

    func confirmDelete() {
        let identifier = card.identifier
        trace.to("CardsWorker", "remove(\(identifier))")
        services.cards.remove(identifiers: [identifier]) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                status.send(.info(Messages.deleted, busy: true))
                deleteOnBackend(identifier)
                route.send(.close)
            case .failure(let error):
                status.send(.error(Messages.storeFailed(error)))
            }
        }
    }

    private func deleteOnBackend(_ identifier: String) {
        trace.to("NetworkLoader", "delete(\(identifier))")
        services.network.delete(identifier: identifier) { [self] result in
            switch result {
            case .success:
                services.cards.markDeletedOnBackend(identifiers: [identifier]) { _ in }
                status.send(.info(Messages.deletedOnBackend))
            case .failure(let error):
                status.send(
                    .error((error == .disabled ? Messages.deletedOffline : Messages.backendDeleteFailed(error))))
            }
        }
    }

    // MARK: Leaving the form

    func cancel() {
        guard draft != card else { return confirmDiscard() }
        route.send(.askToDiscard(question: Messages.discardQuestion))
    }

    /// Edit goes back to the card as it was (undo) and then as it is stored now, which another window may have
    /// changed meanwhile; create goes back to Cards.
    func confirmDiscard() {
        guard mode != .create else { return route.send(.close) }
        mode = .normal
        draft = card
        publish()
        reload()
    }

    private func publish() {
        let shown = mode.isEditing ? draft : card
        details = CardDetailsDisplayData(card: shown, mode: mode)
    }
}
