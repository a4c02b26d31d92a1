import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// The Card screen in MVC, in its three modes. The controller keeps the saved card and the draft being edited,
/// re-reads the card when it appears and when the store changes, marks it as a favourite, reads the number off a photo
/// that comes back, validates, writes the store (asking before it overwrites another window's change or brings back
/// a card another window deleted), uploads, deletes, asks before discarding, and pushes the photo and code
/// controllers. A backend's answer that comes after the screen has gone reaches the user through the shell the request
/// holds, about no screen: the request never holds the controller. What the form ends in — a save, a delete, leaving
/// it — is in CardDetailsViewController+Editing.swift; the state it changes is declared here, internal for it.
@MainActor
final class CardDetailsViewController: ScreenHosting {
    typealias Mode = CardDetailsMode

    let hostedView: CardDetailsView
    let dependencies: MVCDependencies
    let onCreated: (@MainActor (String) -> Void)?
    var mode: Mode
    /// The card as stored (for create: the empty new card).
    var card: Card
    /// The card as the form shows it.
    var draft: Card
    /// The controller's work in flight, one task per purpose (internal, so a spec can await what it started). What
    /// the screen shows is cancelled when it leaves: the card read again, the store followed, a photo scanned.
    private(set) var reading: Task<Void, Never>?
    private var following: Task<Void, Never>?
    private(set) var scanning: Task<Void, Never>?
    /// What the user asked for runs on after the screen leaves (the data must reach the store and the backend), and
    /// holds the controller only weakly: a save (with its questions), a mark, a delete, a question, an upload.
    var saving: Task<Void, Never>?
    private(set) var marking: Task<Void, Never>?
    var deleting: Task<Void, Never>?
    var asking: Task<Void, Never>?
    var sending: [Task<Void, Never>] = []

    init(
        card: Card, mode: Mode, dependencies: MVCDependencies, onCreated: (@MainActor (String) -> Void)? = nil
    ) {
        self.card = card
        self.draft = card
        self.mode = mode
        self.dependencies = dependencies
        self.onCreated = onCreated
        hostedView = CardDetailsView(theme: dependencies.theme, photoCache: dependencies.photoCache)
        wireView()
        refresh()
    }

    /// Shown first, or back on top (from a photo, the code or the photo flow): the card as stored now, and while the
    /// screen is on top, again whenever the store changes. A new card has nothing stored to read.
    func screenWillAppear() {
        guard mode != .create else { return }
        followStore()
        reload()
    }

    /// Covered or popped: what only the screen on top needs stops; it starts again when the screen comes back.
    func screenDidDisappear() {
        stopFollowingStore()
        scanning?.cancel()
    }

    func followStore() {
        guard following == nil else { return }
        following = Task { [weak self, changes = dependencies.cards.changes.values()] in
            for await _ in changes { self?.reload() }
        }
    }

    /// Also when the card is being deleted: the store announces the removal before it answers, and a screen still
    /// following it would read again the card it is deleting.
    func stopFollowingStore() {
        following?.cancel()
        following = nil
        reading?.cancel()
    }

    /// The card may have changed since the list read it, here or in another window. The form keeps what the
    /// user typed: its save finds out about the change and asks. A newer read cancels this one.
    func reload() {
        reading?.cancel()
        reading = Task { [weak self, cards = dependencies.cards, identifier = card.identifier] in
            let stored = (try? await cards.get(.card(identifier: identifier)))?.first { $0.identifier == identifier }
            guard !Task.isCancelled, let self, mode == .normal, let stored else { return }
            card = stored
            draft = stored
            refresh()
        }
    }

    private func wireView() {
        hostedView.onEdit = { [weak self] in self?.edit() }
        hostedView.onShowPhoto = { [weak self] side in self?.showPhoto(side) }
        hostedView.onBack = { [weak self] in self?.back() }
        hostedView.onToggleFavourite = { [weak self] in self?.toggleFavourite() }
        hostedView.onShowCode = { [weak self] in self?.showCode() }
        hostedView.onNameChange = { [weak self] name in self?.draft.name = name }
        hostedView.onNumberChange = { [weak self] number in self?.draft.setNumber(typed: number) }
        hostedView.onBarcodeChange = { [weak self] barcode in self?.draft.barcode = barcode }
        hostedView.onChoosePhoto = { [weak self] side in self?.choosePhoto(for: side) }
        hostedView.onSave = { [weak self] in self?.save() }
        hostedView.onDelete = { [weak self] in self?.confirmDelete() }
        hostedView.onCancel = { [weak self] in self?.cancel() }
    }

    func refresh() {
        let shown = mode.isEditing ? draft : card
        hostedView.data = CardDetailsDisplayData(card: shown, mode: mode)
        dependencies.shell.setNeedsDisplay()
    }

    // MARK: Normal mode

    private func edit() {
        mode = .edit
        draft = card
        refresh()
    }

    private func showPhoto(_ side: Card.Side) {
        dependencies.shell.push(CardPhotoViewController(photo: card[side], side: side, dependencies: dependencies))
    }

    private func back() {
        dependencies.shell.pop()
    }

    private func showCode() {
        dependencies.shell.push(CodeViewController(card: card, dependencies: dependencies))
    }

    // MARK: Favourite

    /// A local mark, not an edit: the store sets it on the card as stored now, without asking about revisions.
    private func toggleFavourite() {
        let (marking, identifier) = (!card.isFavourite, card.identifier)
        self.marking = Task { [weak self, cards = dependencies.cards] in
            do throws(PersistenceError) {
                let stored = try await cards.setFavourite(marking, identifier: identifier)
                self?.marked(stored)
            } catch {
                guard let self else { return }
                dependencies.shell.showStatus(Messages.storeFailed(error), busy: false, isError: true, about: self)
            }
        }
    }

    private func marked(_ stored: Card) {
        card = stored
        draft.adoptMarkAndRevision(of: stored)
        let status = stored.isFavourite ? Messages.addedToFavourites : Messages.removedFromFavourites
        dependencies.shell.showStatus(status, busy: false, isError: false, about: self)
        refresh()
    }

    // MARK: Photos

    private func choosePhoto(for side: Card.Side) {
        let menu = Menu(
            title: Messages.photoSourceTitle,
            items: PhotoSource.allCases.map { Menu.Item(key: $0.key, label: $0.label) }, theme: dependencies.theme)
        asking = Task { [weak self, shell = dependencies.shell] in
            let item = await shell.showMenu(menu)
            guard let source = item.flatMap({ PhotoSource(key: $0.key) }) else { return }
            self?.takePhoto(from: source, for: side)
        }
    }

    /// The photo screens hand the photo back through `completion`, as a presented controller hands its result to the
    /// one that presented it.
    private func takePhoto(from source: PhotoSource, for side: Card.Side) {
        let completion: @MainActor (Photo) -> Void = { [weak self] photo in self?.received(photo, for: side) }
        switch source {
        case .camera:
            dependencies.shell.push(PhotoCaptureViewController(dependencies: dependencies, completion: completion))
        case .library:
            dependencies.shell.push(PhotoLibraryViewController(dependencies: dependencies, completion: completion))
        }
    }

    private func received(_ photo: Photo, for side: Card.Side) {
        draft[side] = photo
        dependencies.shell.pop(to: self)
        refresh()
        if !draft.hasNumber { readNumber(from: photo) }
    }

    /// A barcode on the photo fills Number and Barcode, unless a number was typed (or the form left) meanwhile;
    /// nothing found says nothing. Leaving the screen cancels the scan.
    private func readNumber(from photo: Photo) {
        scanning?.cancel()
        scanning = Task { [weak self, scanner = dependencies.barcodeScanner] in
            let found = await scanner.scan(photo)
            guard !Task.isCancelled, let self, let found, mode.isEditing, !draft.hasNumber else { return }
            (draft.number, draft.barcode) = (found.number, found.barcode)
            dependencies.shell.showStatus(Messages.readFromPhoto(found), busy: false, isError: false, about: self)
            refresh()
        }
    }
}
