import MyCardsDisplayData
import MyCardsKit

/// The Card screen's decisions: follow the store (but not while the card is being deleted), edit a draft, mark a
/// favourite, read the number off a photo that comes back, validate and save (asking before overwriting another
/// window's change), delete, ask before discarding. Pure: the store, the barcode reader and the screens it opens are
/// effects and delegate actions.
enum CardDetailsReducer {
    static func reduce(into state: inout CardDetailsState, action: CardDetailsAction) -> Effect<CardDetailsAction> {
        switch action {
        case .appeared:
            // The card may have changed since the list read it; a new card has nothing stored to follow.
            guard !state.hasAppeared, state.mode != .create else { return .none }
            state.hasAppeared = true
            return .merge(.observeStore, .readCard(state.card.identifier))
        case .storeChanged:
            // Not the card being deleted: the store announces the removal before it answers.
            guard !state.isDeleting else { return .none }
            return .readCard(state.card.identifier)
        case .cardRead(let stored):
            // The form keeps what the user typed: its save finds out about the change and asks.
            guard state.mode == .normal, let stored else { return .none }
            state.card = stored
            state.draft = stored
            return .none
        case .editTapped:
            state.mode = .edit
            state.draft = state.card
            state.status.dropError()
            return .none
        case .showPhotoTapped(let side):
            return .send(.delegate(.showPhoto(state.card[side], side)))
        case .backTapped:
            return .send(.delegate(.close))
        case .showCodeTapped:
            return .send(.delegate(.showCode(state.card)))
        case .favouriteTapped:
            return .setFavourite(!state.card.isFavourite, state.card.identifier)
        case .favouriteAnswered(let result):
            favourite(result, in: &state)
            return .none
        case .nameChanged(let name):
            state.draft.name = name
            return .none
        case .numberChanged(let number):
            state.draft.setNumber(typed: number)
            return .none
        case .barcodeChanged(let barcode):
            state.draft.barcode = barcode
            return .none
        case .choosePhotoTapped(let side):
            state.photoSourceMenu = side
            return .none
        case .photoSourceChosen(let source):
            let side = state.photoSourceMenu
            state.photoSourceMenu = nil
            guard let side, let source else { return .none }
            return .send(.delegate(.takePhoto(source, side)))
        case .photoReceived(let photo, let side):
            state.draft[side] = photo
            return state.draft.hasNumber ? .none : .scanNumber(photo)
        case .numberRead(let found):
            // Unless a number was typed (or the form left) meanwhile; nothing found says nothing.
            guard let found, state.mode.isEditing, !state.draft.hasNumber else { return .none }
            (state.draft.number, state.draft.barcode) = (found.number, found.barcode)
            state.status.show(Messages.readFromPhoto(found))
            return .none
        case .saveTapped:
            return save(&state)
        case .saveAnswered(let saved, let result):
            return saveAnswered(saved, result, in: &state)
        case .questionAnswered(let yes):
            return answered(yes, in: &state)
        case .deleteTapped:
            state.question = .delete(name: state.card.trimmedName)
            return .none
        case .removeAnswered(nil):
            state.status.show(Messages.deleted, busy: true)
            return .send(.delegate(.deleted(state.card.identifier)))
        case .removeAnswered(let error?):
            state.isDeleting = false
            state.status.show(Messages.storeFailed(error), isError: true)
            return .none
        case .cancelTapped:
            guard state.draft != state.card else { return leaveForm(&state) }
            state.question = .discard
            return .none
        case .delegate:
            return .none
        }
    }

    /// A local mark, not an edit: a form opened meanwhile keeps what was typed but saves at the new revision, with
    /// the mark.
    private static func favourite(_ result: Result<Card, PersistenceError>, in state: inout CardDetailsState) {
        switch result {
        case .success(let stored):
            state.card = stored
            state.draft.adoptMarkAndRevision(of: stored)
            state.status.show(stored.isFavourite ? Messages.addedToFavourites : Messages.removedFromFavourites)
        case .failure(let error):
            state.status.show(Messages.storeFailed(error), isError: true)
        }
    }

    private static func save(_ state: inout CardDetailsState) -> Effect<CardDetailsAction> {
        // A second Ctrl-S read with the first would write the same revision again and be taken for a conflict.
        guard !state.isWriting else { return .none }
        if let reason = state.draft.invalidReason {
            state.status.show(Messages.invalid(reason), isError: true)
            return .none
        }
        return write(state.draft.preparedForSaving(), in: &state)
    }

    /// Saves `saved` as read at its revision; another window's change or delete in between makes it ask.
    private static func write(_ saved: Card, in state: inout CardDetailsState) -> Effect<CardDetailsAction> {
        state.isWriting = true
        return .save(saved)
    }

    /// The card is safe in the store from here on; the app uploads it behind whatever screen comes next.
    private static func saveAnswered(
        _ saved: Card, _ result: Result<Card, PersistenceError>, in state: inout CardDetailsState
    ) -> Effect<CardDetailsAction> {
        state.isWriting = false
        switch result {
        case .success(let stored):
            state.status.show(Messages.saved, busy: true)
            let wasCreating = state.mode == .create
            state.card = stored
            state.draft = stored
            state.mode = .normal
            return .send(.delegate(.saved(stored, wasCreating: wasCreating)))
        case .failure(let error):
            if let refusal = SaveRefusal(error) {
                state.question = .overwrite(saved, refusal)
            } else {
                state.status.show(Messages.storeFailed(error), isError: true)
            }
            return .none
        }
    }

    /// `y` to an overwrite writes over what is stored now (or makes the deleted card again); `n` writes nothing and
    /// keeps the form with the user's changes.
    private static func answered(_ yes: Bool, in state: inout CardDetailsState) -> Effect<CardDetailsAction> {
        let question = state.question
        state.question = nil
        switch question {
        case .discard where yes:
            return leaveForm(&state)
        case .delete where yes:
            state.isDeleting = true
            return .remove(state.card.identifier)
        case .overwrite(let saved, let refusal) where yes:
            return write(saved.overwriting(refusal), in: &state)
        case .overwrite(_, .changed(let change)):
            state.status.show(
                change.source == .backend ? Messages.notSavedUpdatedFromBackend : Messages.notSavedChangedElsewhere,
                isError: true)
            return .none
        case .overwrite(_, .deleted):
            state.status.show(Messages.notSavedAgain, isError: true)
            return .none
        case .discard, .delete, nil:
            return .none
        }
    }

    /// Edit goes back to the card as it was and then as it is stored now, which another window may have changed
    /// meanwhile; create goes back to Cards.
    private static func leaveForm(_ state: inout CardDetailsState) -> Effect<CardDetailsAction> {
        guard state.mode != .create else { return .send(.delegate(.close)) }
        state.mode = .normal
        state.draft = state.card
        state.status.dropError()
        return .readCard(state.card.identifier)
    }
}
