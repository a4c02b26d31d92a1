import Foundation
import MyCardsKit

/// What a generated proxy reports through and lives by: its route (the trace line of each call), whether it holds
/// its role weakly, and the proxies that must live exactly as long as it does. A proxy holds its link; the run's
/// index holds links weakly, so a link goes with its proxy and takes its index entries with it.
public final class ProxyLink: Sendable {
    public let route: BoundaryRoute
    public let holdsWeakly: Bool
    private let kept = KeptProxies()
    private let index: ProxyIndex?
    /// Its entries in the index: the role its proxy owns, the role that holds its proxy.
    fileprivate let entries = Locked(IndexKeys())

    init(route: BoundaryRoute, holdsWeakly: Bool = false, index: ProxyIndex? = nil) {
        self.route = route
        self.holdsWeakly = holdsWeakly
        self.index = index
    }

    deinit {
        index?.remove(self)
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

/// The keys of a link's entries in the index.
private struct IndexKeys: Sendable {
    var owned: ObjectIdentifier?
    var heldBy: ObjectIdentifier?
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
/// composition root put in front of it), and of a proxy a role holds. Entries are weak and leave with their link:
/// nothing here keeps anything alive, and each lookup is one dictionary access.
final class ProxyIndex: @unchecked Sendable {
    // @unchecked: both tables are only touched while holding `lock` (a link may go on any thread).
    private struct Entry {
        weak var link: ProxyLink?
        /// The object the entry is about, to tell it from a later object at the same address.
        weak var object: AnyObject?
    }

    private let lock = NSLock()
    private var owners: [ObjectIdentifier: Entry] = [:]
    private var held: [ObjectIdentifier: Entry] = [:]

    var count: Int { lock.withLock { owners.count + held.count } }

    /// The link of the proxy that owns `role`, while it lives.
    func owner(of role: AnyObject) -> ProxyLink? {
        lock.withLock { Self.live(owners[ObjectIdentifier(role)], for: role) }
    }

    /// The link of a proxy `holder` holds, while it lives.
    func link(heldBy holder: AnyObject) -> ProxyLink? {
        lock.withLock { Self.live(held[ObjectIdentifier(holder)], for: holder) }
    }

    /// `link`'s proxy owns `role`, and `holder` (when it is an object, not a type) holds it.
    func register(_ link: ProxyLink, owning role: AnyObject, heldBy holder: AnyObject?) {
        lock.withLock {
            link.entries.withLock { $0.owned = ObjectIdentifier(role) }
            owners[ObjectIdentifier(role)] = Entry(link: link, object: role)
            guard let holder else { return }
            link.entries.withLock { $0.heldBy = ObjectIdentifier(holder) }
            held[ObjectIdentifier(holder)] = Entry(link: link, object: holder)
        }
    }

    /// Drops a going link's entries: by then they read nil (a weak reference to an object in its `deinit` does),
    /// unless a later link took the key over.
    func remove(_ link: ProxyLink) {
        let keys = link.entries.current
        lock.withLock {
            if let key = keys.owned, owners[key]?.link == nil { owners[key] = nil }
            if let key = keys.heldBy, held[key]?.link == nil { held[key] = nil }
        }
    }

    private static func live(_ entry: Entry?, for object: AnyObject) -> ProxyLink? {
        guard let entry, entry.object === object else { return nil }
        return entry.link
    }
}
