import MyCardsKit
import MyCardsUI

/// Wires the VIP variant: the first scene gets the run's services; each router builds the next scene.
@MainActor
enum VIPCompositionRoot {
    static func makeRoot(services: AppServices, shell: AppShell) -> any Screen {
        let context = SceneContext(
            cards: services.cards, network: services.network, photoLibrary: services.photoLibrary,
            camera: services.camera, tracer: services.tracer, shell: shell, theme: shell.theme,
            photoCache: shell.photoCache)
        return CardsViewController(context: context)
    }
}
