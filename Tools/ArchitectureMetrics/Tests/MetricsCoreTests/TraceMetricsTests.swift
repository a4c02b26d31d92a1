import Testing

@testable import MetricsCore

@Suite("TraceMetrics")
struct TraceMetricsTests {
    static let trace = """
        CardsViewController -> CardsInteractor: fetchCards(Request)
        CardsInteractor -> CardsPresenter: presentFetchedCards(Response: 6 cards)
        CardsPresenter -> CardsViewController: displayFetchedCards(ViewModel: 6 tiles)
        CardsViewController -> CardsInteractor: openCard(Request)
        not a trace line
        CardsInteractor -> CardsWorker: get(all)
        CardsWorker -> CardsInteractor: got 6 cards
        """

    @Test("counts every message line and skips lines of another shape")
    func countsMessages() {
        #expect(TraceMetrics(name: "VIP", trace: Self.trace).messageCount == 6)
    }

    @Test("writes the graph as sorted lines of text, one per edge with its messages")
    func plainText() {
        let text = TraceMetrics(name: "VIP", trace: Self.trace).plainText

        #expect(
            text == """
                CardsInteractor → CardsPresenter (1)
                CardsInteractor → CardsWorker (1)
                CardsPresenter → CardsViewController (1)
                CardsViewController → CardsInteractor (2)
                CardsWorker → CardsInteractor (1)

                """)
    }

    @Test("counts distinct sender → receiver edges")
    func countsEdges() {
        #expect(TraceMetrics(name: "VIP", trace: Self.trace).edges.count == 5)
    }

    @Test("collects the types that sent or received")
    func collectsTypes() {
        let types = TraceMetrics(name: "VIP", trace: Self.trace).types
        #expect(types == ["CardsViewController", "CardsInteractor", "CardsPresenter", "CardsWorker"])
    }

    @Test("names the pairs that talk both ways, and only those")
    func findsTwoWayPairs() {
        #expect(TraceMetrics(name: "VIP", trace: Self.trace).twoWayPairs == ["CardsInteractor ⇄ CardsWorker"])
    }

    @Test("counts an answer to a call apart, and does not make its pair two-way")
    func answersAreNotCalls() {
        let trace = """
            CardsInteractor -> CardsSyncWorker: fetchCards()
            CardsSyncWorker -> CardsInteractor: fetchCards answered
            CardsSyncWorker -> CardsWorker: get(PersistenceQuery)
            CardsWorker -> CardsSyncWorker: get answered (3 cards)
            """

        let metrics = TraceMetrics(name: "VIP", trace: trace)

        #expect(metrics.answers == 2)
        #expect(metrics.twoWayPairs.isEmpty)
    }

    @Test("draws each edge once in Mermaid with its count")
    func drawsMermaid() {
        let graph = TraceMetrics(name: "VIP", trace: Self.trace).mermaid
        #expect(graph.contains("n2[CardsViewController]"))
        #expect(graph.contains("n2 -->|2| n0"))
    }
}
