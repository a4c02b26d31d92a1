import Foundation
import Logging

/// A swift-log handler that appends one line per message to a file: the `--log` diagnostic log.
/// Nothing goes to the screen while curses owns it.
public struct FileLogHandler: LogHandler {
    public var metadata: Logger.Metadata = [:]
    public var logLevel: Logger.Level = .info

    private let label: String
    private let sink: LogSink

    public init(label: String, sink: LogSink) {
        self.label = label
        self.sink = sink
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { _, new in new }
        let context =
            merged.isEmpty ? "" : " " + merged.sorted { $0.key < $1.key }.map { "\($0)=\($1)" }.joined(separator: " ")
        sink.write("\(Self.timestamp()) \(event.level) \(label): \(event.message)\(context)")
    }

    private static func timestamp() -> String {
        Date().formatted(.iso8601)
    }
}

/// The file a log writes to, shared by every logger of the process.
public final class LogSink: Sendable {
    /// Behind a lock: lines written from several threads at once must not interleave.
    private let handle: Locked<FileHandle>

    public init(url: URL) throws(AppFileError) {
        handle = Locked(try AppFileError.appendingHandle(for: url))
    }

    deinit {
        handle.withLock { try? $0.close() }
    }

    func write(_ line: String) {
        handle.withLock { try? $0.write(contentsOf: Data((line + "\n").utf8)) }
    }
}
