import MyCardsKit
import MyCardsTracing
import MyCardsUI
import MyCardsVIPER

/// The VIPER variant as a run makes it: its composition root, with the shared services and the shell traced when the
/// run has `--trace`, and every arrow its builders connect behind the proxy of the protocol the holder sees
/// (`GeneratedProxies`, which the TracedProxies plugin writes from the module's protocols at build time).
package enum VIPERTracing {
    @MainActor
    package static func makeRoot(services: AppServices, shell: AppShell) -> any Screen {
        VIPERCompositionRoot.makeRoot(context: AppContext(services: services, shell: shell).traced(by: kinds))
    }

    /// What stands between VIPER's roles in a traced run: a generated proxy per protocol.
    @MainActor
    package static var kinds: [ProxyKind] { GeneratedProxies.kinds }
}
