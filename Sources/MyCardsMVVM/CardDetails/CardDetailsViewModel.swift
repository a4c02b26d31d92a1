import MyCardsDisplayData
import MyCardsKit
import Observation

/// The Card screen's state and logic in its three modes: keeps the stored card and the draft, re-reads the card when it
/// appears and when the store changes, marks it as a favourite, validates, saves then uploads (asking before it
/// overwrites another window's change or brings back a card another window deleted), deletes then tells the backend,
/// asks before discarding, and makes the view models of the photo and code screens, taking the photo they hand back
/// and reading a number off it. An answer that comes after the screen has gone (an upload's, a backend delete's) is
/// said on `status` all the same: the request's task holds that output, never the view model. The intents that only
/// go somewhere or ask are in CardDetailsViewModel+Routes.swift, what reaches the backend (the upload, deleting) in
/// CardDetailsViewModel+Backend.swift: they read the state declared here, and change it only through what is
/// declared here.
@MainActor
@Observable
final class CardDetailsViewModel: CardDetailsViewModelType, CardDetailsViewModelInputs, CardDetailsViewModelOutputs {
    typealias Mode = CardDetailsMode

    var inputs: any CardDetailsViewModelInputs { self }
    var outputs: any CardDetailsViewModelOutputs { self }

    private(set) var details: CardDetailsDisplayData
    let status = LateOutput<StatusMessage>()
    private(set) var route: Event<CardDetailsRoute>?
    private(set) var created: Event<String>?
    @ObservationIgnored private(set) var mode: Mode

    @ObservationIgnored let tasks = ScreenTasks()
    @ObservationIgnored let services: ViewModelServices
    /// The card as stored (for create: the empty new card), and as the form shows it.
    @ObservationIgnored private(set) var card: Card
    @ObservationIgnored private(set) var draft: Card
    @ObservationIgnored private var photoSource: Observing?
    @ObservationIgnored private(set) var following: Task<Void, Never>?
    /// The save waiting for the answer to `askToOverwrite`, and why it was refused.
    @ObservationIgnored private var refusedSave: (card: Card, refusal: SaveRefusal)?

    init(card: Card, mode: Mode, services: ViewModelServices) {
        self.card = card
        self.draft = card
        self.mode = mode
        self.services = services
        details = CardDetailsDisplayData(card: card, mode: mode)
        guard mode != .create else { return }
        followStore()
        reload()
    }

    /// Until the card is deleted: the store announces the removal before it answers, and a view model still following
    /// it would read again the card it is deleting.
    func followStore() {
        following = tasks.follow { [weak self, changes = services.cards.changes] in
            for await _ in changes.values() { self?.reload() }
        }
    }

    /// The card may have changed since the list read it, here or in another window. The form keeps what the
    /// user typed: its save finds out about the change and asks.
    private func reload() {
        tasks.run { [weak self, cards = services.cards, identifier = card.identifier] in
            let stored = try? await cards.get(.card(identifier: identifier))
            guard let self, mode == .normal, let stored = stored?.first(where: { $0.identifier == identifier })
            else { return }
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

    /// A local mark, not an edit: the store sets it on the card as stored now, without asking about revisions.
    func toggleFavourite() {
        let marking = !card.isFavourite
        tasks.run { [weak self, cards = services.cards, identifier = card.identifier] in
            do throws(PersistenceError) {
                let stored = try await cards.setFavourite(marking, identifier: identifier)
                guard let self else { return }
                card = stored
                draft.adoptMarkAndRevision(of: stored)
                status.send(.info(stored.isFavourite ? Messages.addedToFavourites : Messages.removedFromFavourites))
                publish()
            } catch {
                self?.status.send(.error(Messages.storeFailed(error)))
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

    func choose(_ source: PhotoSource, for side: Card.Side) {
        switch source {
        case .camera:
            let camera = PhotoCaptureViewModel(services: services)
            photoSource = Observing.observe(
                { [weak camera] in camera?.captured },
                changed: { [weak self] photo in
                    if let photo = photo?.take() { self?.received(photo, for: side) }
                })
            go(.camera(camera))
        case .library:
            let library = PhotoLibraryViewModel(services: services)
            photoSource = Observing.observe(
                { [weak library] in library?.picked },
                changed: { [weak self] photo in
                    if let photo = photo?.take() { self?.received(photo, for: side) }
                })
            go(.library(library))
        }
    }

    private func received(_ photo: Photo, for side: Card.Side) {
        draft[side] = photo
        photoSource = nil
        go(.form)
        publish()
        if !draft.hasNumber { readNumber(from: photo) }
    }

    /// A barcode on the photo fills the number and its barcode, unless one was typed (or the form left) meanwhile;
    /// nothing found says nothing.
    private func readNumber(from photo: Photo) {
        tasks.run { [weak self, scanner = services.barcodeScanner] in
            let found = await scanner.scan(photo)
            guard let self, let found, mode.isEditing, !draft.hasNumber else { return }
            (draft.number, draft.barcode) = (found.number, found.barcode)
            status.send(.info(Messages.readFromPhoto(found)))
            publish()
        }
    }

    // MARK: Saving

    /// True from a save's write until the store answers.
    @ObservationIgnored private var isWriting = false

    func save() {
        // A second Ctrl-S read with the first would write the same revision again and be taken for a conflict.
        guard !isWriting else { return }
        if let reason = draft.invalidReason { return status.send(.error(Messages.invalid(reason))) }
        write(draft.preparedForSaving())
    }

    /// Saves `saved` as read at its revision; another window's change or delete in between makes it ask.
    /// The write is the user's, not the screen's: it is not cancelled when the screen goes. Its answer is the
    /// screen's: dropped with the view model.
    private func write(_ saved: Card) {
        isWriting = true
        tasks.outlive { [weak self, cards = services.cards] in
            do throws(PersistenceError) {
                let stored = try await cards.save(saved)
                self?.isWriting = false
                self?.stored(stored)
            } catch {
                self?.isWriting = false
                self?.refused(saved, error)
            }
        }
    }

    private func refused(_ saved: Card, _ error: PersistenceError) {
        guard let refusal = SaveRefusal(error) else { return status.send(.error(Messages.storeFailed(error))) }
        refusedSave = (saved, refusal)
        switch refusal {
        case .changed(let change) where change.source == .backend:
            go(.askToOverwrite(question: Messages.updatedFromBackendQuestion(differing: change.differing)))
        case .changed(let change):
            go(.askToOverwrite(question: Messages.changedElsewhereQuestion(differing: change.differing)))
        case .deleted: go(.askToOverwrite(question: Messages.saveAgainQuestion))
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

    /// Safe in the store from here on; the upload goes on behind whatever screen comes next, and its answer still
    /// reaches `status`.
    private func stored(_ saved: Card) {
        status.send(.info(Messages.saved, busy: true))
        upload(saved)
        let createdHere = mode == .create
        (card, draft, mode) = (saved, saved, .normal)
        guard createdHere else { return publish() }
        created = Event(saved.identifier)
        go(.close)
    }

    // MARK: Leaving the form

    /// Edit goes back to the card as it was (undo) and then as it is stored now, which another window may have
    /// changed meanwhile; create goes back to Cards.
    func confirmDiscard() {
        guard mode != .create else { return go(.close) }
        mode = .normal
        draft = card
        publish()
        reload()
    }

    private func publish() {
        let shown = mode.isEditing ? draft : card
        details = CardDetailsDisplayData(card: shown, mode: mode)
    }

    func go(_ next: CardDetailsRoute) {
        route = Event(next)
    }
}
