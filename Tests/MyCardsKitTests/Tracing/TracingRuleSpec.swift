import Foundation
import Nimble
import Testing

/// The tracing rule (Docs/Tracing.md), checked on the sources: no role traces itself; tracing is installed from
/// each variant's `App/` composition root.
@Suite("The tracing rule")
struct TracingRuleSpec {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// The files of an architecture folder outside `App/` that mention tracing at all, case-insensitively.
    static func tracingFiles(in module: String) throws -> [String] {
        let folder = sources.appendingPathComponent(module)
        let files =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return try files.filter { !$0.path.contains("/\(module)/App/") }
            .filter { try String(contentsOf: $0, encoding: .utf8).lowercased().contains("trace") }
            .map(\.lastPathComponent).sorted()
    }

    @Test(
        "no file of an architecture folder outside App/ mentions tracing",
        arguments: ["MyCardsMVC", "MyCardsMVVM", "MyCardsVIPER", "MyCardsVIP"])
    func noTraceInRoles(module: String) throws {
        expect(try Self.tracingFiles(in: module)).to(beEmpty())
    }
}
