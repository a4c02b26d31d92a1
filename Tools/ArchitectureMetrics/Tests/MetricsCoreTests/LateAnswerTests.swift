import Foundation
import Testing

@testable import MetricsCore

@Suite("LateAnswer")
struct LateAnswerTests {
    static let source = """
        final class Presenter {
            weak var view: View?

            private func report(_ status: String) {
                if let view {
                    view.show(status)
                }
            }
        }
        """

    @Test("counts the lines of a named function, from its first line to its closing brace")
    func countsFunction() {
        #expect(LateAnswer.lineCount(of: "report", in: Self.source) == 5)
    }

    @Test("counts a stored property and a type by name")
    func countsPropertyAndType() {
        #expect(LateAnswer.lineCount(of: "view", in: Self.source) == 1)
        #expect(LateAnswer.lineCount(of: "Presenter", in: Self.source) == 9)
    }

    @Test("answers nil for a name that is not declared, so a stale part fails the comparison")
    func missing() {
        #expect(LateAnswer.lineCount(of: "relay", in: Self.source) == nil)
    }

    @Test("describes every architecture of the comparison")
    func describesAll() {
        #expect(Set(LateAnswer.designs.keys) == Set(ComparisonReport.architectures.map(\.0)))
    }
}

@Suite("MutationScores")
struct MutationScoresTests {
    @Test("gives the 95 % Wilson interval of a kill rate")
    func wilson() {
        let (low, high) = MutationScores.wilson(killed: 75, total: 84)

        #expect(abs(low - 0.809) < 0.005)
        #expect(abs(high - 0.944) < 0.005)
    }

    @Test("finds no measurable difference where the intervals overlap, and names one where they do not")
    func differences() {
        let scores = MutationScores(
            commit: "c",
            scores: [
                "A": .init(killed: 80, total: 84, survivors: []), "B": .init(killed: 76, total: 84, survivors: []),
                "C": .init(killed: 50, total: 84, survivors: []),
            ])

        #expect(scores.measurableDifferences(among: ["A", "B"]).isEmpty)
        #expect(scores.measurableDifferences(among: ["A", "C"]) == ["A above C"])
    }
}

@Suite("TestKind")
struct TestKindTests {
    static let roles: Set<String> = ["CardsPresenter", "CardsInteractor", "CardsViewController"]

    @Test("a test that makes one role beside doubles builds one role")
    func oneRole() {
        let source = "let presenter = CardsPresenter(interactor: InteractorSpy(), router: RouterSpy())"

        #expect(TestKind.of(testSource: source, roles: Self.roles, sceneMakers: []) == .oneRole)
    }

    @Test("a test that makes two roles, or one that makes a whole scene, builds several roles")
    func severalRoles() {
        let two = "CardsPresenter(interactor: CardsInteractor(cards: store), router: RouterSpy())"
        let scene = "let controller = CardsViewController(context: doubles.context)"

        #expect(TestKind.of(testSource: two, roles: Self.roles, sceneMakers: []) == .severalRoles)
        #expect(
            TestKind.of(testSource: scene, roles: Self.roles, sceneMakers: ["CardsViewController"]) == .severalRoles)
    }

    @Test("a test that makes one role and drives it by keys through its view goes through the view")
    func throughView() {
        let source =
            "let controller = CardsViewController(dependencies: d); _ = controller.hostedView.handle(.key(.enter))"

        #expect(TestKind.of(testSource: source, roles: Self.roles, sceneMakers: []) == .throughView)
    }

    @Test("a test that stands up the headless app, or reads the sources, says so")
    func appAndRules() {
        let app = "let app = HeadlessApp(); let controller = CardsViewController(context: app.context)"
        let rules = "static let folder = URL(fileURLWithPath: #filePath)"

        #expect(TestKind.of(testSource: app, roles: Self.roles, sceneMakers: []) == .headlessApp)
        #expect(TestKind.of(testSource: rules, roles: Self.roles, sceneMakers: []) == .sourceRules)
    }
}
