/// The standard coupling measures on a graph of dependencies (A → B: A's code names B): afferent and efferent
/// coupling and instability (Martin, 1994), strongly connected groups (cycles), and propagation cost (MacCormack,
/// Rusnak and Baldwin, 2006: the density of the visibility matrix, the share of elements a change to one can reach,
/// the element itself included, averaged over all).
public struct Coupling: Sendable, Equatable {
    public struct Figures: Sendable, Equatable {
        /// Afferent: how many others depend on it.
        public let afferent: Int
        /// Efferent: how many others it depends on.
        public let efferent: Int

        /// Ce / (Ca + Ce): 0 when only depended on, 1 when it only depends; nil for an element linked to none.
        public var instability: Double? {
            afferent + efferent == 0 ? nil : Double(efferent) / Double(afferent + efferent)
        }
    }

    public let nodes: Set<String>
    public let edges: Set<TraceMetrics.Edge>

    public init(nodes: Set<String>, edges: Set<TraceMetrics.Edge>) {
        self.nodes = nodes
        self.edges = edges.filter {
            $0.sender != $0.receiver && nodes.contains($0.sender) && nodes.contains($0.receiver)
        }
    }

    /// Ca and Ce of every node.
    public var figures: [String: Figures] {
        Dictionary(
            uniqueKeysWithValues: nodes.map { node in
                (
                    node,
                    Figures(
                        afferent: edges.filter { $0.receiver == node }.count,
                        efferent: edges.filter { $0.sender == node }.count)
                )
            })
    }

    /// Martin's figures for a group of nodes (a screen): Ca counts the nodes outside it that depend on one inside,
    /// Ce the nodes outside it that one inside depends on.
    public func figures(ofGroup members: Set<String>) -> Figures {
        Figures(
            afferent: Set(edges.filter { members.contains($0.receiver) && !members.contains($0.sender) }.map(\.sender))
                .count,
            efferent: Set(
                edges.filter { members.contains($0.sender) && !members.contains($0.receiver) }.map(\.receiver)
            )
            .count)
    }

    /// The nodes each node reaches along edges, itself not included unless on a cycle.
    public var reachable: [String: Set<String>] {
        var successors: [String: Set<String>] = [:]
        for edge in edges { successors[edge.sender, default: []].insert(edge.receiver) }
        var out: [String: Set<String>] = [:]
        for node in nodes {
            var seen = Set<String>()
            var stack = [node]
            while let next = stack.popLast() {
                for successor in successors[next] ?? [] where seen.insert(successor).inserted {
                    stack.append(successor)
                }
            }
            out[node] = seen
        }
        return out
    }

    /// MacCormack's propagation cost: the visibility matrix (a node sees itself and all it reaches) summed and
    /// divided by n². 1/n when nothing depends on anything, 1 when everything reaches everything.
    public var propagationCost: Double {
        guard !nodes.isEmpty else { return 0 }
        let visible = reachable.reduce(0) { $0 + $1.value.union([$1.key]).count }
        return Double(visible) / Double(nodes.count * nodes.count)
    }

    /// The share of all nodes a change to each node can reach: those that depend on it, directly or not, and itself.
    public var changeReach: [String: Double] {
        guard !nodes.isEmpty else { return [:] }
        let reach = reachable
        return Dictionary(
            uniqueKeysWithValues: nodes.map { node in
                let dependents = reach.filter { $0.value.contains(node) }.keys
                return (node, Double(Set(dependents).union([node]).count) / Double(nodes.count))
            })
    }

    /// The groups of nodes that reach one another (strongly connected, two or more), each sorted, largest first.
    public var cycles: [[String]] {
        let reach = reachable
        var groups: Set<[String]> = []
        for node in nodes {
            let group = nodes.filter { other in
                other == node || (reach[node]?.contains(other) == true && reach[other]?.contains(node) == true)
            }
            if group.count > 1 { groups.insert(group.sorted()) }
        }
        return groups.sorted { $0.count != $1.count ? $0.count > $1.count : $0.lexicographicallyPrecedes($1) }
    }

    /// The pairs of nodes linked both ways ("A ⇄ B", A before B).
    public var twoWayPairs: [String] {
        edges.filter { $0.sender < $0.receiver && edges.contains(.init(sender: $0.receiver, receiver: $0.sender)) }
            .sorted().map { "\($0.sender) ⇄ \($0.receiver)" }
    }

    /// The graph of groups (`groupOf` a node): an edge between two groups when a node of one depends on a node of
    /// the other.
    public func grouped(by groupOf: [String: String]) -> Coupling {
        Coupling(
            nodes: Set(nodes.compactMap { groupOf[$0] }),
            edges: Set(
                edges.compactMap { edge in
                    guard let from = groupOf[edge.sender], let to = groupOf[edge.receiver] else { return nil }
                    return TraceMetrics.Edge(sender: from, receiver: to)
                }))
    }
}

extension RoleGraph {
    /// Coupling of the roles by their dependencies.
    public var coupling: Coupling { Coupling(nodes: roles, edges: dependencies) }

    /// The pairs of roles data moves between both ways (a call one way, a read, a returned value or a callback the
    /// other), "A ⇄ B", A before B.
    public var twoWayPairs: [String] { Coupling(nodes: roles, edges: dataFlow).twoWayPairs }

    /// The groups of roles that reach one another along dependencies.
    public var cycles: [[String]] { coupling.cycles }

    /// The links as sorted lines of text, one `from → to (kinds)` per pair of roles.
    public var plainText: String {
        var kinds: [TraceMetrics.Edge: Set<Kind>] = [:]
        for link in links { kinds[.init(sender: link.from, receiver: link.to), default: []].insert(link.kind) }
        return kinds.sorted { $0.key < $1.key }.map { edge, kinds in
            "\(edge.sender) → \(edge.receiver) (\(kinds.sorted().map(\.rawValue).joined(separator: ", ")))\n"
        }.joined()
    }
}
