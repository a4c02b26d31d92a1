import MyCardsKit
import MyCardsUI

/// A traced run's `Interposing`: in front of each role a composition root interposes, the generated proxy of the
/// protocol the holder sees (`ProxyKind`), so every call through it is a trace line; and what lives how long stays
/// as without tracing (Docs/Tracing.md, "Lifetimes"):
///
/// - The first proxy of a role owns it: it holds the role strongly and is held as the holder would hold the role.
///   Composition roots give a role to the holder that owns it first (a view its presenter, a view controller its
///   interactor).
/// - A later proxy of the same role (an interactor's weak output, a child module's output) also holds the role
///   strongly, and lives as long as the owning proxy: a role that keeps it strongly (an interactor keeping its output
///   while an upload is out) keeps the role, and once nothing owns the role, the holder's weak reference reads nil.
/// - A screen is kept by the shell alone: its proxy holds it weakly and lives as long as a proxy the screen holds, so
///   it goes when the screen goes.
///
/// A role of a protocol with associated types (TEA's store) gets the proxy of the kind that matches it, held as the
/// holder holds it. A role no proxy can stand in front of is handed over as it is, untraced, and named in `untraced`.
@MainActor
public final class ProxyInterposer: Interposing {
    private let tracer: any Tracing
    private let kinds: [ObjectIdentifier: ProxyKind]
    private let matching: [ProxyKind]
    private let index = ProxyIndex()
    /// What was handed over untraced: `Role for Holder`, each time.
    public private(set) var untraced: [String] = []

    public init(tracer: any Tracing, kinds: [ProxyKind]) {
        self.tracer = tracer
        self.kinds = Dictionary(
            kinds.compactMap { kind in kind.key.map { ($0, kind) } }, uniquingKeysWith: { first, _ in first })
        matching = kinds.filter { $0.match != nil }
    }

    public func interpose<Role>(_ role: Role, for holder: Any) -> Role {
        if role is any TracedBoundary { return role }
        guard let kind = kinds[ObjectIdentifier(Role.self)] else {
            let matched = matching.lazy.compactMap { $0.match?(role, holder, self.tracer) as? Role }.first
            return matched ?? untraced(role, for: holder)
        }
        let base = role as AnyObject
        let route = BoundaryRoute(tracer: tracer, holder: holder, receiver: base)
        let holdingRole = Self.object(holder)
        if base is any Screen {
            guard kind.holdsWeakly, let anchor = index.link(heldBy: base),
                let proxy = kind.make(role, ProxyLink(route: route, holdsWeakly: true))
            else { return untraced(role, for: holder) }
            anchor.keep(proxy, heldBy: holdingRole)
            return proxy as? Role ?? role
        }
        if let owner = index.owner(of: base) {
            guard let proxy = kind.make(role, ProxyLink(route: route)) else { return untraced(role, for: holder) }
            owner.keep(proxy, heldBy: holdingRole)
            return proxy as? Role ?? role
        }
        let link = ProxyLink(route: route)
        guard let proxy = kind.make(role, link) else { return untraced(role, for: holder) }
        index.register(link, owning: base, heldBy: holdingRole)
        return proxy as? Role ?? role
    }

    /// The holder as an object, when it is one: not a type (a role going into its holder's initialiser), nor a value.
    private static func object(_ holder: Any) -> AnyObject? {
        guard !(holder is Any.Type), type(of: holder) is AnyClass else { return nil }
        return holder as AnyObject
    }

    /// The entries of its index: one per live owning proxy and per role holding one, and those gone since the last
    /// registration.
    var indexed: Int { index.count }

    private func untraced<Role>(_ role: Role, for holder: Any) -> Role {
        untraced.append("\(Role.self) for \(BoundaryRoute.name(of: holder))")
        return role
    }
}
