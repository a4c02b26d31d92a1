/// Standard coupling measures on a role graph, for the anchors' page: efferent coupling Ce (the roles a role uses),
/// afferent coupling Ca (the roles that use it), instability I = Ce / (Ca + Ce) (Martin), and propagation cost
/// (MacCormack, Rusnak & Baldwin, 2006): the share of role pairs (a, b) where a change to b can reach a along the
/// edges, each role reaching itself — the density of the graph's transitive closure.
public enum AnchorCoupling {
    public struct Summary: Sendable, Equatable {
        public let roles: Int
        public let edges: Int
        /// The mean instability over the roles with any edge; nil when no role has one.
        public let meanInstability: Double?
        public let maxEfferent: Int
        public let propagationCost: Double
        /// Roles in a group that reach one another (a cycle).
        public let rolesInCycles: Int
    }

    public static func summary(roles: Set<String>, edges: Set<TraceMetrics.Edge>) -> Summary {
        var successors: [String: Set<String>] = [:]
        var predecessors: [String: Set<String>] = [:]
        for edge in edges where edge.sender != edge.receiver {
            successors[edge.sender, default: []].insert(edge.receiver)
            predecessors[edge.receiver, default: []].insert(edge.sender)
        }
        let instabilities = roles.compactMap { role -> Double? in
            let efferent = Double(successors[role]?.count ?? 0)
            let afferent = Double(predecessors[role]?.count ?? 0)
            return efferent + afferent == 0 ? nil : efferent / (efferent + afferent)
        }
        let reach = Dictionary(uniqueKeysWithValues: roles.map { ($0, reachable(from: $0, successors)) })
        let visible = reach.values.reduce(0) { $0 + $1.count + 1 }
        let inCycles = roles.filter { role in reach[role]?.contains { reach[$0]?.contains(role) == true } == true }
        return Summary(
            roles: roles.count, edges: edges.filter { $0.sender != $0.receiver }.count,
            meanInstability: instabilities.isEmpty ? nil : instabilities.reduce(0, +) / Double(instabilities.count),
            maxEfferent: roles.map { successors[$0]?.count ?? 0 }.max() ?? 0,
            propagationCost: roles.isEmpty ? 0 : Double(visible) / Double(roles.count * roles.count),
            rolesInCycles: inCycles.count)
    }

    /// The roles `start` reaches along one or more edges (itself only through a cycle).
    static func reachable(from start: String, _ successors: [String: Set<String>]) -> Set<String> {
        var seen: Set<String> = []
        var stack = [start]
        while let next = stack.popLast() {
            for successor in successors[next] ?? [] where seen.insert(successor).inserted { stack.append(successor) }
        }
        seen.remove(start)
        return seen
    }
}
