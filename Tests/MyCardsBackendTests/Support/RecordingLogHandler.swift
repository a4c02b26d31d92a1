import Foundation
import Logging

/// A swift-log handler that keeps every line, so tests can read what was logged and at which level.
struct RecordingLogHandler: LogHandler {
    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [(Logger.Level, String)] = []

        var all: [(level: Logger.Level, message: String)] {
            lock.withLock { stored.map { (level: $0.0, message: $0.1) } }
        }

        var messages: [String] {
            all.map(\.message)
        }

        func append(_ level: Logger.Level, _ message: String) {
            lock.withLock { stored.append((level, message)) }
        }
    }

    let lines: Lines
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        lines.append(event.level, event.message.description)
    }

    /// A logger writing into fresh `lines`.
    static func logger() -> (Logger, Lines) {
        let lines = Lines()
        return (Logger(label: "test") { _ in RecordingLogHandler(lines: lines) }, lines)
    }
}
