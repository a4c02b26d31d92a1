import MyCardsKit
import MyCardsMVVM
import MyCardsTracing
import MyCardsUI

/// The MVVM variant as a run makes it: its composition root, with the shared services and the shell traced when the
/// run has `--trace`, and each view model behind the proxy of the protocol its screen sees (`GeneratedProxies`, which
/// the TracedProxies plugin writes from the module's protocols at build time).
package enum MVVMTracing {
    @MainActor
    package static func makeRoot(services: AppServices, shell: AppShell) -> any Screen {
        MVVMCompositionRoot.makeRoot(context: AppContext(services: services, shell: shell).traced(by: kinds))
    }

    /// What stands between MVVM's roles in a traced run: a generated proxy per protocol.
    @MainActor
    package static var kinds: [ProxyKind] { GeneratedProxies.kinds }
}
