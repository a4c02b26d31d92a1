import MyCardsUI

/// Wires the MVC variant: the run's services and the running app into the first controller, which builds the rest.
/// MVC has no protocols between its own roles: each controller does the work itself.
@MainActor
package enum MVCCompositionRoot {
    package static func makeRoot(context: AppContext) -> any Screen {
        CardsViewController(dependencies: context)
    }
}
