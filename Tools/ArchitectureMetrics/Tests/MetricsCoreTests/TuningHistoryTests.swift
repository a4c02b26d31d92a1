import Foundation
import Testing

@testable import MetricsCore

@Suite("TuningHistory")
struct TuningHistoryTests {
    @Test("reads each draw of mutants and the tests added to each suite after it")
    func reads() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tuning-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(
            """
            {"measuredAt": "abc1234", "draws": [{"commit": "def5678", "date": "2026-11-26",
             "after": {"TEA": {"commits": 1, "added": 2, "removed": 0}}}]}
            """.utf8
        ).write(to: url)

        let history = try #require(TuningHistory.read(url))

        #expect(history.measuredAt == "abc1234")
        #expect(history.draws.first?.after["TEA"] == .init(commits: 1, added: 2, removed: 0))
    }

    @Test("shows the tuning on the page, a draw with no test added as none")
    func page() {
        var report = TEAComparisonTests.fiveReport()
        report.tuning = TuningHistory(
            measuredAt: "abc1234",
            draws: [
                .init(commit: "def5678", date: "2026-11-26", after: ["TEA": .init(commits: 1, added: 2, removed: 0)])
            ])

        #expect(
            report.confoundsSection.contains(
                "| `def5678` (2026-11-26) | none | none | none | none | 1 commit, +2 −0 tests |"))
    }

    @Test("calls the draw on the page blind to its own mutants when its seed came from the commit measured")
    func blindDraw() {
        let report = Self.report(seedSource: "commit")

        #expect(report.confoundsSection.contains("The draw on this page is blind to its own mutants"))
    }

    @Test("calls no draw blind when its seed was given by hand or fixed")
    func seenDraw() {
        let report = Self.report(seedSource: "seed")

        #expect(!report.confoundsSection.contains("blind to its own mutants"))
        #expect(!TEAComparisonTests.fiveReport().confoundsSection.contains("blind to its own mutants"))
    }

    /// The five-architecture report with a draw seeded from `seedSource`.
    private static func report(seedSource: String) -> ComparisonReport {
        let five = TEAComparisonTests.fiveReport()
        var scores = five.mutationScores
        scores?.seed = "42"
        scores?.seedSource = seedSource
        return ComparisonReport(
            sources: five.sources, tests: five.tests, shared: [], traces: [], unitCoverage: nil,
            mutationScores: scores, refactoring: nil)
    }
}
