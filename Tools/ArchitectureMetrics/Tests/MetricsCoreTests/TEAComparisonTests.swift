import Foundation
import Testing

@testable import MetricsCore

@Suite("TEA, the fifth column")
struct TEAComparisonTests {
    /// The repository this package sits in: Tools/ArchitectureMetrics/Tests/MetricsCoreTests/ is four folders down.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let folder = root.appendingPathComponent("Sources/MyCardsTEA")

    /// A folder of one file of `lines` lines, named for the comparison.
    static func folder(_ name: String, lines: Int = 10) -> FolderMetrics {
        FolderMetrics(
            name: name,
            files: [
                "Cards/CardsViewController.swift": FileMetrics.measure(
                    source: String(repeating: "let x = 1\n", count: lines))
            ])
    }

    static func fiveReport() -> ComparisonReport {
        let names = ComparisonReport.architectures.map(\.0)
        return ComparisonReport(
            sources: names.map { folder($0) }, tests: names.map { folder($0) }, shared: [], traces: [],
            unitCoverage: UnitCoverage(commit: "abc1234", percent: ["MVC": 97, "MVVM": 98, "VIPER": 99, "VIP": 99]),
            mutationScores: MutationScores(
                commit: "abc1234",
                scores: Dictionary(
                    uniqueKeysWithValues: ComparisonReport.article.map {
                        ($0, MutationScores.Score(killed: 80, total: 84, survivors: []))
                    })),
            refactoring: RefactoringReportTests.report().refactoring)
    }

    @Test("is the comparison's fifth architecture, and not one the article judged")
    func listed() {
        #expect(ComparisonReport.architectures.map(\.0) == ["MVC", "MVVM", "VIPER", "VIP", "TEA"])
        #expect(ComparisonReport.architectures.last! == ("TEA", "MyCardsTEA", "TEATests"))
        #expect(!ComparisonReport.article.contains("TEA"))
    }

    @Test("opens a card in steps that each name a file of Sources/MyCardsTEA and a declaration in it")
    func openCardSteps() throws {
        let steps = try #require(OpenCardJourney.steps["TEA"])
        #expect((5...12).contains(steps.count))
        for step in steps {
            let source = try String(contentsOf: Self.folder.appendingPathComponent(step.file), encoding: .utf8)
            #expect(DeclarationCut.find(step.declaration, in: source) != nil, "\(step.file): \(step.declaration)")
        }
        #expect(steps.first?.file == "Cards/CardsViewController.swift")
        #expect(steps.contains { $0.file == "Store/Store.swift" && $0.declaration == "send" })
    }

    @Test("cuts TEA's steps into the side-by-side page, after VIP")
    func sideBySide() throws {
        let page = try SideBySide.measure(root: Self.root)
        #expect(page.architectures.map(\.name) == ["MVC", "MVVM", "VIPER", "VIP", "TEA"])
        #expect(page.markdown.contains("\n## TEA\n\n1. **`CardsViewController.init(theme:photoCache:)`**"))
    }

    @Test("has no verdict of the article's, and the verdict table shows its figure apart")
    func noArticleVerdict() throws {
        for aspect in ArticleVerdicts.aspects {
            #expect(aspect.verdicts["TEA"] == nil)
            #expect(Set(aspect.verdicts.keys) == Set(ComparisonReport.article))
            #expect(ArticleVerdicts.verdict(of: "TEA", in: aspect) == "—, not in the article")
        }
        let answer = Self.measuredReport(teaFiles: 1).answerSection
        #expect(answer.contains("files per screen: MVC 1.0 · MVVM 1.0 · VIPER 1.0 · VIP 1.0 (TEA 1.0) |"))
    }

    /// Five architectures of seven one-file screens each, TEA with `teaFiles` files a screen.
    static func measuredReport(teaFiles: Int) -> ComparisonReport {
        let screens = ["Camera", "CardDetails", "CardPhoto", "Cards", "Code", "Crop", "PhotoLibrary"]
        var report = fiveReport()
        for name in ComparisonReport.architectures.map(\.0) {
            let count = name == "TEA" ? teaFiles : 1
            var files: [String: String] = [:]
            for (index, screen) in screens.enumerated() {
                for file in 0..<count {
                    files["\(screen)/\(screen)\(file).swift"] =
                        "final class \(screen)\(file)\(name) { func a\(index)() {} }"
                }
            }
            report.measures[name] = ArchitectureMeasures.measure(
                name: name, sources: Fixtures.architecture(files), tests: nil)
        }
        return report
    }

    @Test("keeps the verdicts on the article's four, whatever TEA's figures")
    func verdictsOnTheFour() {
        let one = Self.measuredReport(teaFiles: 1).verdicts.map(\.verdict)
        let many = Self.measuredReport(teaFiles: 9).verdicts.map(\.verdict)

        #expect(one == many)
        #expect(
            one.allSatisfy { verdict in verdict.tests.allSatisfy { $0.order.higher != "TEA" && $0.order.lower != "TEA" }
            })
    }

    @Test("delivers a late answer through the app's effect, which leaving the screen does not cancel")
    func lateAnswer() throws {
        let answer = try #require(try LateAnswer.measure(name: "TEA", folder: Self.folder))
        #expect(answer.design.contains("leaving the screen does not cancel them"))
        #expect(answer.parts.contains(LateAnswer.Part(file: "App/AppEffects.swift", declaration: "upload")))
        #expect(answer.lines.allSatisfy { $0 > 0 })
    }

    @Test("renders five columns in every table of a report with five sources")
    func fiveColumns() {
        let markdown = Self.measuredReport(teaFiles: 1).markdown
        #expect(markdown.contains("| | MVC | MVVM | VIPER | VIP | TEA |\n| --- | --- | --- | --- | --- | --- |\n"))
        // Every table but the shared modules' (at the end), whose columns are modules.
        let architectures = markdown.components(separatedBy: "\n## Shared modules")[0]
        // The mutation scores' pairwise table has a row per pair of architectures, not a column per architecture.
        let perArchitecture = architectures.split(separator: "\n").filter {
            !$0.hasPrefix("| pair") && $0 != "| --- | --- | --- | --- | --- |" && !$0.contains(" – ")
        }
        for line in perArchitecture where line.hasPrefix("| ") {
            // A row of the main tables: a label and five cells (the verdict table: six cells).
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).count - 2
            #expect(cells == 6 || cells == 7, "\(line)")
        }
    }

    @Test("says what is not measured for TEA instead of leaving it out")
    func notMeasured() {
        let markdown = Self.fiveReport().markdown
        #expect(markdown.contains(" | not measured (`make unit-coverage`) |\n"))
        #expect(markdown.contains(" | not measured (`make mutants`) |\n"))
        #expect(markdown.contains("Not measured: TEA (not in this draw).\n"))
        #expect(markdown.contains(" | built with it (no separate commit) |\n"))
        #expect(markdown.contains(" | not in the workshop |\n"))
        #expect(markdown.contains("TEA was written after the changes below, with them in from its first commit"))
    }

    @Test("counts TEA's two changes from the commits that took them out and put them back")
    func countedChanges() throws {
        let five = Self.fiveReport()
        let measured = try #require(five.refactoring)
        let tea = { (commit: String, types: Int) in
            RefactoringExercise.Architecture(
                commit: commit, sources: RefactoringReportTests.change(types: types, added: 34),
                tests: RefactoringReportTests.change(types: 1))
        }
        var exercise = RefactoringExercise(
            sharedCommit: measured.sharedCommit, sharedFiles: measured.sharedFiles, sharedAdded: measured.sharedAdded,
            architectures: measured.architectures.merging(["TEA": tea("7ea0001", 4)]) { $1 })
        exercise.checkoutCodes = ["TEA": tea("7ea0002", 9)]
        let report = ComparisonReport(
            sources: five.sources, tests: five.tests, shared: [], traces: [], unitCoverage: nil,
            mutationScores: nil, refactoring: exercise)

        let section = report.refactoringSection

        #expect(section.contains("| commits counted | `def5678` | `def5678` | `def5678` | `def5678` | `7ea0001` |\n"))
        #expect(section.contains(" | 1 file / 9 types, +34 −1 |\n"))
        #expect(section.contains("put back as one commit each (`7ea0001` and `7ea0002`)"))
        #expect(!section.contains("TEA was written after the changes below, with them in from its first commit"))
    }

    @Test("shows a trace not yet recorded as such, beside the recorded ones")
    func missingTrace() {
        let five = Self.fiveReport()
        let traced = ComparisonReport(
            sources: five.sources, tests: five.tests, shared: [],
            traces: [TraceMetrics(name: "MVC", trace: "CardsView -> CardsViewController: open\n")], unitCoverage: nil,
            mutationScores: nil, refactoring: nil)
        #expect(
            traced.dataFlow.contains(
                "| messages sent | 1 | "
                    + Array(repeating: "not recorded (`make traces`)", count: 4).joined(separator: " | ") + " |\n"))
    }

    @Test("gets no traced proxies: it traces at its store")
    func leftOutOfProxies() {
        #expect(!ProxyCoverage.modules.contains("MyCardsTEA"))
    }

    @Test("gets its screen mutants from its seven screens, at least the others' minimum; App/ and Store/ apart")
    func mutants() throws {
        let files = try FolderMetrics.sources(in: Self.folder)

        let plan = MutantPlan.make(
            architecture: "TEA", firstID: 5000, files: files, perScreen: 14, atLeast: 84, perOtherFolder: 14, seed: 1)

        let onScreens = plan.mutants.filter { $0.group == MutantPlan.screens }
        let screens = Set(onScreens.map { String($0.file.split(separator: "/")[0]) })
        #expect(screens == ["Camera", "CardDetails", "CardPhoto", "Cards", "Code", "Crop", "PhotoLibrary"])
        #expect(onScreens.count >= 84)
        #expect(plan.mutants.filter { $0.group == "App" }.allSatisfy { $0.file.hasPrefix("App/") })
        #expect(plan.mutants.filter { $0.group == "Store" }.count == 14)
        #expect(plan.mutants.contains { $0.site.kind == .dropEffect })
    }

    @Test(
        "has its store, host and reducers in its role graph, and the closure a screen sends through explains its trace")
    func roleGraph() throws {
        let graph = RoleGraph.build(
            index: CodeIndex(files: try SwiftFile.read(folder: Self.folder, origin: .architecture)))
        #expect(graph.roles.isSuperset(of: ["Store", "AppHost", "AppReducer", "CardsReducer", "CardsViewController"]))
        #expect(graph.groups["Store"] == "Store")
        let trace = TraceMetrics(name: "TEA", trace: "CardsViewController -> Store: send(CardsAction)\n")
        #expect(graph.unexplained(by: trace).isEmpty)
    }
}
