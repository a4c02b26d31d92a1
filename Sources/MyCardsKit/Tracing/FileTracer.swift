import Foundation

/// Appends trace lines to a file, creating it (and its folder) when missing. Each line is written at once,
/// so `tail -f` shows it while the app runs.
public final class FileTracer: Tracing, Sendable {
    /// Behind a lock: lines written from several threads at once must not interleave.
    private let handle: Locked<FileHandle>

    public init(url: URL) throws(AppFileError) {
        handle = Locked(try AppFileError.appendingHandle(for: url))
    }

    deinit {
        handle.withLock { try? $0.close() }
    }

    public func trace(_ sender: String, _ receiver: String, _ message: String) {
        let line = Self.line(sender, receiver, message) + "\n"
        handle.withLock { try? $0.write(contentsOf: Data(line.utf8)) }
    }
}
