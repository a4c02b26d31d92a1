import Testing

@testable import MetricsCore

@Suite("AnchorCoupling")
struct AnchorCouplingTests {
    static func edges(_ pairs: [(String, String)]) -> Set<TraceMetrics.Edge> {
        Set(pairs.map { TraceMetrics.Edge(sender: $0.0, receiver: $0.1) })
    }

    @Test("gives a chain A → B → C a propagation cost of 6 / 9, each role reaching itself")
    func chain() {
        let summary = AnchorCoupling.summary(roles: ["A", "B", "C"], edges: Self.edges([("A", "B"), ("B", "C")]))

        #expect(abs(summary.propagationCost - 6.0 / 9.0) < 1e-12)
        #expect(summary.rolesInCycles == 0)
    }

    @Test("gives a cycle of three the largest propagation cost, 1, and counts its roles in a cycle")
    func cycle() {
        let summary = AnchorCoupling.summary(
            roles: ["A", "B", "C"], edges: Self.edges([("A", "B"), ("B", "C"), ("C", "A")]))

        #expect(summary.propagationCost == 1)
        #expect(summary.rolesInCycles == 3)
    }

    @Test("gives roles without edges the smallest propagation cost, 1 / n")
    func noEdges() {
        let summary = AnchorCoupling.summary(roles: ["A", "B", "C", "D"], edges: [])

        #expect(summary.propagationCost == 0.25)
        #expect(summary.meanInstability == nil)
    }

    @Test("averages Martin's instability Ce / (Ca + Ce) over the roles with an edge")
    func instability() {
        // A uses B and C (I = 1); B is used by A and uses C (I = 1/2); C is only used (I = 0); D has no edge.
        let summary = AnchorCoupling.summary(
            roles: ["A", "B", "C", "D"], edges: Self.edges([("A", "B"), ("A", "C"), ("B", "C")]))

        #expect(abs((summary.meanInstability ?? -1) - 0.5) < 1e-12)
        #expect(summary.maxEfferent == 2)
        #expect(summary.edges == 3)
    }
}
