import MyCardsKit
import MyCardsTracing
import MyCardsUI
import MyCardsVIP

/// The VIP variant as a run makes it: its composition root, with the shared services and the shell traced when the
/// run has `--trace`, and every arrow its configurators connect behind the proxy of the protocol the holder sees
/// (`GeneratedProxies`, which the TracedProxies plugin writes from the module's protocols at build time).
package enum VIPTracing {
    @MainActor
    package static func makeRoot(services: AppServices, shell: AppShell) -> any Screen {
        VIPCompositionRoot.makeRoot(context: AppContext(services: services, shell: shell).traced(by: kinds))
    }

    /// What stands between VIP's roles in a traced run: a generated proxy per protocol.
    @MainActor
    package static var kinds: [ProxyKind] { GeneratedProxies.kinds }
}
