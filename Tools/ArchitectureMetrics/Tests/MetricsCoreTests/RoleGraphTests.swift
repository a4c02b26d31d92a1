import Testing

@testable import MetricsCore

@Suite("RoleGraph")
struct RoleGraphTests {
    static let files = [
        "Cards/CardsContract.swift": """
        protocol CardsPresenting: AnyObject { func present(_ count: Int) }
        protocol CardsDisplaying: AnyObject { func display(_ text: String) }
        protocol CardsStore: AnyObject { var selected: Int? { get set } }
        """,
        "Cards/CardsInteractor.swift": """
        final class CardsInteractor: CardsStore {
            var presenter: (any CardsPresenting)?
            var selected: Int?
            func load() { presenter?.present(3) }
        }
        """,
        "Cards/CardsPresenter.swift": """
        final class CardsPresenter: CardsPresenting {
            weak var view: (any CardsDisplaying)?
            func present(_ count: Int) { view?.display("\\(count)") }
        }
        """,
        "Cards/CardsView.swift": """
        final class CardsView: CardsDisplaying {
            let interactor: CardsInteractor
            init(interactor: CardsInteractor) { self.interactor = interactor }
            func display(_ text: String) {}
            func tapped() { interactor.load() }
        }
        """,
        "Cards/CardsRouter.swift": """
        final class CardsRouter {
            func pass(into destination: inout any CardsStore) { destination.selected = 1 }
        }
        """,
        "App/Wiring.swift": """
        enum Wiring { static func make() -> CardsView { CardsView(interactor: CardsInteractor()) } }
        """,
    ]

    static let expected: Set<TraceMetrics.Edge> = [
        .init(sender: "CardsInteractor", receiver: "CardsPresenter"),
        .init(sender: "CardsPresenter", receiver: "CardsView"),
        .init(sender: "CardsView", receiver: "CardsInteractor"),
        .init(sender: "CardsRouter", receiver: "CardsInteractor"),
    ]

    @Test("draws an edge for a call through a property typed by a protocol, a concrete property, and a write")
    func edges() {
        #expect(RoleGraph.build(files: Self.files).edges == Self.expected)
    }

    @Test("leaves the composition root in App/ out of the nodes")
    func leavesAppOut() {
        #expect(!RoleGraph.build(files: Self.files).roles.contains("Wiring"))
    }

    @Test("finds the one-way cycle and no pair that calls each other")
    func cycles() {
        let graph = RoleGraph.build(files: Self.files)

        #expect(graph.twoWayPairs.isEmpty)
        #expect(graph.cycles == [["CardsInteractor", "CardsPresenter", "CardsView"]])
    }

    @Test("names a traced call between two roles that the code does not show, and ignores answers")
    func unexplained() {
        let trace = TraceMetrics(
            name: "X",
            trace: """
                CardsView -> CardsInteractor: load()
                CardsPresenter -> CardsInteractor: present(Int)
                CardsInteractor -> CardsView: load answered
                """)

        let missing = RoleGraph.build(files: Self.files).unexplained(by: trace)

        #expect(missing == [.init(sender: "CardsPresenter", receiver: "CardsInteractor")])
    }
}
