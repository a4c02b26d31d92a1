import MyCardsKit
import MyCardsUI

/// Wires the TEA variant: the clients over the run's services, the one store with the app's reducer and first state,
/// and the host that shows it; the Cards screen is the first screen. With `--trace`, the services and the shell are
/// traced, and so are the arrows between the screens and the store.
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
        return AppHost(store: store, context: context, routes: routes(context.tracer)).root
    }

    /// With `--trace`: each action a screen sends to the store is a line (the store's effects then name the store as
    /// their caller), and so is each new state the host draws.
    static func routes(_ tracer: any Tracing) -> StoreRoutes {
        guard tracer.isEnabled else { return StoreRoutes() }
        let render = BoundaryRoute(tracer: tracer, holder: "Store", receiver: "AppHost")
        return StoreRoutes(
            send: { sender, message, body in
                BoundaryRoute(tracer: tracer, holder: sender, receiver: "Store").call(message, body)
            },
            render: { body in render.notify("render(AppState)", body) })
    }
}
