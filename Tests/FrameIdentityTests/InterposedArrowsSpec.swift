import MyCardsKit
import MyCardsMVC
import MyCardsMVCTracing
import MyCardsMVVM
import MyCardsMVVMTracing
import MyCardsTEA
import MyCardsTEATracing
import MyCardsTestSupport
import MyCardsTracing
import MyCardsUI
import MyCardsVIP
import MyCardsVIPER
import MyCardsVIPERTracing
import MyCardsVIPTracing
import Nimble
import Testing

/// Every arrow a composition root interposes is traced: over every screen of the frame-identity script, no role was
/// handed over untraced (a protocol the tracing module has no proxy for, a role written without `as any`, a screen
/// wired before it held a proxy).
@MainActor
@Suite("The five variants' traced composition roots", .mainSerialExecutor)
struct InterposedArrowsSpec {
    static let variants: [(name: String, root: @MainActor (AppContext) -> any Screen, kinds: [ProxyKind])] = [
        ("MVC", MVCCompositionRoot.makeRoot, MVCTracing.kinds),
        ("MVVM", MVVMCompositionRoot.makeRoot, MVVMTracing.kinds),
        ("VIPER", VIPERCompositionRoot.makeRoot, VIPERTracing.kinds),
        ("VIP", VIPCompositionRoot.makeRoot, VIPTracing.kinds),
        ("TEA", TEACompositionRoot.makeRoot, TEATracing.kinds),
    ]

    @Test("hand no role over untraced", arguments: ["MVC", "MVVM", "VIPER", "VIP", "TEA"])
    func nothingUntraced(variant: String) async throws {
        let wiring = try #require(Self.variants.first { $0.name == variant })
        var interposer: ProxyInterposer?
        let session = try await ScriptedSession { services, shell in
            let context = AppContext(services: services, shell: shell).traced(by: wiring.kinds)
            interposer = context.interposer as? ProxyInterposer
            return wiring.root(context)
        }

        _ = await session.run(FrameIdentitySpec.script)

        expect(interposer).toNot(beNil())
        expect(interposer?.untraced).to(equal([]))
    }
}
