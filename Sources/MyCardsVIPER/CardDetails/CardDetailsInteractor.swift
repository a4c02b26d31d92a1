import MyCardsKit

/// The Card use cases: the draft, its number read off a photo, validation, save then upload (refused when another
/// window changed or deleted the card since it was read, until the user says to write over that), delete then the
/// backend, the favourite mark, and the card read again when the store changes. The `Card` entity stays here: the
/// presenter gets `CardItem`s.
///
/// The interactor owns its tasks and reports through its output. What the screen waits for — the card read again,
/// the store followed, a barcode read off a photo — is cancelled by `close()`, which the presenter calls as the module
/// closes; a delete stops the first two as it starts. What the user asked to be written is not: a save, a favourite
/// mark, a delete and their backend requests go on.
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
    /// What the screen waits for, cancelled by `close()`: the store followed, the newest read of the card, the
    /// photos being read for a barcode.
    private var following: Task<Void, Never>?
    private var reading: Task<Void, Never>?
    private var scans: [Task<Void, Never>] = []
    /// Set by `close()`: a delete the store refuses afterwards follows the store no more.
    private var isClosed = false

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
        followStore()
        readCard()
    }

    private func followStore() {
        guard following == nil else { return }
        following = Task { [weak self, changes = cards.changes.values()] in
            for await _ in changes { self?.readCard() }
        }
    }

    /// By `close()`, and by a delete: the store announces the removal before it answers, and a read then would read
    /// again the card being deleted.
    private func stopFollowingStore() {
        following?.cancel()
        reading?.cancel()
        (following, reading) = (nil, nil)
    }

    /// A newer read cancels an older one: the card as stored last is the one adopted. The store is asked at once,
    /// its answer awaited.
    private func readCard() {
        reading?.cancel()
        let identifier = stored.identifier
        reading = Task { [weak self, answers = cards.answers(to: .card(identifier: identifier))] in
            for await answer in answers {
                let read = (try? answer.get())?.first { $0.identifier == identifier }
                guard let self, !Task.isCancelled, !state.hasDraft, let read else { return }
                (stored, edited) = (read, read)
                output?.didReloadCard()
            }
        }
    }

    func close() {
        isClosed = true
        stopFollowingStore()
        for scan in scans { scan.cancel() }
        scans = []
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
        scans.append(
            Task { [weak self, barcodeScanner] in
                let found = await barcodeScanner.scan(photo)
                // A number typed (or the form left) while the photo was read wins over what the photo says.
                guard let self, !Task.isCancelled, let found, state.hasDraft, !edited.hasNumber else { return }
                (edited.number, edited.barcode) = (found.number, found.barcode)
                output?.didReadNumber(found)
            })
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
        Task { [weak self, cards] in
            let written: Result<Card, PersistenceError>
            do throws(PersistenceError) { written = .success(try await cards.save(saved)) } catch {
                written = .failure(error)
            }
            self?.didWrite(saved, written)
        }
    }

    private func didWrite(_ saved: Card, _ written: Result<Card, PersistenceError>) {
        isWriting = false
        switch written {
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
        Task { [cards, network] in
            do throws(NetworkError) { try await network.upload([saved]) } catch {
                return output?.didFailToUpload(error) ?? ()
            }
            Self.markUploaded(saved, in: cards)
            output?.didUpload()
        }
    }

    func deleteCard() {
        let identifier = stored.identifier
        stopFollowingStore()
        Task { [weak self, cards] in
            do throws(PersistenceError) { try await cards.remove(identifiers: [identifier]) } catch {
                guard let self else { return }
                if !isClosed { followStore() }
                return output?.didFailToDelete(error) ?? ()
            }
            guard let self else { return }
            // Taken before `didDelete`, which closes the module.
            let output = output
            output?.didDelete(identifier: identifier)
            deleteOnBackend(identifier, answering: output)
        }
    }

    /// The request holds its own output, as an upload's does.
    private func deleteOnBackend(_ identifier: String, answering output: (any CardDetailsInteractorOutput)?) {
        Task { [cards, network] in
            do throws(NetworkError) { try await network.delete(identifier: identifier) } catch {
                return output?.didFailToDeleteOnBackend(error) ?? ()
            }
            Self.markDeletedOnBackend(identifier, in: cards)
            output?.didDeleteOnBackend(identifier: identifier)
        }
    }

    // The store's bookkeeping after a backend's answer goes on a task of its own, so the request lets its output go
    // with the answer.

    private nonisolated static func markUploaded(_ card: Card, in cards: any PersistenceWorking<Card>) {
        Task { try? await cards.markUploaded([card]) }
    }

    private nonisolated static func markDeletedOnBackend(_ identifier: String, in cards: any PersistenceWorking<Card>) {
        Task { try? await cards.markDeletedOnBackend(identifiers: [identifier]) }
    }

    func toggleFavourite() {
        let (identifier, isFavourite) = (stored.identifier, !stored.isFavourite)
        Task { [weak self, cards] in
            let marked: Result<Card, PersistenceError>
            do throws(PersistenceError) {
                marked = .success(try await cards.setFavourite(isFavourite, identifier: identifier))
            } catch { marked = .failure(error) }
            guard let self else { return }
            switch marked {
            case .success(let marked):
                stored = marked
                edited.adoptMarkAndRevision(of: marked)
                output?.didSetFavourite(isFavourite: marked.isFavourite)
            case .failure(let error): output?.didFailToSetFavourite(error)
            }
        }
    }
}
