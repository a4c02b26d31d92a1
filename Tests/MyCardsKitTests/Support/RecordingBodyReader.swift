import Foundation
import MyCardsKit
import MyCardsTestSupport

/// Records the body a session or parser hands it and the length it was told to expect; `firstBytes` is given
/// once some of the body has arrived, so a test can act in the middle of a body.
final class RecordingBodyReader: BodyReader, @unchecked Sendable {
    // @unchecked: the lock guards the records, read by the test while the session's thread writes them.
    private let lock = NSLock()
    private var bytes: [UInt8] = []
    private var expected: Int?
    let firstBytes = AwaitedAnswer<Void>(cancelled: ())

    var body: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }
    var expectedByteCount: Int? { lock.withLock { expected } }

    func expect(byteCount: Int) {
        lock.withLock { expected = byteCount }
    }

    func read(_ bytes: UnsafeRawBufferPointer) {
        lock.withLock { self.bytes += bytes }
        firstBytes.give(())
    }

    func model() -> String {
        body
    }
}
