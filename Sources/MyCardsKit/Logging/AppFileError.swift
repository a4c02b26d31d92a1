import Foundation

/// A file named on the command line (`--trace`, `--log`) that cannot be written.
public struct AppFileError: Error, Equatable, Sendable {
    public let path: String
    public let detail: String

    public init(path: String, detail: String) {
        self.path = path
        self.detail = detail
    }

    public var message: String { "cannot write to \(path)" }

    /// A handle that appends to `url`, creating the file and its parent folders first.
    static func appendingHandle(for url: URL) throws(AppFileError) -> FileHandle {
        let manager = FileManager.default
        do {
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if !manager.fileExists(atPath: url.path) {
                guard manager.createFile(atPath: url.path, contents: nil) else {
                    throw AppFileError(path: url.path, detail: "cannot create the file")
                }
            }
            let handle = try FileHandle(forWritingTo: url)
            try handle.seekToEnd()
            return handle
        } catch let error as AppFileError {
            throw error
        } catch {
            throw AppFileError(path: url.path, detail: error.localizedDescription)
        }
    }
}
