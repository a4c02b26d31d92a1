import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// What the Card screen's form ends in, done by the controller itself as all its work is: a save (validated, written,
/// asking before it overwrites another window's change or brings back a card another window deleted, then uploaded),
/// a delete (asked first, then told to the backend), or leaving the form (asking before it discards changes).
extension CardDetailsViewController {
    // MARK: Saving

    func save() {
        // A second Ctrl-S read with the first would write the same revision again and be taken for a conflict.
        guard saving == nil else { return }
        if let reason = draft.invalidReason {
            dependencies.shell.showStatus(Messages.invalid(reason), busy: false, isError: true, about: self)
            return
        }
        write(draft.preparedForSaving())
    }

    /// Saves `saved` as read at its revision; another window's change or delete in between makes it ask. The task
    /// holds the controller only weakly, between its awaits too.
    private func write(_ saved: Card) {
        saving = Task { [weak self, cards = dependencies.cards] in
            let result: Result<Card, PersistenceError>
            do throws(PersistenceError) {
                result = .success(try await cards.save(saved))
            } catch {
                result = .failure(error)
            }
            self?.saving = nil
            self?.written(saved, result)
        }
    }

    private func written(_ saved: Card, _ result: Result<Card, PersistenceError>) {
        switch result {
        case .success(let stored): self.stored(stored)
        case .failure(let error):
            if let refusal = SaveRefusal(error) { return confirmWrite(saved, over: refusal) }
            dependencies.shell.showStatus(Messages.storeFailed(error), busy: false, isError: true, about: self)
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
        asking = Task { [weak self, shell = dependencies.shell] in
            let answer = await shell.confirm(question)
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

    /// Never cancelled with the screen: the card must reach the backend. The task holds the shell and the store, and
    /// the controller weakly: an answer after the screen has gone is about no screen.
    private func upload(_ saved: Card) {
        let (shell, cards, network) = (dependencies.shell, dependencies.cards, dependencies.network)
        send { [weak self] in
            do throws(NetworkError) {
                try await network.upload([saved])
                shell.showStatus(Messages.uploaded, busy: false, isError: false, about: self)
                try? await cards.markUploaded([saved])
            } catch {
                shell.showStatus(
                    Self.unsent(error, offline: Messages.savedOffline, failed: Messages.uploadFailed), busy: false,
                    isError: true, about: self)
            }
        }
    }

    /// Keeps a request to the backend among the controller's tasks until it has answered.
    private func send(_ request: @escaping @MainActor () async -> Void) {
        sending.removeAll { $0.isCancelled }
        sending.append(Task { await request() })
    }

    // MARK: Deleting

    func confirmDelete() {
        let question = Messages.deleteQuestion(name: card.trimmedName)
        asking = Task { [weak self, shell = dependencies.shell] in
            if await shell.confirm(question) == .yes { self?.delete() }
        }
    }

    /// The screen stops following the store first; a store that cannot remove the card leaves it on show, followed
    /// again.
    private func delete() {
        let identifier = card.identifier
        stopFollowingStore()
        deleting = Task { [weak self, cards = dependencies.cards] in
            do throws(PersistenceError) {
                try await cards.remove(identifiers: [identifier])
                guard let self else { return }
                dependencies.shell.showStatus(Messages.deleted, busy: true, isError: false, about: self)
                deleteOnBackend(identifier)
                dependencies.shell.pop()
            } catch {
                guard let self else { return }
                followStore()
                dependencies.shell.showStatus(Messages.storeFailed(error), busy: false, isError: true, about: self)
            }
        }
    }

    /// Never cancelled with the screen, as an upload is not.
    private func deleteOnBackend(_ identifier: String) {
        let (shell, cards, network) = (dependencies.shell, dependencies.cards, dependencies.network)
        send { [weak self] in
            do throws(NetworkError) {
                try await network.delete(identifier: identifier)
                shell.showStatus(Messages.deletedOnBackend, busy: false, isError: false, about: self)
                try? await cards.markDeletedOnBackend(identifiers: [identifier])
            } catch {
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

    func cancel() {
        guard draft != card else { return leaveForm() }
        asking = Task { [weak self, shell = dependencies.shell] in
            if await shell.confirm(Messages.discardQuestion) == .yes { self?.leaveForm() }
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
