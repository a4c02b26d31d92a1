import Foundation

/// What a unit test builds to run, read from its file: the architecture's roles it makes (its types that hold
/// behaviour), and whether it needs the app. "Needs a terminal" used to mean a file mentions the shell spy, an
/// in-memory double; this says what the test really stands up.
public enum TestKind: String, CaseIterable, Sendable {
    case oneRole = "one role with doubles"
    /// One role driven through the real view it owns (keys in, a rendered screen out): an MVC controller's test.
    case throughView = "one role through its view"
    case severalRoles = "several roles"
    case headlessApp = "a headless app"
    case realTerminal = "a real terminal"
    case sourceRules = "the sources (rule specs)"

    /// The kind of every test in a test file, given the role names of its architecture and which of them build a
    /// whole scene or module when made (a builder, a configurator, or a view controller that calls one).
    static func of(testSource source: String, roles: Set<String>, sceneMakers: Set<String>) -> TestKind {
        if source.contains("RunningApp") || source.contains("tmux") { return .realTerminal }
        if source.contains("HeadlessApp") { return .headlessApp }
        let made = roles.filter { source.contains("\($0)(") || source.contains("\($0).") }
        if !made.isDisjoint(with: sceneMakers) || made.count >= 2 { return .severalRoles }
        if made.isEmpty && source.contains("#filePath") { return .sourceRules }
        if ["hostedView.handle(", "screenText(", "press("].contains(where: source.contains) { return .throughView }
        return .oneRole
    }

    /// The share of an architecture's unit tests of each kind, in `allCases` order.
    public static func shares(sources: FolderMetrics, tests: FolderMetrics) -> [TestKind: Double] {
        let roles = Set(sources.files.values.flatMap(\.roleNames))
        let sceneMakers = Set(
            sources.files.values.filter { file in
                file.source.contains(".configure(self") || file.roleNames.contains { $0.hasSuffix("Builder") }
                    || file.roleNames.contains { $0.hasSuffix("Configurator") }
            }.flatMap(\.roleNames))
        var counts: [TestKind: Int] = [:]
        for (path, file) in tests.files where !path.hasPrefix("Support/") && file.tests > 0 {
            counts[of(testSource: file.source, roles: roles, sceneMakers: sceneMakers), default: 0] += file.tests
        }
        let total = counts.values.reduce(0, +)
        guard total > 0 else { return [:] }
        return counts.mapValues { Double($0) / Double(total) }
    }
}
