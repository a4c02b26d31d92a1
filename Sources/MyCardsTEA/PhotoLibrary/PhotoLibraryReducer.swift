import MyCardsDisplayData
import MyCardsKit

/// The photo library's decisions: list the folder once, decode the selected file for the preview, grey out files that
/// turn out unreadable, and hand the picked picture to Crop. Pure: the folder is read through effects.
enum PhotoLibraryReducer {
    static func reduce(into state: inout PhotoLibraryState, action: PhotoLibraryAction) -> Effect<PhotoLibraryAction> {
        switch action {
        case .appeared:
            // Listed once: coming back from Crop keeps the list, the selection and the preview.
            state.isOnScreen = true
            guard !state.hasAppeared else { return .none }
            state.hasAppeared = true
            return .listItems
        case .disappeared:
            state.isOnScreen = false
            return .none
        case .listed(.success(let items)):
            state.items = items
            return items.isEmpty ? .none : loadPreview(of: state.selection, in: &state)
        case .listed(.failure(let error)):
            state.problem = Messages.photoLibraryUnavailable(error)
            return .none
        case .selectionChanged(let index):
            state.selection = index
            return loadPreview(of: index, in: &state)
        case .previewDecoded(let index, .success(let image)):
            // The user may have moved on while this file was decoding: only the selected file is previewed.
            guard state.selection == index else { return .none }
            state.previewed = PhotoLibraryState.Previewed(index: index, image: image)
            state.preview = .image(image)
            return .none
        case .pickTapped(let index):
            return pick(index, in: &state)
        case .pickDecoded(_, .success(let image)):
            state.pickInFlight = nil
            return state.isOnScreen ? .send(.delegate(.picked(image))) : .none
        case .previewDecoded(let index, .failure(let error)), .pickDecoded(let index, .failure(let error)):
            unreadable(index, error, in: &state)
            return .none
        case .closeTapped:
            return .send(.delegate(.close))
        case .delegate:
            return .none
        }
    }

    private static func loadPreview(of index: Int, in state: inout PhotoLibraryState) -> Effect<PhotoLibraryAction> {
        guard let items = state.items, items.indices.contains(index) else { return .none }
        if let problem = items[index].problem {
            state.preview = .unavailable(problem.message)
            return .none
        }
        if let previewed = state.previewed, previewed.index == index {
            state.preview = .image(previewed.image)
            return .none
        }
        state.preview = .none
        return .decodePreview(index, items[index])
    }

    private static func pick(_ index: Int, in state: inout PhotoLibraryState) -> Effect<PhotoLibraryAction> {
        guard state.pickInFlight == nil, let items = state.items, items.indices.contains(index),
            items[index].isPickable
        else { return .none }
        if let previewed = state.previewed, previewed.index == index {
            return .send(.delegate(.picked(previewed.image)))
        }
        state.pickInFlight = index
        return .decodePick(index, items[index])
    }

    /// A file that does not decode is greyed out for good, and a pick of it says why.
    private static func unreadable(_ index: Int, _ error: ImageError, in state: inout PhotoLibraryState) {
        guard let item = state.items?[index] else { return }
        state.items?[index] = PhotoLibraryItem(url: item.url, problem: error)
        if state.pickInFlight == index {
            state.pickInFlight = nil
            state.status.show(Messages.photoUnreadable(name: item.name, error), isError: true)
        }
        if state.selection == index { state.preview = .unavailable(error.message) }
    }
}
