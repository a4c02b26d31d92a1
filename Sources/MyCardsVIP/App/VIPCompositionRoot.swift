import MyCardsKit
import MyCardsUI

/// Wires the VIP variant: the first scene gets the run's services; each router builds the next scene.
@MainActor
enum VIPCompositionRoot {
    static func makeRoot(services: AppServices, shell: AppShell) -> any Screen {
        CardsViewController(context: SceneContext(services: services, shell: shell))
    }
}
