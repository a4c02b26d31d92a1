import Foundation

@testable import MyCardsBackend

/// Records what would have been written, keyed by path.
final class InMemoryFileWriter: FileWriting, @unchecked Sendable {
    private let lock = NSLock()
    private var storedFiles: [String: Data] = [:]

    var files: [String: Data] {
        lock.withLock { storedFiles }
    }

    func write(_ data: Data, to url: URL) throws(FileWriteError) {
        lock.withLock { storedFiles[url.path] = data }
    }
}
