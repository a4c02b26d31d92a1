/// Records the messages that cross an architecture boundary, one line each:
/// `CardsViewController -> NetworkLoader: download(cards.json)`. A teaching aid: `tail -f` the file
/// beside the app and watch each architecture's data flow.
public protocol Tracing: Sendable {
    /// False when the run has no `--trace`: nothing installs a traced proxy or service then.
    var isEnabled: Bool { get }
    func trace(_ sender: String, _ receiver: String, _ message: String)
}

/// The tracer of a run without `--trace`.
public struct NoTracing: Tracing {
    public init() {}

    public var isEnabled: Bool { false }

    public func trace(_ sender: String, _ receiver: String, _ message: String) {}
}

extension Tracing {
    public var isEnabled: Bool { true }

    /// The line a trace file holds for one message.
    public static func line(_ sender: String, _ receiver: String, _ message: String) -> String {
        "\(sender) -> \(receiver): \(message)"
    }
}
