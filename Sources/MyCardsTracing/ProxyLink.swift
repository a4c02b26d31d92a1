import MyCardsKit

/// What a generated proxy reports through and lives by: its route (the trace line of each call), whether it holds
/// its role weakly, and the proxies that must live exactly as long as it does. A proxy holds its link; the run's
/// index holds links weakly, so a link goes with its proxy and its index entries read nil from then on.
public final class ProxyLink: Sendable {
    public let route: BoundaryRoute
    public let holdsWeakly: Bool
    private let kept = KeptProxies()

    init(route: BoundaryRoute, holdsWeakly: Bool = false) {
        self.route = route
        self.holdsWeakly = holdsWeakly
    }

    /// The link of a proxy answered by a traced getter (an MVVM view model's `inputs`): the same holder, another
    /// receiver, nothing indexed.
    public func routing(to receiver: Any) -> ProxyLink {
        ProxyLink(route: route.routing(to: receiver))
    }

    /// Keeps `proxy` for as long as this link's proxy lives, or, when `holder` is given, until that holder has gone
    /// too (a child module's output, kept by its parent's owning proxy, goes with the child): the ones whose holder
    /// has gone are let go at the next `keep`, so what a link keeps is what live roles hold.
    @MainActor
    func keep(_ proxy: AnyObject, heldBy holder: AnyObject?) {
        kept.keep(proxy, heldBy: holder)
    }
}

/// The proxies a link keeps alive, touched only on the main actor, where every proxy is made and kept.
@MainActor
private final class KeptProxies {
    private struct Kept {
        let proxy: AnyObject
        weak var holder: AnyObject?
        let hasHolder: Bool
    }

    private var kept: [Kept] = []

    nonisolated init() {}

    func keep(_ proxy: AnyObject, heldBy holder: AnyObject?) {
        kept.removeAll { $0.hasHolder && $0.holder == nil }
        kept.append(Kept(proxy: proxy, holder: holder, hasHolder: holder != nil))
    }
}

/// A traced run's links by the object each stands for: the link of the proxy that owns a role (the first one a
/// composition root put in front of it), and of a proxy a role holds. Entries are weak: nothing here keeps anything
/// alive, and each lookup is one dictionary access. Only the interposer, on the main actor, reads and writes it, so
/// the compiler checks it; a link may go on any thread, so its entries are not removed as it goes but read nil, and
/// each registration first drops the entries that do.
@MainActor
final class ProxyIndex {
    private struct Entry {
        weak var link: ProxyLink?
        /// The object the entry is about, to tell it from a later object at the same address.
        weak var object: AnyObject?

        var isLive: Bool { link != nil && object != nil }
    }

    private var owners: [ObjectIdentifier: Entry] = [:]
    private var held: [ObjectIdentifier: Entry] = [:]

    nonisolated init() {}

    /// The entries kept: live ones, and those gone since the last registration.
    var count: Int { owners.count + held.count }

    /// The link of the proxy that owns `role`, while it lives.
    func owner(of role: AnyObject) -> ProxyLink? {
        Self.live(owners[ObjectIdentifier(role)], for: role)
    }

    /// The link of a proxy `holder` holds, while it lives.
    func link(heldBy holder: AnyObject) -> ProxyLink? {
        Self.live(held[ObjectIdentifier(holder)], for: holder)
    }

    /// `link`'s proxy owns `role`, and `holder` (when it is an object, not a type) holds it.
    func register(_ link: ProxyLink, owning role: AnyObject, heldBy holder: AnyObject?) {
        owners = owners.filter(\.value.isLive)
        held = held.filter(\.value.isLive)
        owners[ObjectIdentifier(role)] = Entry(link: link, object: role)
        guard let holder else { return }
        held[ObjectIdentifier(holder)] = Entry(link: link, object: holder)
    }

    private static func live(_ entry: Entry?, for object: AnyObject) -> ProxyLink? {
        guard let entry, entry.object === object else { return nil }
        return entry.link
    }
}
