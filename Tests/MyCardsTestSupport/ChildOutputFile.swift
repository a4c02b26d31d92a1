import Foundation

/// One output stream of a child process, sent to a file instead of a pipe, and read back whenever a test asks.
///
/// Why not a pipe with a `readabilityHandler`: that handler is a dispatch read source registered with epoll.
/// Foundation closes the pipe when its handle goes away, before dispatch has unregistered the source, and a
/// child spawned meanwhile by another test keeps a copy of the pipe open. epoll then keeps reporting a source
/// dispatch has freed, and its manager thread dereferenced the freed note: a `make test` run died with signal 11
/// in `_dispatch_event_loop_drain`. A file needs no source, and a child holding a copy of it harms nobody.
public final class ChildOutputFile: Sendable {
    public let url: URL
    /// Give this to `Process.standardOutput` or `standardError`.
    public let handle: FileHandle

    /// Creates (or empties) `name` in `folder`.
    public init(_ name: String, in folder: URL) throws {
        url = folder.appendingPathComponent(name)
        try Data().write(to: url)
        handle = try FileHandle(forWritingTo: url)
    }

    /// Everything the child has written so far.
    public var text: String {
        String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self)
    }
}
