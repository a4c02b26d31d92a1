import MyCardsDisplayData
import MyCardsKit

/// What reaches the backend, as the user's work that outlives the screen (`tasks.outlive`): a saved card's upload,
/// and deleting the card, from the store (the view model stops following the store meanwhile) then from the backend.
/// The backend's answers may come after the screen and the view model have gone: each request holds `status` and the
/// store, never the view model.
extension CardDetailsViewModel {
    // MARK: Uploading

    /// Not one of the screen's tasks: the card must reach the backend even when the screen has gone. The task holds
    /// the status output and the store, not the view model: its answer may come after both the screen and the view
    /// model are gone.
    func upload(_ saved: Card) {
        tasks.outlive { [status, cards = services.cards, network = services.network] in
            do throws(NetworkError) {
                try await network.upload([saved])
                status.send(.info(Messages.uploaded))
                try? await cards.markUploaded([saved])
            } catch {
                status.send(.error(Self.unsent(error, offline: Messages.savedOffline, failed: Messages.uploadFailed)))
            }
        }
    }

    // MARK: Deleting

    func delete() {
        go(.askToDelete(question: Messages.deleteQuestion(name: card.trimmedName)))
    }

    /// Stops following the store first; a store that cannot remove the card leaves it on show, followed again.
    func confirmDelete() {
        let identifier = card.identifier
        following?.cancel()
        tasks.outlive { [weak self, cards = services.cards] in
            do throws(PersistenceError) {
                try await cards.remove(identifiers: [identifier])
                self?.status.send(.info(Messages.deleted, busy: true))
                self?.deleteOnBackend(identifier)
                self?.go(.close)
            } catch {
                self?.followStore()
                self?.status.send(.error(Messages.storeFailed(error)))
            }
        }
    }

    /// Holds what `upload` holds, for the same reason.
    private func deleteOnBackend(_ identifier: String) {
        tasks.outlive { [status, cards = services.cards, network = services.network] in
            do throws(NetworkError) {
                try await network.delete(identifier: identifier)
                status.send(.info(Messages.deletedOnBackend))
                try? await cards.markDeletedOnBackend(identifiers: [identifier])
            } catch {
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
}
