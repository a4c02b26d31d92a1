import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// The photo library on the navigation stack: draws `PhotoLibraryState` with the shared `PhotoLibraryView` and turns
/// its events (and the screen appearing or not) into actions.
@MainActor
final class PhotoLibraryViewController: ScreenHosting, DestinationHosting {
    let hostedView: PhotoLibraryView
    private let send: @MainActor (PhotoLibraryAction) -> Void

    init(theme: Theme, send: @escaping @MainActor (PhotoLibraryAction) -> Void) {
        self.send = send
        hostedView = PhotoLibraryView(theme: theme)
        hostedView.onSelectionChange = { send(.selectionChanged($0)) }
        hostedView.onPick = { send(.pickTapped($0)) }
        hostedView.onClose = { send(.closeTapped) }
    }

    func update(_ destination: Destination) {
        guard case .photoLibrary(let state) = destination else { return }
        let data = PhotoLibraryDisplayData(
            folder: state.folder,
            items: state.items?.map { ListItem($0.name, disabledReason: $0.problem?.message) },
            preview: state.preview, problem: state.problem)
        if data != hostedView.data { hostedView.data = data }
    }

    func screenWillAppear() {
        send(.appeared)
    }

    func screenDidDisappear() {
        send(.disappeared)
    }
}
