import MyCardsUI

/// Wires the VIP variant: the first scene gets the run's services and the running app; each router builds the next
/// scene, which its configurator wires.
@MainActor
package enum VIPCompositionRoot {
    package static func makeRoot(context: AppContext) -> any Screen {
        CardsViewController(context: context)
    }
}
