import Testing

@testable import MetricsCore

@Suite("TestBuild")
struct TestBuildTests {
    static let sources = [
        "Cards/CardsPresenter.swift": """
        final class CardsPresenter {
            var view: CardsView?
            func present() { if view != nil {} }
        }
        """,
        "Cards/CardsInteractor.swift": "final class CardsInteractor { func load() {} }",
        "Cards/CardsViewController.swift": """
        final class CardsViewController {
            let view = CardsView()
            init() {
                CardsConfigurator.configure(self)
                view.onOpen = { [weak self] in self?.open() }
            }
            func open() { _ = CardsInteractor() }
        }
        """,
        "App/CardsConfigurator.swift": """
        enum CardsConfigurator {
            static func configure(_ controller: CardsViewController) { _ = CardsPresenter() }
        }
        """,
        "App/StatusMessage.swift": """
        struct StatusMessage: Equatable {
            let text: String
            static func info(_ text: String) -> StatusMessage { StatusMessage(text: text) }
        }
        """,
        "Cards/CardsReducer.swift": "enum CardsReducer { static func reduce(into state: inout Int, action: Int) {} }",
        "Store/Store.swift": """
        final class Store { func send(_ action: Int) {} }
        final class EffectRunner { func run() {} }
        """,
    ]

    static let tests = [
        "Support/TestStore.swift": """
        final class TestStore {
            let runner: EffectRunner
            init(reducer: (inout Int, Int) -> Void) { runner = EffectRunner() }
            func send(_ action: Int) {}
        }
        struct Doubles {
            func testStore(_ reduce: @escaping (inout Int, Int) -> Void) -> TestStore { TestStore(reducer: reduce) }
        }
        final class ViewSpy {}
        """,
        "Cards/CardsReducerSpec.swift": """
        struct CardsReducerSpec {
            let doubles = Doubles()
            func makeStore() -> TestStore { doubles.testStore(CardsReducer.reduce) }

            struct Opening {
                let spec = CardsReducerSpec()

                @Test("opens") func opens() {
                    let store = spec.makeStore()
                    store.send(1)
                }
            }
        }
        """,
        "Cards/CardsPresenterSpec.swift": """
        struct CardsPresenterSpec {
            static func make() -> CardsPresenter { CardsPresenter() }

            struct Showing {
                @Test("shows") func shows() {
                    let presenter = make()
                    presenter.view = CardsView()
                    let spy = ViewSpy()
                    presenter.present()
                    expect(presenter.status).to(equal(StatusMessage.info("x")))
                    expect(presenter.interactor).to(equal(CardsInteractor()))
                    _ = spy
                }
            }
        }
        """,
        "Cards/CardsSceneSpec.swift": """
        @Test("wires the scene") func wires() {
            let controller = CardsViewController()
            controller.open()
        }
        """,
        "App/RulesSpec.swift": """
        @Test("reads the sources") func rules() {
            let folder = URL(fileURLWithPath: #filePath)
            _ = folder
        }
        """,
    ]

    static let shared = [
        "MyCardsUI/CardsView.swift": "final class CardsView { var onOpen: () -> Void = {}; func draw() {} }"
    ]

    static func builds() -> [String: TestBuild] {
        let files =
            Fixtures.architecture(sources)
            + tests.sorted { $0.key < $1.key }.map { SwiftFile(path: $0.key, origin: .test, source: $0.value) }
            + shared.map { SwiftFile(path: $0.key, origin: .shared, source: $0.value) }
        let builds = TestBuild.measure(
            index: CodeIndex(files: files), testFiles: Array(tests.keys.filter { !$0.hasPrefix("Support/") }),
            runtimeFolders: ["Store"])
        return Dictionary(uniqueKeysWithValues: builds.map { ($0.test, $0) })
    }

    @Test("counts a reducer spec through a test store as one role, the reducer, followed through the helpers")
    func reducerThroughTestStore() throws {
        let build = try #require(Self.builds()["opens"])

        #expect(build.roles == ["CardsReducer"])
        #expect(build.kind == .oneRole)
        #expect(build.runtime == ["EffectRunner"])
        #expect(build.doubles.contains("TestStore") && build.doubles.contains("Doubles"))
        #expect(!build.roles.contains("Store"), "`makeStore(` names no store")
    }

    @Test("leaves out what an assertion compares with, and classes doubles and shared types")
    func expectedSide() throws {
        let build = try #require(Self.builds()["shows"])

        #expect(build.roles == ["CardsPresenter"])
        #expect(build.doubles == ["ViewSpy"])
        #expect(build.app == ["CardsView"])
        #expect(build.complexity == 2)
    }

    @Test("counts what a role's initialiser makes, through a configurator, but not what its closures or methods do")
    func construction() throws {
        let build = try #require(Self.builds()["wires"])

        #expect(build.roles == ["CardsConfigurator", "CardsPresenter", "CardsViewController"])
        #expect(build.kind == .severalRoles)
    }

    @Test("finds no role in a spec that reads the sources")
    func rules() throws {
        #expect(try #require(Self.builds()["rules"]).kind == .noRole)
    }

    @Test("shares the tests out by kind")
    func shares() {
        let shares = TestBuild.shares(Array(Self.builds().values))

        #expect(shares[.oneRole] == 0.5)
        #expect(shares[.severalRoles] == 0.25)
        #expect(shares[.noRole] == 0.25)
    }
}
