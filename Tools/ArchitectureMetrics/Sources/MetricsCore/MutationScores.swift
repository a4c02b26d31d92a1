import Foundation

/// The mutation score of each architecture's own unit suite (`make mutants` writes it, with the commit measured).
public struct MutationScores: Sendable, Equatable {
    public struct Score: Sendable, Equatable {
        public let killed: Int
        public let total: Int
        /// "file:line kind: code" of each mutant no test noticed.
        public let survivors: [String]
    }

    public let commit: String
    public let scores: [String: Score]

    public static func read(_ url: URL) -> MutationScores? {
        guard let data = try? Data(contentsOf: url),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let commit = object["commit"] as? String,
            let architectures = object["architectures"] as? [String: [String: Any]]
        else { return nil }
        var scores: [String: Score] = [:]
        for (name, entry) in architectures {
            let survivors = (entry["survivors"] as? [[String: Any]] ?? []).map { survivor in
                "\(survivor["file"] ?? "?"):\(survivor["line"] ?? "?") \(survivor["kind"] ?? "?"): "
                    + "`\(survivor["code"] ?? "")`"
            }
            scores[name] = Score(
                killed: entry["killed"] as? Int ?? 0, total: entry["total"] as? Int ?? 0, survivors: survivors)
        }
        return MutationScores(commit: commit, scores: scores)
    }

    /// "75 / 84 (89 %, 95 % interval 81–94 %)".
    public func summary(of name: String) -> String {
        guard let score = scores[name], score.total > 0 else { return "not measured" }
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

    /// The pairs of architectures whose intervals do not overlap: the only differences in score that are more
    /// than the draw of mutants. Empty when every pair overlaps.
    public func measurableDifferences(among names: [String]) -> [String] {
        let measured = names.filter { (scores[$0]?.total ?? 0) > 0 }
        var out: [String] = []
        for (index, first) in measured.enumerated() {
            for second in measured.dropFirst(index + 1) {
                guard let a = scores[first], let b = scores[second] else { continue }
                let (lowA, highA) = Self.wilson(killed: a.killed, total: a.total)
                let (lowB, highB) = Self.wilson(killed: b.killed, total: b.total)
                if highA < lowB { out.append("\(second) above \(first)") }
                if highB < lowA { out.append("\(first) above \(second)") }
            }
        }
        return out
    }
}
