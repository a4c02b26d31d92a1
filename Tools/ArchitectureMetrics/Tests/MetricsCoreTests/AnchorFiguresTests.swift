import Testing

@testable import MetricsCore

@Suite("AnchorFigures")
struct AnchorFiguresTests {
    static let variant = AnchorVariant(
        project: "someone/app", label: "app MVP", pattern: "MVP", root: "App", shared: ["Model"],
        compositionRoot: ["AppDelegate.swift"], tests: ["AppTests"], screens: 2, note: "")

    static let presenter = """
        protocol HomeView: AnyObject { func show(_ items: [String]) }

        final class HomePresenter {
            weak var view: HomeView?
            let service: TaskService
            init(service: TaskService) { self.service = service }
            func load() { if let items = service.items() { view?.show(items) } }
        }
        """
    static let controller = """
        final class HomeViewController: UIViewController, HomeView {
            let presenter: HomePresenter
            init(presenter: HomePresenter) { self.presenter = presenter }
            func show(_ items: [String]) {}
            func viewDidLoad() { presenter.load() }
        }
        """

    static let sources = [
        "Presenter/HomePresenter.swift": presenter, "View/HomeViewController.swift": controller,
        "View/HomeView.swift": "class HomeScreenView: UIView {}\nfinal class Header: HomeScreenView {}\n",
        "View/MainButton.swift": "class MainButton: UIButton { func press() {} }\n",
        "Model/TaskService.swift": "final class TaskService { func items() -> [String]? { [] } }\n",
        "Old/Commented.swift": "// final class Old {}\nimport UIKit\n",
        "AppDelegate.swift": "final class AppDelegate { func start() { _ = HomePresenter(service: TaskService()) } }\n",
    ]

    static let tests = [
        "HomePresenterTest.swift": """
        final class HomePresenterTest: XCTestCase {
            func testLoadShowsItems() { XCTAssertEqual(HomePresenter(service: .init()).view == nil, true) }
            func testNothing() { XCTAssertTrue(true); XCTFail("x") }
            func helper(_ x: Int) {}
        }
        """,
        "TaskServiceTest.swift": """
        final class TaskServiceTest: XCTestCase {
            func testItems() { XCTAssertNotNil(TaskService().items()) }
        }
        """,
    ]

    static let figures = AnchorFigures.measure(variant: variant, sources: sources, tests: tests)

    @Test("leaves the shared layers, the views (through a subclass too) and the files declaring nothing out")
    func leavesOut() {
        #expect(Self.figures.files == 3)
        #expect(Self.figures.views == 2)
        #expect(Self.figures.empty == 1)
    }

    @Test("counts roles and contracts as the comparison does")
    func counts() {
        #expect(Self.figures.roles == 3)
        #expect(Self.figures.contracts == 1)
    }

    @Test("counts the composition root's roles in the role graph, as our App/")
    func compositionRoot() {
        #expect(Self.figures.coupling.roles == 3)
        #expect(Self.figures.coupling.edges == 3)
    }

    @Test("counts XCTest's test methods and assertions in files that name a role, and the others apart")
    func tests() {
        #expect(Self.figures.tests == 2)
        #expect(Self.figures.assertions == 3)
        #expect(Self.figures.otherTests == 1)
    }

    @Test("counts Swift Testing, Quick and Nimble as well")
    func otherFrameworks() {
        let swiftTesting = AnchorTestCounter.count("@Test func a() { #expect(x); expect(y).to(equal(1)) }")
        let quick = AnchorTestCounter.count(
            "final class S: QuickSpec { override func spec() { it(\"a\") { expect(1).to(equal(1)) } } }")

        #expect(swiftTesting.tests == 1 && swiftTesting.assertions == 2)
        #expect(quick.tests == 1 && quick.assertions == 1)
    }

    @Test("reads a role's name as code, not in a string or a comment")
    func namesAsCode() {
        #expect(AnchorTestCounter.names(["HomePresenter"], in: "let p = HomePresenter()"))
        #expect(!AnchorTestCounter.names(["HomePresenter"], in: "// HomePresenter\nlet s = \"HomePresenter\""))
    }
}
