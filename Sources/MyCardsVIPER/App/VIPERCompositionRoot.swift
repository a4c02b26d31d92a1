import MyCardsUI

/// Wires the VIPER variant: the first module, assembled by its builder from the run's services and the running app;
/// each router has the builder of the next module assemble it.
@MainActor
package enum VIPERCompositionRoot {
    package static func makeRoot(context: AppContext) -> any Screen {
        CardsBuilder.build(dependencies: context)
    }
}
