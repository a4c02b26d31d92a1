import Foundation

/// What the Favourites exercise cost each architecture, counted from its commit (`make refactoring` writes
/// Docs/Refactoring.json from `git show --numstat` of the shared commit and one commit per architecture).
public struct RefactoringExercise: Sendable, Equatable {
    public struct Change: Sendable, Equatable {
        /// Paths inside the architecture's source folder (or test target).
        public let files: [String]
        public let added: Int
        public let removed: Int
        /// The top-level types the change's added and removed lines fall in: roles, their contracts, their models
        /// (scripts/refactoring_types.py states the rule).
        public var types: [String] = []
        /// A workshop round's changes to the variant's own suite (its solution patch under Tests/), if read.
        public var tests: Lines?
        /// A workshop round's own tests, given to the attendee with the exercise (Workshop/Exercises/N-…/), if read.
        public var exerciseTests: Lines?
    }

    /// Files and lines, without types: a change's tests.
    public struct Lines: Sendable, Equatable {
        public let files: [String]
        public let added: Int
        public let removed: Int
    }

    public struct Architecture: Sendable, Equatable {
        public let commit: String
        public let sources: Change
        public let tests: Change
        /// Later commits counted with this one: they name the change and fix files it touched (refactoring.py).
        public var followUps: [String] = []
    }

    public let sharedCommit: String
    public let sharedFiles: Int
    public let sharedAdded: Int
    public let architectures: [String: Architecture]
    /// The workshop's title exercise per architecture, from its solution patch: a second, small change.
    public var workshop: [String: Change] = [:]
    /// The workshop's second round per architecture, the favourites filter (`f`), from its solution patch: a third
    /// change. Empty when Refactoring.json predates it.
    public var workshopFilter: [String: Change] = [:]
    /// The workshop's third round per architecture, navigation (`c` opens the Code screen through the pattern's
    /// navigation owner). An architecture whose solution patch was not there when `make refactoring` ran is missing
    /// (not measured); empty when Refactoring.json predates the round.
    public var workshopNavigation: [String: Change] = [:]
    /// The workshop's fourth round per architecture, async (Esc stops a download, cancelled by the pattern's owner of
    /// the download's task); missing and empty as `workshopNavigation`.
    public var workshopAsync: [String: Change] = [:]
    /// The second cross-architecture change, checkout codes, per architecture from its commit. Empty when
    /// Refactoring.json predates it.
    public var checkoutCodes: [String: Architecture] = [:]
    /// Its shared commits, oldest first, and the distinct files and lines they changed together.
    public var checkoutShared: (commits: [String], files: Int, added: Int) = ([], 0, 0)
    /// The third, a refactoring: completion handlers to async/await (issue 36), per architecture from its commit.
    /// Empty when Refactoring.json predates it.
    public var asyncAwait: [String: Architecture] = [:]
    /// Its shared commits, oldest first, and the distinct files and lines they changed together.
    public var asyncShared: (commits: [String], files: Int, added: Int) = ([], 0, 0)

    public static func == (lhs: RefactoringExercise, rhs: RefactoringExercise) -> Bool {
        lhs.sharedCommit == rhs.sharedCommit && lhs.sharedFiles == rhs.sharedFiles
            && lhs.sharedAdded == rhs.sharedAdded && lhs.architectures == rhs.architectures
            && lhs.workshop == rhs.workshop && lhs.workshopFilter == rhs.workshopFilter
            && lhs.workshopNavigation == rhs.workshopNavigation && lhs.workshopAsync == rhs.workshopAsync
            && lhs.checkoutCodes == rhs.checkoutCodes && lhs.checkoutShared == rhs.checkoutShared
            && lhs.asyncAwait == rhs.asyncAwait && lhs.asyncShared == rhs.asyncShared
    }

    public static func read(_ url: URL) -> RefactoringExercise? {
        guard let data = try? Data(contentsOf: url),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let shared = object["shared"] as? [String: Any], let sharedCommit = shared["commit"] as? String,
            let entries = object["architectures"] as? [String: [String: Any]]
        else { return nil }
        var exercise = RefactoringExercise(
            sharedCommit: sharedCommit, sharedFiles: shared["files"] as? Int ?? 0,
            sharedAdded: shared["added"] as? Int ?? 0, architectures: architectures(entries))
        if let checkout = object["checkoutCodes"] as? [String: Any] {
            (exercise.checkoutCodes, exercise.checkoutShared) = laterChange(checkout)
        }
        if let asyncAwait = object["asyncAwait"] as? [String: Any] {
            (exercise.asyncAwait, exercise.asyncShared) = laterChange(asyncAwait)
        }
        exercise.workshop = workshopRound(object["workshop"])
        exercise.workshopFilter = workshopRound(object["workshopFilter"])
        exercise.workshopNavigation = workshopRound(object["workshopNavigation"])
        exercise.workshopAsync = workshopRound(object["workshopAsync"])
        return exercise
    }

    /// A workshop round's changes by architecture; an entry that is no change is left out (not measured).
    private static func workshopRound(_ value: Any?) -> [String: Change] {
        (value as? [String: Any] ?? [:]).compactMapValues(change)
    }

    /// A change counted after Favourites: its architectures' commits and its shared commits.
    private static func laterChange(
        _ object: [String: Any]
    ) -> ([String: Architecture], (commits: [String], files: Int, added: Int)) {
        let shared = object["shared"] as? [String: Any] ?? [:]
        return (
            architectures(object["architectures"] as? [String: [String: Any]] ?? [:]),
            (shared["commits"] as? [String] ?? [], shared["files"] as? Int ?? 0, shared["added"] as? Int ?? 0)
        )
    }

    private static func architectures(_ entries: [String: [String: Any]]) -> [String: Architecture] {
        var architectures: [String: Architecture] = [:]
        for (name, entry) in entries {
            guard let commit = entry["commit"] as? String, let sources = change(entry["sources"]),
                let tests = change(entry["tests"])
            else { continue }
            architectures[name] = Architecture(
                commit: commit, sources: sources, tests: tests, followUps: entry["followUps"] as? [String] ?? [])
        }
        return architectures
    }

    private static func change(_ value: Any?) -> Change? {
        guard let object = value as? [String: Any], let files = object["files"] as? [String] else { return nil }
        return Change(
            files: files, added: object["added"] as? Int ?? 0, removed: object["removed"] as? Int ?? 0,
            types: object["roles"] as? [String] ?? [], tests: lines(object["tests"]),
            exerciseTests: lines(object["exerciseTests"]))
    }

    private static func lines(_ value: Any?) -> Lines? {
        guard let object = value as? [String: Any], let files = object["files"] as? [String] else { return nil }
        return Lines(files: files, added: object["added"] as? Int ?? 0, removed: object["removed"] as? Int ?? 0)
    }

    /// "2 files, +25 −3".
    public func sourceSummary(of name: String) -> String {
        guard let change = architectures[name]?.sources else { return "not done yet" }
        return Self.describe(change)
    }

    /// "2 files, +107 −0".
    public func testSummary(of name: String) -> String {
        guard let change = architectures[name]?.tests else { return "not done yet" }
        return Self.describe(change)
    }

    /// The types (files) the change touched, without their folders: "CardDetailsViewModel, CardDetailsViewController".
    public func roles(of name: String) -> String {
        guard let files = architectures[name]?.sources.files else { return "" }
        return files.map { ($0 as NSString).lastPathComponent.replacingOccurrences(of: ".swift", with: "") }
            .joined(separator: ", ")
    }

    /// A commit's change to one architecture's sources: "13 files / 17 types, +253 −13".
    static func commitSummary(_ architecture: Architecture?) -> String {
        guard let architecture else { return "not done yet" }
        return workshopSummary(architecture.sources)
    }

    /// A commit's change to one architecture's tests, follow-ups included: "7 files, +303 −11".
    static func commitTestSummary(_ architecture: Architecture?) -> String {
        guard let architecture else { return "not done yet" }
        return describe(architecture.tests)
    }

    /// The commits counted: "`5b87fcf`", or "`5b87fcf` + follow-up `112f340`".
    static func commits(_ architecture: Architecture?) -> String {
        guard let architecture else { return "not done yet" }
        let followUps = architecture.followUps.map { "`\($0)`" }.joined(separator: ", ")
        return "`\(architecture.commit)`"
            + (followUps.isEmpty ? "" : " + follow-up\(architecture.followUps.count == 1 ? "" : "s") \(followUps)")
    }

    /// A workshop round's tests: the suite's changes, then the exercise's own ("1 file, +22 −6; its own: 43 lines").
    static func workshopTestSummary(_ change: Change?) -> String {
        guard let change, let tests = change.tests else { return "not measured" }
        let suite =
            tests.files.isEmpty
            ? "none" : describe(Change(files: tests.files, added: tests.added, removed: tests.removed))
        guard let given = change.exerciseTests else { return suite }
        return suite + "; the exercise's own: \(files(given.files.count)), \(given.added) lines"
    }

    /// A workshop round's change in one architecture: "3 files / 4 types, +27 −1", or "not measured".
    static func workshopSummary(_ change: Change?) -> String {
        guard let change else { return "not measured" }
        return "\(files(change.files.count)) / \(types(change.types.count)), +\(change.added) −\(change.removed)"
    }

    static func describe(_ change: Change) -> String {
        "\(files(change.files.count)), +\(change.added) −\(change.removed)"
    }

    /// "1 type", "6 types".
    static func types(_ count: Int) -> String {
        "\(count) \(count == 1 ? "type" : "types")"
    }

    /// "1 file", "4 files".
    static func files(_ count: Int) -> String {
        "\(count) \(count == 1 ? "file" : "files")"
    }
}
