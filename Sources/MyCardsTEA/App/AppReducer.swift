import MyCardsDisplayData
import MyCardsKit

/// The app's reducer: the Cards reducer on `cards`, each pushed screen's reducer on its element of `path` (its
/// effects scoped to the screen's id), and the parent's part — what the screens' delegate actions ask: push, pop,
/// hand a photo back to its form, upload a saved card, tell the backend of a delete. Every effect of a screen that
/// leaves the path is cancelled, and every effect at all when the app quits. The status line follows from the state
/// (`AppState.statusLine`); the reducer keeps a busy message whose screen leaves (`carried`).
enum AppReducer {
    static func reduce(into state: inout AppState, action: AppAction) -> Effect<AppAction> {
        let before = state
        let effect = reduceAction(into: &state, action: action)
        let left = before.path.map(\.id).filter { id in !state.path.contains { $0.id == id } }
        settleStatusLine(from: before, into: &state)
        let quitting: [Effect<AppAction>] = state.isQuitting && !before.isQuitting ? [.cancelAll] : []
        return .merge([effect] + left.map { Effect.cancel(scope: $0) } + quitting)
    }

    /// The status line keeps work that is still running in view, as the shell places the other four's messages
    /// (`ScreenStatuses`): a busy message whose screen has just left stays, carried, and every message waiting on
    /// the screens below is older than it, so they go; it stays until the screen on top has a message of its own.
    private static func settleStatusLine(from before: AppState, into state: inout AppState) {
        if let shown = before.statusLine, shown.busy, shown == before.topStatus.message, let top = before.path.last,
            !state.path.contains(where: { $0.id == top.id })
        {
            state.carried.show(shown.text, busy: true, isError: shown.isError)
            state.cards.status.clear()
            for index in state.path.indices { state.path[index].destination.status.clear() }
        }
        if state.topStatus.message != nil { state.carried.clear() }
    }

    private static func reduceAction(into state: inout AppState, action: AppAction) -> Effect<AppAction> {
        switch action {
        case .cards(let action):
            let effect = CardsReducer.reduce(into: &state.cards, action: action).map(AppAction.cards)
            guard case .delegate(let delegate) = action else { return effect }
            return .merge(effect, cards(delegate, in: &state))
        case .path(let id, let action):
            guard let index = state.path.firstIndex(where: { $0.id == id }) else { return .none }
            let effect = DestinationReducer.reduce(into: &state.path[index].destination, action: action)
                .map { AppAction.path(id, $0) }.scoped(to: id)
            return .merge(effect, destination(id, action, in: &state))
        case .uploaded(let card, let owner, nil):
            show(Messages.uploaded, about: owner, in: &state)
            return .markUploaded(card)
        case .uploaded(_, let owner, let error?):
            show(
                unsent(error, offline: Messages.savedOffline, failed: Messages.uploadFailed), isError: true,
                about: owner, in: &state)
            return .none
        case .deletedOnBackend(let identifier, let owner, nil):
            show(Messages.deletedOnBackend, about: owner, in: &state)
            return .markDeletedOnBackend(identifier)
        case .deletedOnBackend(_, let owner, let error?):
            show(
                unsent(error, offline: Messages.deletedOffline, failed: Messages.backendDeleteFailed), isError: true,
                about: owner, in: &state)
            return .none
        }
    }

    private static func cards(_ delegate: CardsAction.Delegate, in state: inout AppState) -> Effect<AppAction> {
        switch delegate {
        case .open(let card): push(.cardDetails(CardDetailsState(card: card, mode: .normal)), in: &state)
        case .create(let card): push(.cardDetails(CardDetailsState(card: card, mode: .create)), in: &state)
        case .quit: state.isQuitting = true
        }
        return .none
    }

    private static func destination(
        _ id: DestinationID, _ action: DestinationAction, in state: inout AppState
    ) -> Effect<AppAction> {
        switch action {
        case .cardDetails(.delegate(let delegate)):
            return cardDetails(id, delegate, in: &state)
        case .cardPhoto(.delegate(.close)), .code(.delegate(.close)), .photoLibrary(.delegate(.close)),
            .crop(.delegate(.cancel)), .camera(.delegate(.close)):
            pop(id, in: &state)
        case .photoLibrary(.delegate(.picked(let image))):
            push(.crop(CropState(image: image)), in: &state)
        case .crop(.delegate(.cropped(let photo))), .camera(.delegate(.captured(let photo))):
            return handBack(photo, in: &state)
        default:
            break
        }
        return .none
    }

    private static func cardDetails(
        _ id: DestinationID, _ delegate: CardDetailsAction.Delegate, in state: inout AppState
    ) -> Effect<AppAction> {
        switch delegate {
        case .close:
            pop(id, in: &state)
        case .showPhoto(let photo, let side):
            push(.cardPhoto(CardPhotoState(photo: photo, side: side)), in: &state)
        case .showCode(let card):
            push(.code(CodeState(card: card)), in: &state)
        case .takePhoto(let source, let side):
            state.photoRequest = PhotoRequest(form: id, side: side)
            let screen: Destination =
                switch source {
                case .camera: .camera(CameraState())
                case .library: .photoLibrary(PhotoLibraryState(folder: state.photoFolder))
                }
            push(screen, in: &state)
        case .saved(let card, let wasCreating):
            // The upload outlives the screen (its answer shows wherever the user is): it is the app's effect.
            if wasCreating {
                state.cards.selectionAfterReload = card.identifier
                pop(id, in: &state)
            }
            return .upload(card, owner: id)
        case .deleted(let identifier):
            pop(id, in: &state)
            return .deleteOnBackend(identifier, owner: id)
        }
        return .none
    }

    /// The form that asked for a photo is the top again, and gets it.
    private static func handBack(_ photo: Photo, in state: inout AppState) -> Effect<AppAction> {
        guard let request = state.photoRequest, let index = state.path.firstIndex(where: { $0.id == request.form })
        else { return .none }
        state.photoRequest = nil
        state.path.removeSubrange((index + 1)...)
        return .send(.path(request.form, .cardDetails(.photoReceived(photo, request.side))))
    }

    private static func push(_ destination: Destination, in state: inout AppState) {
        state.path.append(PathElement(id: DestinationID(rawValue: state.nextID), destination: destination))
        state.nextID += 1
    }

    /// Removes the screen `id` and any above it.
    private static func pop(_ id: DestinationID, in state: inout AppState) {
        guard let index = state.path.firstIndex(where: { $0.id == id }) else { return }
        state.path.removeSubrange(index...)
    }

    /// A change the backend was not told of: with `--offline` not telling it is the user's choice, said as such
    /// (`offline`); otherwise the failure, with why.
    private static func unsent(_ error: NetworkError, offline: String, failed: (NetworkError) -> String) -> String {
        error == .disabled ? offline : failed(error)
    }

    /// A message about the Card screen `owner`, or, when it is gone, about the screen the user is on.
    private static func show(
        _ text: String, isError: Bool = false, about owner: DestinationID, in state: inout AppState
    ) {
        guard let index = state.path.firstIndex(where: { $0.id == owner }) else {
            return state.topStatus.show(text, isError: isError)
        }
        state.path[index].destination.status.show(text, isError: isError)
    }
}
