import MyCardsKit
import MyCardsTEA
import MyCardsTracing
import MyCardsUI

/// The TEA variant as a run makes it: its composition root, with the shared services and the shell traced when the
/// run has `--trace`, and the store the host reaches decorated from outside (`TracedViewStore`), as TCA's
/// `_printChanges` decorates a reducer.
package enum TEATracing {
    @MainActor
    package static func makeRoot(services: AppServices, shell: AppShell) -> any Screen {
        TEACompositionRoot.makeRoot(context: AppContext(services: services, shell: shell).traced(by: kinds))
    }

    /// What stands between TEA's roles in a traced run: the decorated store, between the host and the store.
    @MainActor
    package static var kinds: [ProxyKind] {
        [
            ProxyKind { role, holder, tracer in
                (role as? any ViewStore).map { traced($0, holder: holder, tracer: tracer) }
            }
        ]
    }

    /// The store opened to its own type, which the decoration is generic over.
    @MainActor
    private static func traced<Base: ViewStore>(_ base: Base, holder: Any, tracer: any Tracing) -> AnyObject {
        TracedViewStore(base, holder: holder, tracer: tracer)
    }
}

/// The store as a traced run's host reaches it: each action a screen sends is a line (`CardsViewController ->
/// Store: send(CardsAction)`), inside which the store's effects name the store as their caller, and each new state
/// the host draws is another (`Store -> AppHost: render(AppState)`), inside which the host's calls are its own.
@MainActor
final class TracedViewStore<Base: ViewStore>: ViewStore, TracedBoundary {
    private let base: Base
    private let sending: BoundaryRoute
    private let rendering: BoundaryRoute

    init(_ base: Base, holder: Any, tracer: any Tracing) {
        self.base = base
        sending = BoundaryRoute(tracer: tracer, holder: holder, receiver: base)
        rendering = BoundaryRoute(tracer: tracer, holder: base, receiver: holder)
    }

    var state: Base.State { base.state }

    func send(_ action: Base.Action) {
        sending.call("send(\(Self.screenAction(in: action)))") { base.send(action) }
    }

    func observe(_ observer: @escaping @MainActor (_ old: Base.State, _ new: Base.State) -> Void) {
        let (rendering, message) = (rendering, "render(\(Base.State.self))")
        base.observe { old, new in rendering.notify(message) { observer(old, new) } }
    }

    /// The type of the screen's own action inside the app's: `CardsAction` in `.cards(.appeared)`,
    /// `CardDetailsAction` in `.path(#2, .cardDetails(.edit))` (a case's values come as a tuple).
    static func screenAction(in sent: Any) -> String {
        var value = sent
        while let inner = Mirror(reflecting: value).children.lazy.compactMap({ action(in: $0.value) }).last {
            value = inner
        }
        return "\(type(of: value))"
    }

    private static func action(in value: Any) -> Any? {
        if isAction(value) { return value }
        return Mirror(reflecting: value).children.lazy.map(\.value).last(where: isAction)
    }

    private static func isAction(_ value: Any) -> Bool {
        "\(type(of: value))".hasSuffix("Action")
    }
}
