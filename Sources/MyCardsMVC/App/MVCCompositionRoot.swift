import MyCardsKit
import MyCardsUI

/// Wires the MVC variant: the services of the run into the first controller, which builds the rest. With
/// `--trace`, the services and the shell are traced here; MVC has no protocols between its own roles to trace.
@MainActor
enum MVCCompositionRoot {
    static func makeRoot(services: AppServices, shell: AppShell) -> any Screen {
        CardsViewController(dependencies: MVCDependencies(services: services, shell: shell).tracingBoundaries())
    }
}
