import MyCardsKit

/// Saving the form: validated, written against the revision it was read at (asking first when another window
/// changed or deleted the card), then uploaded by a request of its own that outlives the scene.
extension CardDetailsInteractor {
    func saveCard(request: EditCard.SaveCard.Request) async {
        begin()
        if let answer = request.answer { return await answered(answer) }
        // A second Ctrl-S read with the first would write the same revision again and be taken for a conflict.
        guard !isWriting, let draft = editing?.draft else { return }
        if let reason = draft.invalidReason { return presentSave(.invalid(reason: reason)) }
        await write(draft.preparedForSaving())
    }

    private func answered(_ answer: EditCard.SaveCard.Answer) async {
        guard let refused = refusedSave else { return }
        refusedSave = nil
        switch answer {
        case .overwrite:
            await write(refused.card.overwriting(refused.refusal))
        case .keepEditing:
            switch refused.refusal {
            case .changed(let change): presentSave(.notOverwritten(change.source))
            case .deleted: presentSave(.notSavedAgain)
            }
        }
    }

    private func write(_ saved: Card) async {
        isWriting = true
        defer { isWriting = false }
        do {
            didStore(try await worker.store(saved))
        } catch .changedElsewhere(let change) {
            refusedSave = (saved, .changed(change))
            presentSave(.askToOverwrite(change))
        } catch .deletedElsewhere {
            refusedSave = (saved, .deleted)
            presentSave(.askToSaveAgain)
        } catch {
            presentSave(.notStored(error))
        }
    }

    private func didStore(_ saved: Card) {
        let createdHere = editing?.stage == .creating
        editing?.card = saved
        editing?.draft = saved
        editing?.stage = .viewing
        if createdHere { createdIdentifier = saved.identifier }
        presentSave(.saved(createdHere: createdHere))
        upload(saved)
    }

    /// The card is safe in the store; the upload's answer may come after the scene has gone. The request is a task of
    /// its own, not the scene's: it holds the worker, the presenter and the card, not the interactor.
    private func upload(_ saved: Card) {
        let (worker, presenter) = (worker, presenter)
        backendRequests.append(
            Task {
                let outcome: EditCard.SaveCard.Outcome
                do throws(NetworkError) {
                    try await worker.upload(saved)
                    outcome = .uploaded
                } catch {
                    outcome = .uploadFailed(error)
                }
                presenter?.presentSave(response: EditCard.SaveCard.Response(outcome: outcome, card: saved))
            })
    }

    private func presentSave(_ outcome: EditCard.SaveCard.Outcome) {
        guard let card = editing?.card else { return }
        presenter?.presentSave(response: EditCard.SaveCard.Response(outcome: outcome, card: card))
    }
}
