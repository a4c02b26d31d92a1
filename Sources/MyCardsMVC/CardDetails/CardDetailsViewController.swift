import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// The Card screen in MVC, in its three modes. The controller keeps the saved card and the draft being edited,
/// re-reads the card when it appears and when the store changes, marks it as a favourite, reads the number off a photo
/// that comes back, validates, writes the store (asking before it overwrites another window's change or brings back
/// a card another window deleted), uploads, deletes, asks before discarding, and pushes the photo and code
/// controllers. A backend's answer that comes after the screen has gone reaches the user through the shell the request
/// holds, about no screen: the request never holds the controller.
@MainActor
final class CardDetailsViewController: ScreenHosting {
    typealias Mode = CardDetailsMode

    let hostedView: CardDetailsView
    private let dependencies: MVCDependencies
    private let onCreated: (@MainActor (String) -> Void)?
    private(set) var mode: Mode
    /// The card as stored (for create: the empty new card).
    private(set) var card: Card
    /// The card as the form shows it.
    private(set) var draft: Card
    private var storeObservation: StoreObservation?

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

    /// Shown first, or back on top (from a photo, the code or the photo flow): the card as stored now, and from the
    /// first appearance on, again whenever the store changes. A new card has nothing stored to read.
    func screenWillAppear() {
        guard mode != .create else { return }
        if storeObservation == nil {
            storeObservation = dependencies.cards.changes.observe { [weak self] in self?.reload() }
        }
        reload()
    }

    /// The card may have changed since the list read it, here or in another window. The form keeps what the
    /// user typed: its save finds out about the change and asks.
    private func reload() {
        dependencies.cards.storedCard(card.identifier) { [weak self] stored in
            guard let self, mode == .normal, let stored else { return }
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

    private func refresh() {
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
        let marking = !card.isFavourite
        dependencies.cards.setFavourite(marking, identifier: card.identifier) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let stored):
                card = stored
                draft.adoptMarkAndRevision(of: stored)
                let status = stored.isFavourite ? Messages.addedToFavourites : Messages.removedFromFavourites
                dependencies.shell.showStatus(status, busy: false, isError: false, about: self)
                refresh()
            case .failure(let error):
                dependencies.shell.showStatus(Messages.storeFailed(error), busy: false, isError: true, about: self)
            }
        }
    }

    // MARK: Photos

    private func choosePhoto(for side: Card.Side) {
        let menu = Menu(
            title: Messages.photoSourceTitle,
            items: PhotoSource.allCases.map { Menu.Item(key: $0.key, label: $0.label) }, theme: dependencies.theme)
        dependencies.shell.showMenu(menu) { [weak self] item in
            guard let self, let source = item.flatMap({ PhotoSource(key: $0.key) }) else { return }
            let completion: @MainActor (Photo) -> Void = { [weak self] photo in self?.received(photo, for: side) }
            switch source {
            case .camera:
                dependencies.shell.push(PhotoCaptureViewController(dependencies: dependencies, completion: completion))
            case .library:
                dependencies.shell.push(PhotoLibraryViewController(dependencies: dependencies, completion: completion))
            }
        }
    }

    private func received(_ photo: Photo, for side: Card.Side) {
        draft[side] = photo
        dependencies.shell.pop(to: self)
        refresh()
        if !draft.hasNumber { readNumber(from: photo) }
    }

    /// A barcode on the photo fills Number and Barcode, unless a number was typed (or the form left) meanwhile;
    /// nothing found says nothing.
    private func readNumber(from photo: Photo) {
        dependencies.barcodeScanner.scan(photo) { [weak self] found in
            guard let self, let found, mode.isEditing, !draft.hasNumber else { return }
            (draft.number, draft.barcode) = (found.number, found.barcode)
            dependencies.shell.showStatus(Messages.readFromPhoto(found), busy: false, isError: false, about: self)
            refresh()
        }
    }

    // MARK: Saving

    /// True from a save's write until the store answers.
    private var isWriting = false

    private func save() {
        // A second Ctrl-S read with the first would write the same revision again and be taken for a conflict.
        guard !isWriting else { return }
        if let reason = draft.invalidReason {
            dependencies.shell.showStatus(Messages.invalid(reason), busy: false, isError: true, about: self)
            return
        }
        write(draft.preparedForSaving())
    }

    /// Saves `saved` as read at its revision; another window's change or delete in between makes it ask.
    private func write(_ saved: Card) {
        isWriting = true
        dependencies.cards.save(saved) { [weak self] result in
            self?.isWriting = false
            switch result {
            case .success(let stored): self?.stored(stored)
            case .failure(let error):
                if let refusal = SaveRefusal(error) { return self?.confirmWrite(saved, over: refusal) ?? () }
                self?.dependencies.shell.showStatus(
                    Messages.storeFailed(error), busy: false, isError: true, about: self)
            }
        }
    }

    /// `y` writes over what is stored now (or makes the deleted card again); `n` writes nothing and keeps the form
    /// with the user's changes, so they can look and decide (Esc then discards them).
    private func confirmWrite(_ saved: Card, over refusal: SaveRefusal) {
        let (question, declined) =
            switch refusal {
            case .changed(let change) where change.source == .backend:
                (
                    Messages.updatedFromBackendQuestion(differing: change.differing),
                    Messages.notSavedUpdatedFromBackend
                )
            case .changed(let change):
                (Messages.changedElsewhereQuestion(differing: change.differing), Messages.notSavedChangedElsewhere)
            case .deleted: (Messages.saveAgainQuestion, Messages.notSavedAgain)
            }
        dependencies.shell.confirm(question) { [weak self] answer in
            guard let self else { return }
            guard answer == .yes else {
                return dependencies.shell.showStatus(declined, busy: false, isError: true, about: self)
            }
            write(saved.overwriting(refusal))
        }
    }

    /// The card is safe in the store from here on; the upload runs behind whatever screen comes next.
    private func stored(_ saved: Card) {
        dependencies.shell.showStatus(Messages.saved, busy: true, isError: false, about: self)
        upload(saved)
        let wasCreating = mode == .create
        card = saved
        draft = saved
        mode = .normal
        if wasCreating {
            onCreated?(saved.identifier)
            dependencies.shell.pop()
        } else {
            refresh()
        }
    }

    private func upload(_ saved: Card) {
        let shell = dependencies.shell
        let cards = dependencies.cards
        // Weak: the answer may come after the screen was left; then it is about no screen.
        dependencies.network.upload([saved]) { [weak self] result in
            switch result {
            case .success:
                cards.markUploaded([saved]) { _ in }
                shell.showStatus(Messages.uploaded, busy: false, isError: false, about: self)
            case .failure(let error):
                shell.showStatus(
                    Self.unsent(error, offline: Messages.savedOffline, failed: Messages.uploadFailed), busy: false,
                    isError: true, about: self)
            }
        }
    }

    // MARK: Deleting

    private func confirmDelete() {
        dependencies.shell.confirm(Messages.deleteQuestion(name: card.trimmedName)) { [weak self] answer in
            if answer == .yes { self?.delete() }
        }
    }

    private func delete() {
        let identifier = card.identifier
        dependencies.cards.remove(identifiers: [identifier]) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                dependencies.shell.showStatus(Messages.deleted, busy: true, isError: false, about: self)
                deleteOnBackend(identifier)
                dependencies.shell.pop()
            case .failure(let error):
                dependencies.shell.showStatus(Messages.storeFailed(error), busy: false, isError: true, about: self)
            }
        }
    }

    private func deleteOnBackend(_ identifier: String) {
        let shell = dependencies.shell
        let cards = dependencies.cards
        dependencies.network.delete(identifier: identifier) { [weak self] result in
            switch result {
            case .success:
                cards.markDeletedOnBackend(identifiers: [identifier]) { _ in }
                shell.showStatus(Messages.deletedOnBackend, busy: false, isError: false, about: self)
            case .failure(let error):
                shell.showStatus(
                    Self.unsent(error, offline: Messages.deletedOffline, failed: Messages.backendDeleteFailed),
                    busy: false, isError: true, about: self)
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

    private func cancel() {
        guard draft != card else { return leaveForm() }
        dependencies.shell.confirm(Messages.discardQuestion) { [weak self] answer in
            if answer == .yes { self?.leaveForm() }
        }
    }

    /// Edit goes back to the card as it was (undo) and then as it is stored now, which another window may have
    /// changed meanwhile; create goes back to Cards.
    private func leaveForm() {
        if mode == .create {
            dependencies.shell.pop()
            return
        }
        mode = .normal
        draft = card
        refresh()
        reload()
    }
}
