import Foundation

/// The generated proxy files of a repository: what each architecture folder's should hold, and which differ on disk.
public enum BoundaryProxyFiles {
    public struct File: Equatable, Sendable {
        /// Inside the repository: `Sources/MyCardsVIP/App/TracedBoundaries.swift`.
        public let path: String
        /// Nil when the folder has no protocol to proxy: no file belongs there.
        public let text: String?
    }

    /// One file per architecture folder present under `root`.
    public static func expected(root: URL) throws -> [File] {
        try ComparisonReport.architectures.compactMap { _, module, _ in
            let folder = root.appendingPathComponent("Sources/\(module)")
            guard FileManager.default.fileExists(atPath: folder.path) else { return nil }
            let text = BoundaryProxyGenerator.generate(try FolderMetrics.sources(in: folder))
            return File(path: "Sources/\(module)/App/\(BoundaryProxyGenerator.fileName)", text: text)
        }
    }

    /// The files whose disk content is not the expected one: missing, stale, or another text.
    public static func differing(_ files: [File], root: URL) -> [File] {
        files.filter { file in
            file.text != (try? String(contentsOf: root.appendingPathComponent(file.path), encoding: .utf8))
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
