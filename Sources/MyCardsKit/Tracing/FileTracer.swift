import Foundation

/// Appends trace lines to a file, creating it (and its folder) when missing. Each line is written at once,
/// so `tail -f` shows it while the app runs.
public final class FileTracer: Tracing, @unchecked Sendable {
    private let handle: FileHandle
    private let lock = NSLock()

    public init(url: URL) throws(AppFileError) {
        handle = try AppFileError.appendingHandle(for: url)
    }

    deinit {
        try? handle.close()
    }

    public func trace(_ sender: String, _ receiver: String, _ message: String) {
        let line = Self.line(sender, receiver, message) + "\n"
        lock.withLock { try? handle.write(contentsOf: Data(line.utf8)) }
    }
}
