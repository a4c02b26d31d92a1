/// Standard coupling measures on a role graph (`Coupling`), summed up for the anchors' page: efferent coupling Ce (the roles a role uses),
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
        let coupling = Coupling(nodes: roles, edges: edges)
        let figures = coupling.figures
        let instabilities = figures.values.compactMap(\.instability)
        return Summary(
            roles: roles.count, edges: coupling.edges.count,
            meanInstability: instabilities.isEmpty ? nil : instabilities.reduce(0, +) / Double(instabilities.count),
            maxEfferent: figures.values.map(\.efferent).max() ?? 0, propagationCost: coupling.propagationCost,
            rolesInCycles: coupling.cycles.reduce(0) { $0 + $1.count })
    }
}
