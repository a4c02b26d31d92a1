import Foundation
import MetricsCore

// Usage: ArchitectureMetrics REPOSITORY_ROOT — writes Docs/Comparison.md and Docs/Comparison.json there.
let root = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? ".")
do {
    let report = try ComparisonReport.measure(root: root)
    let docs = root.appendingPathComponent("Docs")
    try report.markdown.write(to: docs.appendingPathComponent("Comparison.md"), atomically: true, encoding: .utf8)
    try report.json.write(to: docs.appendingPathComponent("Comparison.json"), atomically: true, encoding: .utf8)
    print("compare: measured \(report.sources.map(\.name).joined(separator: ", ")); wrote Docs/Comparison.md and .json")
} catch {
    FileHandle.standardError.write(Data("compare: \(error)\n".utf8))
    exit(1)
}
