import MyCardsKit

/// The Card use cases: the draft, validation, save then upload, delete then the backend.
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
    private let trace: TraceLog

    init(card: Card, cards: any PersistenceWorking<Card>, network: any CardsNetworking, tracer: any Tracing) {
        self.card = card
        draft = card
        self.cards = cards
        self.network = network
        trace = tracer.log(for: "CardDetailsInteractor")
    }

    var hasChanges: Bool { draft != card }

    func startEditing() {
        draft = card
    }

    func rename(_ name: String) {
        draft.name = name
    }

    func setPhoto(_ photo: Photo, for side: Card.Side) {
        draft[side] = photo
    }

    func discardChanges() {
        draft = card
    }

    func saveDraft() {
        guard draft.isValid else { return output?.didRejectInvalidDraft() ?? () }
        var saved = draft
        saved.name = draft.trimmedName
        trace.to("CardsWorker", "upsert(\(saved.identifier))")
        cards.upsert([saved]) { [weak self] result in
            guard let self else { return }
            if case .failure(let error) = result { return output?.didFailToSave(error) ?? () }
            (card, draft) = (saved, saved)
            trace.to("CardDetailsPresenter", "didSave(\(saved.identifier))")
            outputAwaitingBackend = output
            output?.didSave(saved)
            upload(saved)
        }
    }

    private func upload(_ saved: Card) {
        trace.to("NetworkLoader", "upload(\(saved.identifier))")
        network.upload([saved]) { [self] result in
            defer { outputAwaitingBackend = nil }
            switch result {
            case .success:
                cards.markUploaded(identifiers: [saved.identifier]) { _ in }
                trace.to("CardDetailsPresenter", "didUpload(\(saved.identifier))")
                outputAwaitingBackend?.didUpload(saved)
            case .failure(let error):
                outputAwaitingBackend?.didFailToUpload(error)
            }
        }
    }

    func deleteCard() {
        let identifier = card.identifier
        trace.to("CardsWorker", "remove(\(identifier))")
        cards.remove(identifiers: [identifier]) { [weak self] result in
            guard let self else { return }
            if case .failure(let error) = result { return output?.didFailToDelete(error) ?? () }
            outputAwaitingBackend = output
            output?.didDelete(identifier: identifier)
            deleteOnBackend(identifier)
        }
    }

    private func deleteOnBackend(_ identifier: String) {
        trace.to("NetworkLoader", "delete(\(identifier))")
        network.delete(identifier: identifier) { [self] result in
            defer { outputAwaitingBackend = nil }
            if case .failure(let error) = result, error != .httpStatus(404) {
                return outputAwaitingBackend?.didFailToDeleteOnBackend(error) ?? ()
            }
            cards.markDeletedOnBackend(identifiers: [identifier]) { _ in }
            outputAwaitingBackend?.didDeleteOnBackend(identifier: identifier)
        }
    }
}
