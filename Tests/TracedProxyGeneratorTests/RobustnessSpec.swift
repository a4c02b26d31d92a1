import Foundation
import Nimble
import Testing

@testable import TracedProxyGenerator

/// The generator never stops a build: whatever Swift it is given (the repository's own, every file of it), it writes
/// a file.
@Suite("The proxy generator on the repository's sources")
struct RobustnessSpec {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func swiftFiles(under folder: String) -> [SourceFile] {
        let base = root.appendingPathComponent(folder)
        let paths = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(".swift") }.sorted().map { path in
            let url = base.appendingPathComponent(path)
            return SourceFile(path: path, text: (try? String(contentsOf: url, encoding: .utf8)) ?? "")
        }
    }

    @Test("reads every file of Sources and Tests, and writes a file for each folder", arguments: ["Sources", "Tests"])
    func readsEverything(folder: String) {
        let files = Self.swiftFiles(under: folder)

        let text = ProxyFile(module: "Anything", files: files, dependencies: [:]).render()

        expect(files.count).to(beGreaterThan(100))
        expect(text).to(contain("enum GeneratedProxies {"))
    }
}
