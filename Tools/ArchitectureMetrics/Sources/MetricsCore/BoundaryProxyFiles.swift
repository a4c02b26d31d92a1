import Foundation

/// The generated proxy files of a repository: what each architecture folder's should hold, and which differ on disk.
public enum BoundaryProxyFiles {
    public struct File: Equatable, Sendable {
        /// Inside the repository: `Sources/MyCardsVIP/App/TracedBoundaries/TracedCards.swift`.
        public let path: String
        /// Nil when the folder has no protocol to proxy: no file belongs there.
        public let text: String?
    }

    /// One file per screen folder of each architecture present under `root`, and a nil text for every file there
    /// that no longer belongs (a screen without protocols now, the single file of earlier versions).
    public static func expected(root: URL) throws -> [File] {
        let manager = FileManager.default
        var files: [File] = []
        for (_, module, _) in architectures {
            let folder = root.appendingPathComponent("Sources/\(module)")
            guard manager.fileExists(atPath: folder.path) else { continue }
            let app = "Sources/\(module)/App"
            let directory = "\(app)/\(BoundaryProxyGenerator.directory)"
            var expected: [String: String] = [:]
            for (screen, text) in BoundaryProxyGenerator.byScreen(try FolderMetrics.sources(in: folder)) {
                expected["\(directory)/Traced\(screen).swift"] = text
            }
            let present = (try? manager.contentsOfDirectory(atPath: root.appendingPathComponent(directory).path)) ?? []
            let stale =
                present.map { "\(directory)/\($0)" }.filter { expected[$0] == nil }
                + ["\(app)/\(BoundaryProxyGenerator.fileName)"]
            files += expected.sorted { $0.key < $1.key }.map { File(path: $0.key, text: $0.value) }
            files += stale.map { File(path: $0, text: nil) }
        }
        return files
    }

    /// The architectures whose arrows are traced by generated proxies. Not TEA: its screens talk to no protocol of
    /// another role but send actions to the one store, traced at the store by the routes its composition root
    /// installs (`StoreRoutes`); a proxy of its one protocol, the host's `DestinationHosting`, would trace nothing.
    static let architectures = ComparisonReport.architectures.filter { $0.0 != "TEA" }

    /// The files whose disk content is not the expected one: missing, stale, or another text.
    public static func differing(_ files: [File], root: URL) -> [File] {
        files.filter { file in
            let url = root.appendingPathComponent(file.path)
            guard let text = file.text else { return FileManager.default.fileExists(atPath: url.path) }
            return text != (try? String(contentsOf: url, encoding: .utf8))
        }
    }

    /// Writes each file, or deletes it where no file belongs.
    public static func write(_ files: [File], root: URL) throws {
        let manager = FileManager.default
        for file in files {
            let url = root.appendingPathComponent(file.path)
            if let text = file.text {
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            } else if manager.fileExists(atPath: url.path) {
                try manager.removeItem(at: url)
            }
        }
    }
}
