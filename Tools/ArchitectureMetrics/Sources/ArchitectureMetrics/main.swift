import Foundation
import MetricsCore

// Usage: ArchitectureMetrics REPOSITORY_ROOT [PROXY_GENERATOR] — writes Docs/Comparison.md and Docs/Comparison.json
// there, the marked figures in the five architecture docs (DocumentFigures) and Docs/SideBySide.md (one action's code
// in each). With PROXY_GENERATOR (the built TracedProxyGenerator), first fails if it leaves a protocol untraced.
let arguments = Array(CommandLine.arguments.dropFirst())
let root = URL(fileURLWithPath: arguments.first ?? ".")
do {
    if arguments.count > 1 {
        let untraced = try ProxyCoverage.untraced(root: root, generator: URL(fileURLWithPath: arguments[1]))
        guard untraced.isEmpty else {
            throw CocoaError(
                .coderInvalidValue,
                userInfo: [
                    NSDebugDescriptionErrorKey: "protocols a traced run leaves untraced: "
                        + untraced.joined(separator: "; ")
                ])
        }
    }
    let report = try ComparisonReport.measure(root: root)
    // The trace against the code: a call the journey traced between two roles must be an edge of the role graph.
    let unexplained = report.traces.flatMap { trace in
        (report.roleGraphs[trace.name]?.unexplained(by: trace) ?? []).map {
            "\(trace.name): \($0.sender) -> \($0.receiver)"
        }
    }
    guard unexplained.isEmpty else {
        throw CocoaError(
            .coderInvalidValue,
            userInfo: [
                NSDebugDescriptionErrorKey: "traced calls the role graph does not show: "
                    + unexplained.joined(separator: "; ")
            ])
    }
    let docs = root.appendingPathComponent("Docs")
    try report.markdown.write(to: docs.appendingPathComponent("Comparison.md"), atomically: true, encoding: .utf8)
    try report.json.write(to: docs.appendingPathComponent("Comparison.json"), atomically: true, encoding: .utf8)
    let sideBySide = try SideBySide.measure(root: root)
    try sideBySide.markdown.write(to: docs.appendingPathComponent("SideBySide.md"), atomically: true, encoding: .utf8)
    let figures = report.documentFigures
    for name in ["MVC.md", "MVVM.md", "VIPER.md", "VIP.md", "TEA.md", "README.md"] {
        let file = docs.appendingPathComponent(name)
        let text = try String(contentsOf: file, encoding: .utf8)
        let unknown = DocumentFigures.unknownKeys(in: text, values: figures)
        guard unknown.isEmpty else {
            throw CocoaError(
                .coderInvalidValue, userInfo: [NSDebugDescriptionErrorKey: "\(name): no figure \(unknown)"])
        }
        let filled = DocumentFigures.fill(text, with: figures)
        if filled != text { try filled.write(to: file, atomically: true, encoding: .utf8) }
    }
    print(
        "compare: measured \(report.sources.map(\.name).joined(separator: ", ")); wrote Docs/Comparison.md and .json,"
            + " Docs/SideBySide.md and the figures in Docs/MVC.md, MVVM.md, VIPER.md, VIP.md, TEA.md, README.md")
} catch {
    FileHandle.standardError.write(Data("compare: \(error)\n".utf8))
    exit(1)
}
