import MyCardsKit

/// How a traced run stands in front of a role a holder sees as `Role` (a protocol, or a composition of protocols):
/// the class a variant's tracing module generated for it (`TracedCardsViewOutput`), made with the link it reports
/// through; or, for a role of a protocol with associated types (TEA's `ViewStore<State, Action>`), whatever proxy
/// `match` makes of it.
public struct ProxyKind {
    /// Nil for a kind that matches its roles itself.
    let key: ObjectIdentifier?
    /// Whether the class can hold its role weakly: a screen's stand-in must, as the shell alone keeps a screen alive.
    /// A class with a requirement that answers a value cannot: without its role it would have nothing to answer.
    let holdsWeakly: Bool
    let make: @MainActor (Any, ProxyLink) -> AnyObject?
    let match: (@MainActor (Any, Any, any Tracing) -> AnyObject?)?

    public init<Role>(
        _ role: Role.Type, holdsWeakly: Bool, _ make: @escaping @MainActor (Role, ProxyLink) -> AnyObject
    ) {
        key = ObjectIdentifier(role)
        self.holdsWeakly = holdsWeakly
        self.make = { base, link in (base as? Role).map { make($0, link) } }
        match = nil
    }

    /// A kind for roles `match` recognises (by a cast to a protocol with associated types, which no key names): it
    /// answers their proxy, held as the holder holds it, or nil for a role not of its kind.
    public init(match: @escaping @MainActor (_ role: Any, _ holder: Any, any Tracing) -> AnyObject?) {
        key = nil
        holdsWeakly = false
        make = { _, _ in nil }
        self.match = match
    }
}
