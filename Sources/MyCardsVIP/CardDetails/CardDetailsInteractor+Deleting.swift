import MyCardsKit

/// Deleting the card: asked first, removed from the store, then from the backend by a request of its own that
/// outlives the scene.
extension CardDetailsInteractor {
    func deleteCard(request: EditCard.DeleteCard.Request) async {
        begin()
        guard let card = editing?.card else { return }
        guard request.confirmed else { return presentDelete(.askFirst(name: card.trimmedName)) }
        do {
            try await worker.remove(card.identifier)
        } catch {
            return presentDelete(.notRemoved(error))
        }
        presentDelete(.deleted)
        deleteOnBackend(card.identifier)
    }

    /// Gone from the store; the backend's answer may come after the scene has gone. A task of its own, as `upload`.
    private func deleteOnBackend(_ identifier: String) {
        let (worker, presenter) = (worker, presenter)
        backendRequests.append(
            Task {
                let outcome: EditCard.DeleteCard.Outcome
                do throws(NetworkError) {
                    try await worker.deleteOnBackend(identifier)
                    outcome = .deletedOnBackend
                } catch {
                    outcome = .backendDeleteFailed(error)
                }
                presenter?.presentDelete(response: EditCard.DeleteCard.Response(outcome: outcome))
            })
    }

    private func presentDelete(_ outcome: EditCard.DeleteCard.Outcome) {
        presenter?.presentDelete(response: EditCard.DeleteCard.Response(outcome: outcome))
    }
}
