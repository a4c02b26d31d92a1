import Foundation
import Testing

@testable import MetricsCore

@Suite("MutationScores")
struct MutationScoresTests {
    @Test("gives the 95 % Wilson interval of a kill rate")
    func wilson() {
        let (low, high) = MutationScores.wilson(killed: 75, total: 84)

        #expect(abs(low - 0.809) < 0.005)
        #expect(abs(high - 0.944) < 0.005)
    }

    @Test("finds no measurable difference between close scores, and names one between far ones")
    func differences() {
        let scores = MutationScores(
            commit: "c",
            scores: [
                "A": .init(killed: 80, total: 84, survivors: []), "B": .init(killed: 76, total: 84, survivors: []),
                "C": .init(killed: 50, total: 84, survivors: []),
            ])

        #expect(scores.measurableDifferences(among: ["A", "B"]).isEmpty)
        #expect(scores.measurableDifferences(among: ["C", "A"]) == ["A above C"])
    }

    /// The old draw (commit cf866f9, the fixed seed): MVC 72, MVVM 79, VIPER 82, VIP 80, TEA 82 of 84.
    static let oldDraw = MutationScores(
        commit: "cf866f9",
        scores: Dictionary(
            uniqueKeysWithValues: zip(["MVC", "MVVM", "VIPER", "VIP", "TEA"], [72, 79, 82, 80, 82]).map {
                ($0, MutationScores.Score(killed: $1, total: 84, survivors: []))
            }))

    @Test("compares every pair with Fisher's exact test and corrects for the ten pairs with Holm's method")
    func comparesPairs() throws {
        let pairs = Self.oldDraw.comparisons(among: ["MVC", "MVVM", "VIPER", "VIP", "TEA"])
        let viper = try #require(pairs.first { $0.first == "MVC" && $0.second == "VIPER" })

        #expect(pairs.count == 10)
        #expect(abs(viper.p - 0.009_59) < 0.000_01)
        #expect(abs(viper.adjusted - 0.095_89) < 0.000_01)
    }

    @Test("finds that VIPER above MVC, apart by their Wilson intervals, is no difference once the pairs are counted")
    func oldDrawHasNoDifference() {
        #expect(Self.oldDraw.measurableDifferences(among: ["MVC", "MVVM", "VIPER", "VIP", "TEA"]).isEmpty)
    }

    static func read(_ text: String) throws -> MutationScores? {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mutants-\(UUID()).json")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return MutationScores.read(url)
    }

    static let fresh = """
        {"commit": "abc1234", "seed": "16768030463357092551", "seedSource": "commit", "previousDraw": "cf866f9",
         "architectures": {"TEA": {"killed": 80, "total": 84, "survivors": [],
             "byKind": {"delete assignment": {"drawn": 30, "killed": 29}}, "pool": {"delete assignment": 310},
             "tuning": {"commits": ["7e82878 TEATests: the photo screen's drawn data pinned"],
                        "testsAdded": ["pushes the photo screen"], "testsRemoved": 1}}},
         "otherFolders": {"TEA": {"Store": {"killed": 10, "total": 14,
             "survivors": [{"file": "MyCardsTEA/Store/Store.swift", "line": 3, "kind": "delete call", "code": "x()"}]}}}}
        """

    @Test("reads the seed, the draw before, the faults drawn, the pool and the tests added since")
    func readsDraw() throws {
        let scores = try #require(try Self.read(Self.fresh))

        #expect(scores.seed == "16768030463357092551")
        #expect(scores.seedSource == "commit")
        #expect(scores.previousCommit == "cf866f9")
        #expect(scores.scores["TEA"]?.byKind["delete assignment"] == .init(drawn: 30, killed: 29))
        #expect(scores.scores["TEA"]?.pool == ["delete assignment": 310])
        #expect(scores.tuning["TEA"]?.testsAdded == ["pushes the photo screen"])
        #expect(
            scores.otherFolders["TEA"]?["Store"]?.survivors == ["MyCardsTEA/Store/Store.swift:3 delete call: `x()`"])
    }

    @Test("reads a draw from before the per-commit seed with no seed, pool or other folders")
    func readsOldDraw() throws {
        let scores = try #require(
            try Self.read(#"{"commit": "cf866f9", "architectures": {"MVC": {"killed": 72, "total": 84}}}"#))

        #expect(scores.seed == nil)
        #expect(scores.otherFolders.isEmpty)
        #expect(scores.summary(of: "MVC") == "72 / 84 (86 %, 95 % interval 77–92 %)")
    }
}
