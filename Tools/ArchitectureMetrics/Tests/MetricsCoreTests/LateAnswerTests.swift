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
