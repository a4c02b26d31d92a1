import Foundation

/// The tests added to each architecture's unit suite after each draw of mutants: a test written once a draw's
/// survivors are known may be written to kill them, so a score measured after it is tuned. `make tuning` writes
/// Docs/Tuning.json from git (every commit that changed Docs/Mutants.json is a draw).
public struct TuningHistory: Sendable, Equatable {
    public struct Change: Sendable, Equatable {
        /// Commits that changed the test target.
        public let commits: Int
        /// `@Test` lines added and removed.
        public let added: Int
        public let removed: Int
    }

    public struct Draw: Sendable, Equatable {
        public let commit: String
        public let date: String
        /// What changed in each test target between this draw and the next (or the measured commit).
        public let after: [String: Change]
    }

    /// The commit the history was read at.
    public let measuredAt: String
    /// Oldest first.
    public let draws: [Draw]

    public static func read(_ url: URL) -> TuningHistory? {
        guard let data = try? Data(contentsOf: url),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let measuredAt = object["measuredAt"] as? String, let draws = object["draws"] as? [[String: Any]]
        else { return nil }
        return TuningHistory(
            measuredAt: measuredAt,
            draws: draws.map { draw in
                let after = (draw["after"] as? [String: [String: Int]] ?? [:]).mapValues {
                    Change(commits: $0["commits"] ?? 0, added: $0["added"] ?? 0, removed: $0["removed"] ?? 0)
                }
                return Draw(
                    commit: draw["commit"] as? String ?? "?", date: draw["date"] as? String ?? "?", after: after)
            })
    }
}
