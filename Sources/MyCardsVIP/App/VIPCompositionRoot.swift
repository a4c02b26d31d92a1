import MyCardsKit
import MyCardsUI

/// Wires the VIP variant: the first scene gets the run's services; each router builds the next scene, which its
/// configurator wires. With `--trace`, the services and the shell are traced here, the arrows between roles by
/// the configurators.
@MainActor
enum VIPCompositionRoot {
    static func makeRoot(services: AppServices, shell: AppShell) -> any Screen {
        CardsViewController(context: SceneContext(services: services, shell: shell).tracingBoundaries())
    }
}
