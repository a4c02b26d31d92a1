import Foundation

@testable import MyCardsBackend

/// Fails every write, like a full disk.
struct FailingFileWriter: FileWriting {
    static let error = FileWriteError.couldNotWrite(path: "/data/cards.json", reason: "No space left on device")

    func write(_ data: Data, to url: URL) throws(FileWriteError) {
        throw Self.error
    }
}
