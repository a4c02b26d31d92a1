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
        let files = [
            "CardsViewController": "Cards/CardsViewController.swift", "CardsInteractor": "Cards/CardsInteractor.swift",
            "CardsPresenter": "Cards/CardsPresenter.swift",
        ]

        let open = FollowAction.follow(trace, roleFiles: files).first { $0.event == "open" }

        #expect(open?.roles == ["CardsViewController", "CardsInteractor", "CardsPresenter"])
        #expect(open?.shared == ["CardsWorker"])
        #expect(open?.files == 3)
        #expect(open?.messages == 4)
    }
}
