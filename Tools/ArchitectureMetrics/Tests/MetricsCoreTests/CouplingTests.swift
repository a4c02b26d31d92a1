import Testing

@testable import MetricsCore

@Suite("Coupling")
struct CouplingTests {
    /// A → B → C, and D alone.
    static let chain = Coupling(
        nodes: ["A", "B", "C", "D"], edges: [Fixtures.edge("A", "B"), Fixtures.edge("B", "C")])

    @Test("counts afferent and efferent coupling, and instability Ce / (Ca + Ce)")
    func figures() {
        let figures = Self.chain.figures

        #expect(figures["B"] == Coupling.Figures(afferent: 1, efferent: 1))
        #expect(figures["A"]?.instability == 1)
        #expect(figures["C"]?.instability == 0)
        #expect(figures["D"]?.instability == nil)
    }

    @Test("measures propagation cost as the visibility matrix's density, each node seeing itself")
    func propagationCost() {
        // A sees A, B, C; B sees B, C; C sees C; D sees D: 7 of 16.
        #expect(Self.chain.propagationCost == 7.0 / 16.0)
        #expect(Self.chain.changeReach["C"] == 3.0 / 4.0)
        let cycle = Coupling(nodes: ["A", "B"], edges: [Fixtures.edge("A", "B"), Fixtures.edge("B", "A")])
        #expect(cycle.propagationCost == 1)
    }

    @Test("finds cycles, largest first, and pairs linked both ways")
    func cycles() {
        let coupling = Coupling(
            nodes: ["A", "B", "C", "D", "E"],
            edges: [
                Fixtures.edge("A", "B"), Fixtures.edge("B", "C"), Fixtures.edge("C", "A"), Fixtures.edge("D", "E"),
                Fixtures.edge("E", "D"),
            ])

        #expect(coupling.cycles == [["A", "B", "C"], ["D", "E"]])
        #expect(coupling.twoWayPairs == ["D ⇄ E"])
    }

    @Test("counts a folder's coupling by the roles outside it, and links folders by their roles")
    func groups() {
        let coupling = Coupling(
            nodes: ["CardsView", "CardsPresenter", "DetailsView", "Builder"],
            edges: [
                Fixtures.edge("CardsView", "CardsPresenter"), Fixtures.edge("CardsPresenter", "Builder"),
                Fixtures.edge("Builder", "DetailsView"), Fixtures.edge("Builder", "CardsView"),
            ])
        let groupOf = ["CardsView": "Cards", "CardsPresenter": "Cards", "DetailsView": "Details", "Builder": "App"]

        #expect(coupling.figures(ofGroup: ["CardsView", "CardsPresenter"]) == .init(afferent: 1, efferent: 1))
        #expect(coupling.grouped(by: groupOf).twoWayPairs == ["App ⇄ Cards"])
    }
}
