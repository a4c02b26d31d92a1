import Foundation
import SwiftParser
import SwiftSyntax

/// One module's source files as syntax trees: what a rule reads. Read from a folder (an architecture's
/// `Sources/MyCards<Arch>`) or, in the rules' specs, from named strings.
public struct Module: Sendable {
    public struct File: Sendable {
        /// The path a violation names (relative to where the module was read from).
        public let path: String
        public let tree: SourceFileSyntax

        /// The line of `node` in this file.
        func line(of node: some SyntaxProtocol) -> Int {
            SourceLocationConverter(fileName: path, tree: tree)
                .location(for: node.positionAfterSkippingLeadingTrivia).line
        }
    }

    public let files: [File]

    /// `sources` maps a file's path to its text.
    public init(sources: [String: String]) {
        files = sources.sorted { $0.key < $1.key }.map { File(path: $0.key, tree: Parser.parse(source: $0.value)) }
    }

    /// Every `.swift` file under `folder`, named by its path from `root`.
    public init(folder: URL, root: URL) throws {
        let urls =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        let base = root.standardizedFileURL.path + "/"
        var sources: [String: String] = [:]
        for url in urls {
            let path = url.standardizedFileURL.path
            sources[path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path] = try String(
                contentsOf: url, encoding: .utf8)
        }
        self.init(sources: sources)
    }
}
