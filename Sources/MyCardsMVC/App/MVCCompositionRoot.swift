import MyCardsKit
import MyCardsUI

/// Wires the MVC variant: the services of the run into the first controller, which builds the rest.
@MainActor
enum MVCCompositionRoot {
    static func makeRoot(services: AppServices, shell: AppShell) -> any Screen {
        let dependencies = MVCDependencies(
            cards: services.cards, network: services.network, photoLibrary: services.photoLibrary,
            camera: services.camera, shell: shell, tracer: services.tracer, theme: shell.theme,
            photoCache: shell.photoCache)
        return CardsViewController(dependencies: dependencies)
    }
}
