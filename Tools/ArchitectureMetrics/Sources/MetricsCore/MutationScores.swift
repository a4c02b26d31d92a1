import Foundation

/// The mutation score of each architecture's own unit suite (`make mutants` writes it, with the commit measured, the
/// seed it drew with, the pool it drew from and the tests added since the draw before).
public struct MutationScores: Sendable, Equatable {
    public struct Score: Sendable, Equatable {
        public let killed: Int
        public let total: Int
        /// "file:line kind: code" of each mutant no test noticed.
        public let survivors: [String]
        /// Kind of fault → (drawn, killed), when the draw recorded it.
        public var byKind: [String: Tally] = [:]
        /// Kind of fault → sites the draw chose from, over the folders this score covers.
        public var pool: [String: Int] = [:]
    }

    public struct Tally: Sendable, Equatable {
        public let drawn: Int
        public let killed: Int
    }

    /// What changed in an architecture's test target between the draw before and this one.
    public struct Tuning: Sendable, Equatable {
        /// "abc1234 subject" of each commit that touched the test target.
        public let commits: [String]
        /// The names of the `@Test`s added.
        public let testsAdded: [String]
        public let testsRemoved: Int
    }

    public let commit: String
    /// The screens' scores: the comparable figure, one per architecture.
    public let scores: [String: Score]
    /// The seed drawn with (decimal), and where it came from (`commit`, or `--seed`); nil for a draw made with the
    /// tool's old fixed seed.
    public var seed: String?
    public var seedSource: String?
    /// A draw of fewer architectures or mutants than `make mutants` makes (MUTANTS_ONLY, MUTANTS_LIMIT): a check of
    /// the pipeline, never the comparison's figure.
    public var partial = false
    /// The commit the draw before measured, from which `tuning` is read.
    public var previousCommit: String?
    public var tuning: [String: Tuning] = [:]
    /// Architecture → folder that is no screen (`App`, `Store`) → its own score.
    public var otherFolders: [String: [String: Score]] = [:]

    /// "75 / 84 (89 %, 95 % interval 81–94 %)".
    public func summary(of name: String) -> String {
        guard let score = scores[name] else { return "not measured" }
        return Self.summary(score)
    }

    static func summary(_ score: Score) -> String {
        guard score.total > 0 else { return "not measured" }
        let (low, high) = Self.wilson(killed: score.killed, total: score.total)
        return String(
            format: "%d / %d (%.0f %%, 95 %% interval %.0f–%.0f %%)", score.killed, score.total,
            100 * Double(score.killed) / Double(score.total), 100 * low, 100 * high)
    }

    /// The Wilson score interval at 95 %: where the kill rate of a suite lies, given `killed` of `total` mutants
    /// drawn at random. Better than the plain ± interval near 0 % and 100 % and for small counts.
    public static func wilson(killed: Int, total: Int) -> (low: Double, high: Double) {
        guard total > 0 else { return (0, 1) }
        let z = 1.959_964
        let n = Double(total)
        let p = Double(killed) / n
        let centre = p + z * z / (2 * n)
        let spread = z * (p * (1 - p) / n + z * z / (4 * n * n)).squareRoot()
        let denominator = 1 + z * z / n
        return ((centre - spread) / denominator, (centre + spread) / denominator)
    }

    /// One pair of architectures' screen scores, compared.
    public struct Comparison: Sendable, Equatable {
        public let first: String
        public let second: String
        /// Fisher's exact test, two-sided, on killed / survived.
        public let p: Double
        /// `p` after Holm's correction for the number of pairs compared.
        public let adjusted: Double
    }

    /// Every pair of the measured architectures among `names` (in that order), with Fisher's exact p and Holm's
    /// adjustment for the number of pairs.
    public func comparisons(among names: [String]) -> [Comparison] {
        let measured = names.filter { (scores[$0]?.total ?? 0) > 0 }
        var pairs: [(String, String, Double)] = []
        for (index, first) in measured.enumerated() {
            for second in measured.dropFirst(index + 1) {
                guard let a = scores[first], let b = scores[second] else { continue }
                let p = MutationStatistics.fisherExact(a.killed, a.total - a.killed, b.killed, b.total - b.killed)
                pairs.append((first, second, p))
            }
        }
        let adjusted = MutationStatistics.holm(pairs.map(\.2))
        return zip(pairs, adjusted).map { Comparison(first: $0.0, second: $0.1, p: $0.2, adjusted: $1) }
    }

    /// The pairs whose scores differ at the 5 % level after Holm's correction ("VIPER above MVC"): the only
    /// differences in score that are more than the draw of mutants. Empty when no pair does.
    public func measurableDifferences(among names: [String]) -> [String] {
        comparisons(among: names).filter { $0.adjusted < 0.05 }.compactMap { pair in
            guard let a = scores[pair.first], let b = scores[pair.second] else { return nil }
            let rateA = Double(a.killed) / Double(a.total)
            let rateB = Double(b.killed) / Double(b.total)
            return rateA >= rateB ? "\(pair.first) above \(pair.second)" : "\(pair.second) above \(pair.first)"
        }
    }
}
