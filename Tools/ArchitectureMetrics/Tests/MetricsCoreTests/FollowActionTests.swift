import Foundation
import Testing

@testable import MetricsCore

@Suite("FollowAction")
struct FollowActionTests {
    @Test("follows an action from its view event to the next, naming the roles in order and the files they are in")
    func follows() {
        let trace = TraceMetrics(
            name: "X",
            trace: """
                CardsView -> CardsViewController: open
                CardsViewController -> CardsInteractor: openCard(Request)
                CardsInteractor -> CardsWorker: get(PersistenceQuery)
                CardsInteractor -> CardsPresenter: presentOpenedCard(Response)
                CardsView -> CardsViewController: quit
                CardsViewController -> AppShell: quit()
                """)
        let graph = Fixtures.graph([
            "Cards/CardsViewController.swift": "final class CardsViewController { func quit() {} }",
            "Cards/CardsInteractor.swift": "final class CardsInteractor { func openCard() {} }",
            "Cards/CardsPresenter.swift": "final class CardsPresenter { func presentOpenedCard() {} }",
        ])

        let open = FollowAction.follow(
            trace, graph: graph,
            roleFiles: [
                "CardsViewController": "Cards/CardsViewController.swift",
                "CardsInteractor": "Cards/CardsInteractor.swift", "CardsPresenter": "Cards/CardsPresenter.swift",
            ],
            alwaysOpen: ["App"]
        ).first { $0.event == "open" }

        #expect(open?.roles == ["CardsViewController", "CardsInteractor", "CardsPresenter"])
        #expect(open?.shared == ["CardsWorker"])
        #expect(open?.files.count == 3)
        #expect(open?.messages == 4)
    }

    @Test("adds a role a traced message's member makes when its initialiser does its work, and none made deeper")
    func addsRoleWorkingInItsInitialiser() {
        let trace = TraceMetrics(
            name: "X",
            trace: """
                CardsView -> CardsViewController: open
                CardsViewController -> CardsViewModel: open(String)
                CardsViewModel -> CardsWorker: get(PersistenceQuery)
                CardsView -> CardsViewController: quit
                """)
        let graph = Fixtures.graph([
            "Cards/CardsViewController.swift": "final class CardsViewController { func quit() {} }",
            "Cards/CardsViewModel.swift": """
            protocol CardsInputs { func open() }
            final class CardsViewModel: CardsInputs { func open() { _ = DetailsViewModel() } }
            """,
            "Details/DetailsViewModel.swift": """
            protocol DetailsInputs { func edit() }
            final class DetailsViewModel: DetailsInputs {
                init() { reload() }
                func reload() { _ = PhotoViewModel() }
                func edit() {}
            }
            """,
            "Photo/PhotoViewModel.swift": """
            protocol PhotoInputs { func pick() }
            final class PhotoViewModel: PhotoInputs {
                init() { load() }
                func load() {}
                func pick() {}
            }
            """,
        ])

        let open = FollowAction.follow(trace, graph: graph, roleFiles: [:], alwaysOpen: ["App"])
            .first { $0.event == "open" }

        #expect(open?.roles == ["CardsViewController", "CardsViewModel", "DetailsViewModel"])
    }

    /// TEA's shape: the screen sends through a closure its host made, the store runs the reducer it was handed.
    static let tea = [
        "Store/Store.swift": Fixtures.store,
        "App/AppReducer.swift": """
        enum AppReducer {
            static func reduce(into state: inout Int, action: Int) {
                CardsReducer.reduce(action)
                DetailsReducer.reduce(action)
                PhotoReducer.reduce(action)
            }
        }
        """,
        "Cards/CardsReducer.swift": "enum CardsReducer { static func reduce(_ action: Int) {} }",
        "Details/DetailsReducer.swift": "enum DetailsReducer { static func reduce(_ action: Int) {} }",
        "Photo/PhotoReducer.swift": "enum PhotoReducer { static func reduce(_ action: Int) {} }",
        "App/Root.swift": "enum Root { static func make() -> Store { Store(reducer: AppReducer.reduce) } }",
        "Cards/CardsViewController.swift": "final class CardsViewController { func tapped() {} }",
        "Details/DetailsViewController.swift": "final class DetailsViewController { func screenWillAppear() {} }",
    ]

    @Test("adds the roles the trace cannot show, from the code, in the folders the action visits")
    func untraced() throws {
        let trace = TraceMetrics(
            name: "TEA",
            trace: """
                CardsView -> CardsViewController: open
                CardsViewController -> Store: send(CardsAction)
                AppShell -> DetailsViewController: screenWillAppear()
                """)
        let graph = Fixtures.graph(Self.tea)
        let files = Fixtures.index(Self.tea).types.filter(\.value.isRole).mapValues(\.file)

        let open = try #require(
            FollowAction.follow(trace, graph: graph, roleFiles: files, alwaysOpen: ["App", "Store"]).first)

        #expect(
            open.roles == [
                "CardsViewController", "Store", "AppReducer", "CardsReducer", "DetailsReducer", "DetailsViewController",
            ])
        #expect(!open.roles.contains("PhotoReducer"), "its screen is not on the action's way")
        #expect(!open.roles.contains("Root"), "it made the store before the action")
    }

    @Test("reads the member a trace line names")
    func memberNames() {
        #expect(FollowAction.memberName("openCard(ListCards.OpenCard.Request)") == "openCard")
        #expect(FollowAction.memberName("set card(Card)") == "card")
        #expect(FollowAction.memberName("route") == "route")
    }
}
