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

    static let screenEdges: Set<TraceMetrics.Edge> = [
        Fixtures.edge("CardsInteractor", "CardsPresenter"), Fixtures.edge("CardsPresenter", "CardsView"),
        Fixtures.edge("CardsView", "CardsInteractor"), Fixtures.edge("CardsRouter", "CardsInteractor"),
    ]

    @Test("links a call through a protocol-typed property, a concrete property and a write")
    func dependencies() {
        let graph = Fixtures.graph(Self.files).without(groups: ["App"])

        #expect(graph.dependencies == Self.screenEdges)
    }

    @Test("counts the composition root's roles, and leaves them out when asked")
    func composition() {
        let graph = Fixtures.graph(Self.files)

        #expect(graph.roles.contains("Wiring"))
        #expect(graph.dependencies.contains(Fixtures.edge("Wiring", "CardsView")))
        #expect(graph.dependencies.contains(Fixtures.edge("Wiring", "CardsInteractor")))
        #expect(!graph.without(groups: ["App"]).roles.contains("Wiring"))
        #expect(graph.groups["Wiring"] == "App")
    }

    @Test("finds the one-way cycle and no pair that data moves between both ways")
    func cycles() {
        let graph = Fixtures.graph(Self.files).without(groups: ["App"])

        #expect(graph.twoWayPairs.isEmpty)
        #expect(graph.cycles == [["CardsInteractor", "CardsPresenter", "CardsView"]])
    }

    @Suite("when data comes back")
    struct DataBack {
        static let files = [
            "Cards/Worker.swift": """
            final class Worker {
                var count: Int = 0
                var delegate: Presenter?
                func fetch() -> [String] { [] }
                func start() {}
            }
            """,
            "Cards/Presenter.swift": """
            final class Presenter {
                let worker: Worker
                init(worker: Worker) { self.worker = worker }
                func show() {
                    let names = worker.fetch()
                    let total = worker.count
                    worker.start()
                    worker.delegate?.show()
                    _ = (names, total)
                }
            }
            """,
        ]

        @Test("reads a property and uses a returned value: data from the role read to its reader")
        func readsAndReturns() {
            let graph = Fixtures.graph(Self.files)
            let kinds = Set(graph.links.filter { $0.from == "Presenter" && $0.to == "Worker" }.map(\.kind))

            #expect(kinds == [.call, .read, .returned, .reference])
            #expect(graph.dataFlow.contains(Fixtures.edge("Worker", "Presenter")))
            #expect(graph.twoWayPairs == ["Presenter ⇄ Worker"])
        }

        @Test("counts a call whose value is thrown away as no returned value, and a role-typed property as no data")
        func discardedAndNavigation() {
            let graph = Fixtures.graph(Self.files)

            #expect(graph.links.contains { $0.kind == .returned && $0.toMember == "fetch" })
            #expect(!graph.links.contains { $0.kind == .returned && $0.toMember == "start" })
            #expect(graph.links.contains { $0.kind == .reference && $0.toMember == "delegate" })
        }
    }

    @Test("reads a view model's output as data coming back, with no rule on `bind` or `sink`")
    func outputs() {
        let graph = Fixtures.graph([
            "Cards/CardsViewModel.swift": """
            protocol CardsOutputs { var titles: Publisher<[String]> { get } }
            final class CardsViewModel: CardsOutputs {
                var outputs: any CardsOutputs { self }
                let titles = Publisher<[String]>()
                func open(_ id: String) {}
            }
            """,
            "Cards/CardsViewController.swift": """
            final class CardsViewController {
                let viewModel: CardsViewModel
                init(viewModel: CardsViewModel) {
                    self.viewModel = viewModel
                    viewModel.outputs.titles.observe { [weak self] titles in self?.show(titles) }
                }
                func show(_ titles: [String]) {}
                func tapped() { viewModel.open("A") }
            }
            """,
        ])

        #expect(graph.dataFlow.contains(Fixtures.edge("CardsViewModel", "CardsViewController")))
        #expect(graph.twoWayPairs == ["CardsViewController ⇄ CardsViewModel"])
        #expect(!graph.dependencies.contains(Fixtures.edge("CardsViewModel", "CardsViewController")))
    }

    @Suite("when a role is handed code to run")
    struct Handed {
        static let files = [
            "Store/Store.swift": Fixtures.store,
            "App/AppReducer.swift": """
            enum AppReducer { static func reduce(into state: inout Int, action: Int) { CardsReducer.reduce(action) } }
            """,
            "Cards/CardsReducer.swift": "enum CardsReducer { static func reduce(_ action: Int) {} }",
            "App/Host.swift": """
            final class Host {
                let store = Store(reducer: AppReducer.reduce)
                let screen: Screen
                init() {
                    screen = Screen()
                    screen.send = sender()
                }
                private func sender() -> (Int) -> Void { { [store] in store.send($0) } }
            }
            """,
            "Cards/Screen.swift": """
            final class Screen {
                var send: (Int) -> Void = { _ in }
                func tapped() { send(1) }
            }
            """,
        ]

        @Test("moves data from the runner to the closure's author, with no dependency that way")
        func callback() {
            let graph = Fixtures.graph(Self.files)

            #expect(graph.links.contains { $0.from == "Screen" && $0.to == "Host" && $0.kind == .callback })
            #expect(graph.dataFlow.contains(Fixtures.edge("Screen", "Host")))
            #expect(!graph.dependencies.contains(Fixtures.edge("Screen", "Host")))
        }

        @Test("explains a traced call by the closure that makes it: the trace names the runner")
        func traceThroughClosure() {
            let trace = TraceMetrics(name: "TEA", trace: "Screen -> Store: send(Int)\n")

            #expect(Fixtures.graph(Self.files).unexplained(by: trace).isEmpty)
        }

        @Test("follows a handed function: the store's reducer runs the app's reducer, which runs the screen's")
        func runs() {
            let graph = Fixtures.graph(Self.files)
            let send = RoleGraph.Member(role: "Store", name: "send")
            let reduce = RoleGraph.Member(role: "AppReducer", name: "reduce")

            #expect(graph.runs[send]?.contains(reduce) == true)
            #expect(graph.runs[reduce]?.contains(.init(role: "CardsReducer", name: "reduce")) == true)
        }
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

        let missing = Fixtures.graph(Self.files).unexplained(by: trace)

        #expect(missing == [Fixtures.edge("CardsPresenter", "CardsInteractor")])
    }
}
