import Foundation

extension ComparisonReport {
    /// One measured line under an aspect of the article's table: its figure per architecture, from the
    /// architecture's source folder and its unit-test target.
    struct MeasuredRow {
        let aspect: String
        let measure: String
        let value: (FolderMetrics, FolderMetrics) -> String
    }

    /// Cards, Card, Card photo, Code, Photo library, Crop, Camera.
    static let screenCount = 7

    var measuredRows: [MeasuredRow] {
        [
            MeasuredRow(aspect: "responsibilities", measure: "types per screen folder (mean of 8, App/ included)") {
                s, _ in String(format: "%.1f", Double(s.types.values.reduce(0, +)) / Double(Self.screenCount + 1))
            },
            MeasuredRow(aspect: "view controller's role", measure: "lines in `…ViewController` files (share)") {
                s, _ in
                let lines = s.files.filter { $0.key.hasSuffix("ViewController.swift") }.values.reduce(0) {
                    $0 + $1.lines
                }
                return String(format: "%d (%.0f %%)", lines, s.lines == 0 ? 0 : 100 * Double(lines) / Double(s.lines))
            },
            MeasuredRow(aspect: "data flow", measure: "protocols declared") { s, _ in
                "\(s.types["protocol", default: 0])"
            },
            MeasuredRow(aspect: "data flow", measure: "fixed journey: messages / edges / pairs talking both ways") {
                s, _ in
                guard let trace = traces.first(where: { $0.name == s.name }) else { return "not recorded" }
                return "\(trace.messageCount) / \(trace.edges.count) / \(trace.twoWayPairs.count)"
            },
            MeasuredRow(aspect: "testability", measure: "unit tests / assertions") { _, t in
                "\(t.tests) / \(t.assertions)"
            },
            MeasuredRow(aspect: "testability", measure: "unit tests per screen") { _, t in
                String(format: "%.1f", Double(t.tests) / Double(Self.screenCount))
            },
            MeasuredRow(
                aspect: "testability",
                measure: "unit tests by what they build: one role with doubles · one role through its view · "
                    + "several roles · a headless app · the sources"
            ) { s, t in
                let shares = TestKind.shares(sources: s, tests: t)
                return [TestKind.oneRole, .throughView, .severalRoles, .headlessApp, .sourceRules]
                    .map { String(format: "%.0f %%", 100 * (shares[$0] ?? 0)) }.joined(separator: " · ")
            },
            MeasuredRow(aspect: "testability", measure: "line coverage from its own unit suite alone") { s, _ in
                unitCoverage?.percent[s.name].map { String(format: "%.1f %%", $0) }
                    ?? "not measured (`make unit-coverage`)"
            },
            MeasuredRow(aspect: "testability", measure: "mutants killed by its own unit suite") { s, _ in
                guard let mutationScores, (mutationScores.scores[s.name]?.total ?? 0) > 0 else {
                    return "not measured (`make mutants`)"
                }
                return mutationScores.summary(of: s.name)
            },
            MeasuredRow(aspect: "entry", measure: "lines in `App/` (the composition root)") { s, _ in
                "\(s.files.filter { $0.key.hasPrefix("App/") }.values.reduce(0) { $0 + $1.lines })"
            },
            MeasuredRow(
                aspect: "entry", measure: "roles a reader meets (classes, actors, structs and enums with a method)"
            ) { s, _ in "\(s.roles)" },
            MeasuredRow(
                aspect: "entry",
                measure: "contracts (protocols) / data carriers (method-less structs and enums, typealiases)"
            ) { s, _ in "\(s.types["protocol", default: 0]) / \(s.dataCarriers)" },
            MeasuredRow(aspect: "entry", measure: "declarations in all (types, typealiases, extensions)") { s, _ in
                "\(s.types.values.reduce(0, +))"
            },
            MeasuredRow(aspect: "collaboration", measure: "files per screen (mean of 7)") { s, _ in
                let screenFiles = s.files.keys.filter { !$0.hasPrefix("App/") }.count
                return String(format: "%.1f", Double(screenFiles) / Double(Self.screenCount))
            },
            MeasuredRow(aspect: "reusability", measure: "mean lines per file") { s, _ in
                "\(s.fileCount == 0 ? 0 : s.lines / s.fileCount)"
            },
            MeasuredRow(aspect: "refactoring", measure: "cyclomatic complexity, mean / max") { s, _ in
                String(format: "%.2f / %d", s.meanComplexity, s.maxComplexity)
            },
            MeasuredRow(aspect: "refactoring", measure: "Favourites exercise: source files touched, lines +/−") {
                s, _ in exerciseCell(s.name) { $0.sourceSummary(of: s.name) }
            },
            MeasuredRow(aspect: "refactoring", measure: "Favourites exercise: test files touched, lines +/−") {
                s, _ in exerciseCell(s.name) { $0.testSummary(of: s.name) }
            },
            MeasuredRow(aspect: "number of files", measure: "files") { s, _ in "\(s.fileCount)" },
            MeasuredRow(aspect: "lines of code in a single file", measure: "largest / median file, lines") {
                s, _ in "\(s.maxLinesPerFile) / \(s.medianLinesPerFile)"
            },
        ]
    }
}
