import MyCardsKit
import MyCardsMVC
import MyCardsTracing
import MyCardsUI

/// The MVC variant as a run makes it: its composition root, with the shared services and the shell traced when the
/// run has `--trace`. MVC has no protocols between its roles, so nothing stands between them.
package enum MVCTracing {
    @MainActor
    package static func makeRoot(services: AppServices, shell: AppShell) -> any Screen {
        MVCCompositionRoot.makeRoot(context: AppContext(services: services, shell: shell).traced(by: kinds))
    }

    /// What stands between MVC's roles in a traced run: nothing.
    @MainActor
    package static var kinds: [ProxyKind] { [] }
}
