import Foundation
import Testing

@testable import MetricsCore

@Suite("The comparison page")
struct ComparisonPageTests {
    static let root = TEAComparisonTests.root

    @Test("opens with the verdict table, one row per aspect of the article, within its first 40 lines")
    func answerFirst() throws {
        let lines = TEAComparisonTests.measuredReport(teaFiles: 1).markdown.components(separatedBy: "\n")
        let header = try #require(lines.firstIndex { $0.hasPrefix("| aspect | the article | verdict |") })

        for aspect in ArticleVerdicts.aspects {
            let row = try #require(lines.firstIndex { $0.hasPrefix("| **\(aspect.name)** |") }, "\(aspect.name)")
            #expect(row > header && row < 40, "\(aspect.name)")
        }
        #expect(lines.filter { $0.hasPrefix("**The rule, for every row:**") }.count == 1)
    }

    @Test("decides every verdict by the one rule: backed, contradicted, no measurable difference, or not tested")
    func oneRule() {
        let outcomes = Set(TEAComparisonTests.measuredReport(teaFiles: 1).verdicts.map(\.verdict.outcome))

        #expect(outcomes.isSubset(of: [.backed, .contradicted, .noDifference, .notTested]))
        #expect(
            ComparisonReport.screenAspects.map(\.name) + [ComparisonReport.refactoringAspect.name]
                == ArticleVerdicts.aspects.map(\.name).filter { $0 != "reusability" }.sorted { first, second in
                    let order = ArticleVerdicts.aspects.map(\.name)
                    let moved = { (name: String) in
                        name == "refactoring" ? order.count : order.firstIndex(of: name) ?? 0
                    }
                    return moved(first) < moved(second)
                })
    }

    @Test("counts every .swift file of an architecture folder, generated ones too, as wc -l does")
    func linesAsWc() throws {
        for (_, module, _) in ComparisonReport.architectures {
            let folder = Self.root.appendingPathComponent("Sources/\(module)")
            let measured = try FolderMetrics.measure(name: module, folder: folder)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "find '\(folder.path)' -name '*.swift' -exec cat {} + | wc -l"]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            process.waitUntilExit()
            let counted = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)

            #expect("\(measured.lines)" == counted, "\(module)")
        }
    }

    @Test("follows opening a card through the roles and files Docs/SideBySide.md shows, in all five")
    func followsAsSideBySide() throws {
        let page = try SideBySide.measure(root: Self.root)
        let traces = TraceMetrics.read(
            folder: Self.root.appendingPathComponent("Docs/Traces"), names: page.architectures.map(\.name))
        #expect(page.architectures.count == ComparisonReport.architectures.count)
        for architecture in page.architectures {
            let module = try #require(ComparisonReport.architectures.first { $0.0 == architecture.name }).1
            let runtime = ComparisonReport.runtimeFolders[architecture.name] ?? []
            let measured = ArchitectureMeasures.measure(
                name: architecture.name,
                sources: try SwiftFile.read(
                    folder: Self.root.appendingPathComponent("Sources/\(module)"), origin: .architecture),
                tests: nil, runtimeFolders: runtime)
            let trace = try #require(traces.first { $0.name == architecture.name })

            let open = try #require(
                FollowAction.follow(
                    trace, graph: measured.graph, roleFiles: measured.roleFiles,
                    alwaysOpen: runtime.union(ComparisonReport.compositionFolders)
                ).first { $0.event == "open" })

            let prefix = "Sources/\(module)/"
            #expect(
                Set(open.files) == Set(architecture.steps.map { String($0.path.dropFirst(prefix.count)) }),
                "\(architecture.name)")
            #expect(
                Set(open.roles) == Set(architecture.steps.map { String($0.cut.symbol.prefix { $0 != "." }) }),
                "\(architecture.name)")
        }
    }
}
