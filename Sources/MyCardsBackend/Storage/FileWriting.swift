import Foundation

/// Replaces a file's contents as a whole.
protocol FileWriting: Sendable {
    func write(_ data: Data, to url: URL) throws(FileWriteError)
}
