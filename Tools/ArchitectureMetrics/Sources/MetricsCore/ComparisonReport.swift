import Foundation

/// The comparison of the architectures that are present, as Markdown and as JSON.
public struct ComparisonReport: Sendable {
    public static let architectures = [
        ("MVC", "MyCardsMVC", "MVCTests"), ("MVVM", "MyCardsMVVM", "MVVMTests"),
        ("VIPER", "MyCardsVIPER", "VIPERTests"), ("VIP", "MyCardsVIP", "VIPTests"), ("TEA", "MyCardsTEA", "TEATests"),
    ]
    /// The four the seed article judged (2016): its verdicts, and the checks of them, are about these alone.
    public static let article = ["MVC", "MVVM", "VIPER", "VIP"]
    /// Written after the refactoring exercises' changes, with them in from its first commit: no change of its own
    /// to count.
    static let builtWithTheChanges: Set<String> = ["TEA"]
    /// Folders of an architecture that hold its runtime rather than roles: TEA's `Store/` (the one store and its effect
    /// runner), which every action and effect passes through, as every other variant's pass through the shared
    /// shell. Its roles are nodes of the role graph; a test that stands it up builds no role by it (`TestBuild`).
    public static let runtimeFolders: [String: Set<String>] = ["TEA": ["Store"]]
    /// Cards, Card, Card photo, Code, Photo library, Crop, Camera.
    static let screenCount = 7
    /// The composition root of every variant: it makes and wires the roles (and holds TEA's app reducer and host).
    public static let compositionFolders: Set<String> = ["App"]
    public static let sharedModules = ["MyCardsKit", "MyCardsDisplayData", "MyCardsUI"]
    /// Test code every architecture's suite shares (doubles, samples, the headless app).
    static let testSupport = "Tests/MyCardsTestSupport"

    public let sources: [FolderMetrics]
    public let tests: [FolderMetrics]
    public let shared: [FolderMetrics]
    /// The data flow of the fixed journey per architecture, from `Docs/Traces` (`make traces`).
    public let traces: [TraceMetrics]
    /// Line coverage of each architecture from its own unit suite alone (`make unit-coverage`), if measured.
    public let unitCoverage: UnitCoverage?
    /// Killed / total mutants of each architecture's own unit suite (`make mutants`), if measured.
    public let mutationScores: MutationScores?
    /// Files and lines each architecture's Favourites commit changed (`make refactoring`), if measured.
    public let refactoring: RefactoringExercise?
    /// How each architecture delivers an answer after its screen has gone.
    public var lateAnswers: [LateAnswer] = []
    /// Each architecture's static measures: roles, coupling, what its tests build (`ArchitectureMeasures`).
    public var measures: [String: ArchitectureMeasures] = [:]
    /// How much of the shared modules each architecture's code names.
    public var sharedUse: [String: SharedUse] = [:]
    /// The tests added to each suite after each draw of mutants (`make tuning`), if measured.
    public var tuning: TuningHistory?

    /// Who uses whom among each architecture's roles, read from its code.
    public var roleGraphs: [String: RoleGraph] { measures.mapValues(\.graph) }

    /// Measures whichever architectures exist under `root`.
    public static func measure(root: URL) throws -> ComparisonReport {
        let manager = FileManager.default
        var measured: [ArchitectureMeasures] = []
        let sharedFiles = try sharedModules.flatMap { module in
            try SwiftFile.read(folder: root.appendingPathComponent("Sources/\(module)"), origin: .shared).map {
                SwiftFile(path: "\(module)/\($0.path)", origin: .shared, source: $0.source)
            }
        }
        let support = try SwiftFile.read(folder: root.appendingPathComponent(testSupport), origin: .test).map {
            SwiftFile(path: "MyCardsTestSupport/\($0.path)", origin: .test, source: $0.source)
        }
        let sharedIndex = CodeIndex(files: sharedFiles)
        var sharedUse: [String: SharedUse] = [:]
        for (name, module, testTarget) in architectures {
            let folder = root.appendingPathComponent("Sources/\(module)")
            guard manager.fileExists(atPath: folder.path) else { continue }
            let sources = try SwiftFile.read(folder: folder, origin: .architecture)
            let tests = try SwiftFile.read(folder: root.appendingPathComponent("Tests/\(testTarget)"), origin: .test)
            measured.append(
                ArchitectureMeasures.measure(
                    name: name, sources: sources, tests: tests, others: support + sharedFiles,
                    compositionFolders: compositionFolders, runtimeFolders: runtimeFolders[name] ?? []))
            sharedUse[name] = SharedUse.measure(architecture: sources, shared: sharedIndex)
        }
        let shared = sharedModules.map { module in
            FolderMetrics.measure(name: module, files: sharedFiles.filter { $0.path.hasPrefix("\(module)/") })
        }
        let docs = root.appendingPathComponent("Docs")
        var report = ComparisonReport(
            sources: measured.map(\.folder), tests: measured.compactMap(\.tests), shared: shared,
            traces: TraceMetrics.read(folder: docs.appendingPathComponent("Traces"), names: measured.map(\.name)),
            unitCoverage: UnitCoverage.read(docs.appendingPathComponent("UnitCoverage.json")),
            mutationScores: MutationScores.read(docs.appendingPathComponent("Mutants.json")),
            refactoring: RefactoringExercise.read(docs.appendingPathComponent("Refactoring.json")))
        report.measures = Dictionary(uniqueKeysWithValues: measured.map { ($0.name, $0) })
        report.sharedUse = sharedUse
        report.tuning = TuningHistory.read(docs.appendingPathComponent("Tuning.json"))
        report.lateAnswers = try measured.compactMap { architecture in
            let module = architectures.first { $0.0 == architecture.name }?.1 ?? architecture.name
            return try LateAnswer.measure(
                name: architecture.name, folder: root.appendingPathComponent("Sources/\(module)"))
        }
        return report
    }

    public var markdown: String {
        var out = "# The comparison, measured\n\n"
        out +=
            "Generated by `make compare` (Tools/ArchitectureMetrics, on swift-syntax) from the sources; do not edit.\n\n"
        out += answerSection
        out += Self.preface
        out += confoundsSection
        out += screenEvidenceSection
        out += "\n## Architecture folders\n\n"
        out += "Files and lines count every `.swift` file of `Sources/MyCards<Arch>/`, as `wc -l` does, the generated "
        out += "traced proxies (`App/TracedBoundaries/`) said apart; every other row reads the files someone wrote.\n\n"
        out += table(sources, rows: architectureRows)
        out += complexityByFolder
        out += "\n## Test targets\n\n"
        out += table(tests, rows: testRows)
        out += testBuildSection
        out += couplingSection
        out += dataFlow
        out += followActionSection
        out += lateAnswerSection
        out += refactoringSection
        out += mutationSection
        out += "\n## Shared modules, for context\n\n"
        out += table(shared, rows: Self.folderRows)
        return out
    }

    typealias Row = (String, @Sendable (FolderMetrics) -> String)

    /// Rows any folder has: files, lines, declarations, complexity, imports.
    static let folderRows: [Row] = [
        ("files", { m in m.generated.isEmpty ? "\(m.fileCount)" : "\(m.fileCount) (\(m.generated.count) generated)" }),
        ("lines", { m in m.generated.isEmpty ? "\(m.lines)" : "\(m.lines) (\(m.generatedLines) generated)" }),
        ("code lines", { "\($0.codeLines)" }), ("comment lines", { "\($0.commentLines)" }),
        ("blank lines", { "\($0.blankLines)" }),
        ("lines per file, max / median", { "\($0.maxLinesPerFile) / \($0.medianLinesPerFile)" }),
        (
            "declarations: classes / structs / enums / protocols",
            { m in
                ["class", "struct", "enum", "protocol"].map { "\(m.types[$0, default: 0])" }.joined(separator: " / ")
            }
        ),
        ("functions, initialisers and accessors", { "\($0.functions)" }),
        ("cyclomatic complexity, summed / largest function", { "\($0.totalComplexity) / \($0.maxComplexity)" }),
        ("imports", { $0.imports.joined(separator: ", ") }),
        (
            "files per top folder",
            { m in m.filesPerFolder.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ") }
        ),
    ]

    /// The folder rows, with the roles, data carriers and contracts of each architecture (`CodeIndex.classify`).
    var architectureRows: [Row] {
        var rows = Self.folderRows
        let measures = measures
        rows.insert(
            (
                "roles / data carriers / contracts / name spaces (stated rules: How to read this page)",
                { @Sendable m in
                    guard let measures = measures[m.name] else { return "not measured" }
                    return [CodeIndex.TypeInfo.Classification.role, .carrier, .contract, .namespace].map {
                        "\(measures.count($0))"
                    }
                    .joined(separator: " / ")
                }
            ), at: 6)
        return rows
    }

    static let testRows: [Row] = [
        ("test files", { "\($0.fileCount)" }), ("test lines", { "\($0.lines)" }),
        ("tests (`@Test` functions)", { "\($0.tests)" }),
        ("assertions (`expect`, `#expect`, `#require`)", { "\($0.assertions)" }),
        (
            "test doubles and helpers (files under Support/)",
            { m in "\(m.files.keys.filter { $0.hasPrefix("Support/") }.count)" }
        ),
    ]

    /// Cyclomatic complexity summed over each top folder's files: how the paths to test are spread.
    var complexityByFolder: String {
        let names = sources.map(\.name).filter { measures[$0] != nil }
        guard !names.isEmpty else { return "" }
        let folders = Set(names.flatMap { measures[$0]?.fileGroups.values.map { $0 } ?? [] }).sorted()
        var out = "\nCyclomatic complexity summed over each top folder's files (a screen, `App/`, TEA's `Store/`):\n\n"
        out += "| folder | " + names.joined(separator: " | ") + " |\n"
        out += "| --- |" + String(repeating: " --- |", count: names.count) + "\n"
        for folder in folders {
            out +=
                "| \(folder) | "
                + names.map { name in
                    guard let measured = measures[name], measured.fileGroups.values.contains(folder) else { return "—" }
                    return "\(measured.complexity(of: folder))"
                }.joined(separator: " | ") + " |\n"
        }
        return out
    }

    /// The test rows, with each suite's line coverage and mutation score when measured.
    var testRows: [Row] {
        let (unitCoverage, mutationScores) = (unitCoverage, mutationScores)
        return Self.testRows + [
            (
                "line coverage from its own unit suite alone",
                { @Sendable m in
                    unitCoverage?.percent[m.name].map { String(format: "%.1f %%", $0) }
                        ?? "not measured (`make unit-coverage`)"
                }
            ),
            (
                "mutants killed by its own unit suite",
                { @Sendable m in
                    guard let scores = mutationScores, (scores.scores[m.name]?.total ?? 0) > 0 else {
                        return "not measured (`make mutants`)"
                    }
                    return scores.summary(of: m.name)
                }
            ),
        ]
    }

    func table(_ folders: [FolderMetrics], rows: [Row]) -> String {
        var out = "| | " + folders.map(\.name).joined(separator: " | ") + " |\n"
        out += "| --- |" + String(repeating: " --- |", count: folders.count) + "\n"
        for (label, value) in rows {
            out += "| \(label) | " + folders.map(value).joined(separator: " | ") + " |\n"
        }
        return out
    }

    /// How to read the page, written once by hand: what the measures are and what they cannot tell.
    static let preface = """

        ## How to read this page

        The same app, My Cards, is built five times over one shared core, and each build is measured the same way, \
        by the same tool; the table above answers the article this project answers, swifting.io's \
        [Architecture Wars – A New Hope](https://swifting.io/blog/2016/09/07/architecture-wars-a-new-hope/), which \
        judged MVC, MVVM, VIPER and VIP. TEA (The Elm Architecture, Docs/TEA.md) is measured beside them; the \
        article never judged it, so no verdict rests on it. Everything below the table is its evidence.

        - **A screen** is one of the seven top folders of an architecture (`Cards/`, `CardDetails/` …); `App/` is \
        the composition root (and TEA's app reducer and host), TEA's `Store/` its runtime.
        - **A role** is a type that acts: it declares a function other than an operator, a named constructor (a \
        static function returning its own type), a mutating function or `hash(into:)`/`encode(to:)`. A **data \
        carrier** holds values only (VIP's requests and responses, TEA's states and actions); a **contract** is a \
        protocol; a **name space** an enum with no case. Read from the syntax tree, extensions included.
        - **Cyclomatic complexity** is the number of independent paths through a function (one, plus one per `if`, \
        `guard`, loop, `case`, `catch`, `&&`, `||`, `??`, ternary), summed over a role or a screen.
        - **What a test builds** is read from its code, its suite's and its helpers', followed through the test \
        targets' own functions, and from what the roles it makes make when they are made.
        - **Coupling** is read from the role graph: A depends on B when A's code makes, calls, reads, writes or \
        names B. **Propagation cost** is the share of roles a change to one role can reach, averaged.
        - **What no figure here says**: whether a pattern suits your team, your app's size or your platform. One team \
        wrote all five, seven screens each (see the confounds below).

        """
}
