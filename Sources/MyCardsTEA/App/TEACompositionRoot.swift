import MyCardsUI

/// Wires the TEA variant: the clients over the run's services, the one store with the app's reducer and first state,
/// and the host that shows it; the Cards screen is the first screen.
@MainActor
package enum TEACompositionRoot {
    package static func makeRoot(context: AppContext) -> any Screen {
        makeRoot(context: context, environment: nil)
    }

    /// `environment`: the clients, when a test gives others than the context's services.
    static func makeRoot(context: AppContext, environment: AppEnvironment?) -> CardsViewController {
        let store = Store(
            initialState: AppState(photoFolder: context.photoLibrary.folder.path), reducer: AppReducer.reduce,
            environment: environment ?? AppEnvironment(context: context))
        let root = CardsViewController(theme: context.theme, photoCache: context.photoCache)
        root.app = AppHost(store: store, root: root, context: context)
        return root
    }
}
