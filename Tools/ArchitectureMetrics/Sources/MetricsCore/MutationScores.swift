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

    /// "31 / 35 (89 %)".
    public func summary(of name: String) -> String {
        guard let score = scores[name], score.total > 0 else { return "not measured" }
        return String(
            format: "%d / %d (%.0f %%)", score.killed, score.total, 100 * Double(score.killed) / Double(score.total))
    }
}
