import Foundation

/// Makes a model of an answer's body from its bytes as they arrive off the connection, a piece at a time, so a
/// large body need not be held whole (`NetworkSession.send(_:readingBodyWith:)`). It is handed from the session's
/// thread to its caller's, one at a time, never shared.
public protocol BodyReader<Model>: AnyObject, Sendable {
    associatedtype Model: Sendable

    /// The body is about `byteCount` bytes long (its `Content-Length`).
    func expect(byteCount: Int)
    /// The body's next bytes, in order; they are valid during the call only.
    func read(_ bytes: UnsafeRawBufferPointer)
    /// The model of the body read, once it has all arrived.
    func model() throws(NetworkError) -> Model
}

extension BodyReader {
    public func expect(byteCount: Int) {}
}

/// Gathers the body whole, its model the bytes.
public final class DataBodyReader: BodyReader {
    /// Locked, though one thread reads at a time (`BodyReader`).
    private let data = Locked(Data())

    public init() {}

    public func expect(byteCount: Int) {
        data.withLock { $0.reserveCapacity(byteCount) }
    }

    public func read(_ bytes: UnsafeRawBufferPointer) {
        data.withLock { $0.append(contentsOf: bytes) }
    }

    public func model() -> Data {
        data.current
    }
}

/// Gathers the body whole for `resource`'s `model(from:)`: the reader of every resource that reads no other way.
public final class WholeBodyReader<Source: Resource>: BodyReader {
    private let resource: Source
    private let body = DataBodyReader()

    public init(_ resource: Source) {
        self.resource = resource
    }

    public func expect(byteCount: Int) {
        body.expect(byteCount: byteCount)
    }

    public func read(_ bytes: UnsafeRawBufferPointer) {
        body.read(bytes)
    }

    public func model() throws(NetworkError) -> Source.Model {
        try resource.model(from: body.model())
    }
}
