import FlyingSocks

/// Request body bytes delivered in the given chunks, optionally failing like a dropped connection at the end.
struct ScriptedBytes: AsyncBufferedSequence {
    typealias Element = UInt8

    let chunks: [[UInt8]]
    let failsAtEnd: Bool

    init(_ chunks: [[UInt8]], failsAtEnd: Bool = false) {
        self.chunks = chunks
        self.failsAtEnd = failsAtEnd
    }

    func makeAsyncIterator() -> Iterator {
        Iterator(chunks: chunks, failsAtEnd: failsAtEnd)
    }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var chunks: [[UInt8]]
        let failsAtEnd: Bool
        private var pending: [UInt8] = []

        init(chunks: [[UInt8]], failsAtEnd: Bool) {
            self.chunks = chunks
            self.failsAtEnd = failsAtEnd
        }

        mutating func next() async throws -> UInt8? {
            if pending.isEmpty {
                guard let chunk = try await nextBuffer(suggested: 1) else { return nil }
                pending = chunk
            }
            return pending.removeFirst()
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            guard !chunks.isEmpty else {
                if failsAtEnd { throw SocketError.disconnected }
                return nil
            }
            return chunks.removeFirst()
        }
    }
}
