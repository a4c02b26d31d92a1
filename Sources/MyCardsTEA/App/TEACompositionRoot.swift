import MyCardsKit
import MyCardsUI

/// Wires the TEA variant: the clients over the run's services (traced with `--trace`), the one store with the app's
/// reducer and first state, and the host that shows it; the Cards screen is the first screen.
@MainActor
enum TEACompositionRoot {
    static func makeRoot(services: AppServices, shell: AppShell) -> any Screen {
        makeRoot(context: AppContext(services: services, shell: shell).tracingBoundaries())
    }

    /// `environment`: the clients, when a test gives others than the context's services.
    static func makeRoot(context: AppContext, environment: AppEnvironment? = nil) -> CardsViewController {
        let store = Store(
            initialState: AppState(photoFolder: context.photoLibrary.folder.path), reducer: AppReducer.reduce,
            environment: environment ?? AppEnvironment(context: context))
        return AppHost(store: store, context: context).root
    }
}
