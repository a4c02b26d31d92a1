import Foundation

extension MutationScores {
    /// Reads Docs/Mutants.json as scripts/mutants_report.py writes it; a file from before the per-commit seed (no
    /// seed, no pool, no other folders) reads with those left empty.
    public static func read(_ url: URL) -> MutationScores? {
        guard let data = try? Data(contentsOf: url),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let commit = object["commit"] as? String,
            let architectures = object["architectures"] as? [String: [String: Any]]
        else { return nil }
        var scores = MutationScores(commit: commit, scores: architectures.mapValues(score))
        scores.seed = object["seed"] as? String
        scores.seedSource = object["seedSource"] as? String
        scores.previousCommit = object["previousDraw"] as? String
        scores.partial = object["partial"] as? Bool ?? false
        for (name, entry) in architectures {
            guard let tuning = entry["tuning"] as? [String: Any] else { continue }
            scores.tuning[name] = Tuning(
                commits: tuning["commits"] as? [String] ?? [], testsAdded: tuning["testsAdded"] as? [String] ?? [],
                testsRemoved: tuning["testsRemoved"] as? Int ?? 0)
        }
        for (name, folders) in object["otherFolders"] as? [String: [String: [String: Any]]] ?? [:] {
            scores.otherFolders[name] = folders.mapValues(score)
        }
        return scores
    }

    private static func score(_ entry: [String: Any]) -> Score {
        let survivors = (entry["survivors"] as? [[String: Any]] ?? []).map { survivor in
            "\(survivor["file"] ?? "?"):\(survivor["line"] ?? "?") \(survivor["kind"] ?? "?"): "
                + "`\(survivor["code"] ?? "")`"
        }
        var score = Score(
            killed: entry["killed"] as? Int ?? 0, total: entry["total"] as? Int ?? 0, survivors: survivors)
        for (kind, tally) in entry["byKind"] as? [String: [String: Int]] ?? [:] {
            score.byKind[kind] = Tally(drawn: tally["drawn"] ?? 0, killed: tally["killed"] ?? 0)
        }
        score.pool = entry["pool"] as? [String: Int] ?? [:]
        return score
    }
}
