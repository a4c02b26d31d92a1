import Foundation

/// The data flow of one variant, counted from the `--trace` file of the comparison's fixed journey: every line is
/// `Sender -> Receiver: message`.
public struct TraceMetrics: Sendable {
    public struct Edge: Hashable, Sendable, Comparable {
        public let sender: String
        public let receiver: String

        public static func < (lhs: Edge, rhs: Edge) -> Bool {
            (lhs.sender, lhs.receiver) < (rhs.sender, rhs.receiver)
        }
    }

    public let name: String
    /// Every message in order: sender, receiver, message.
    public let messages: [(sender: String, receiver: String, message: String)]
    /// How many messages crossed each edge.
    public let edges: [Edge: Int]
    /// The same, without answers: a line `… answered` is a callee calling back the closure it was handed (a
    /// completion), the reply to a call rather than a message the callee starts.
    public let callEdges: [Edge: Int]

    public init(name: String, trace: String) {
        self.name = name
        var edges: [Edge: Int] = [:]
        var callEdges: [Edge: Int] = [:]
        var messages: [(sender: String, receiver: String, message: String)] = []
        for line in trace.split(separator: "\n") {
            guard let arrow = line.range(of: " -> "), let colon = line[arrow.upperBound...].range(of: ": ")
            else { continue }
            let edge = Edge(
                sender: String(line[..<arrow.lowerBound]), receiver: String(line[arrow.upperBound..<colon.lowerBound]))
            edges[edge, default: 0] += 1
            messages.append((edge.sender, edge.receiver, String(line[colon.upperBound...])))
            if !Self.isAnswer(line[colon.upperBound...]) { callEdges[edge, default: 0] += 1 }
        }
        self.edges = edges
        self.callEdges = callEdges
        self.messages = messages
    }

    public var messageCount: Int { edges.values.reduce(0, +) }

    /// The answers among them (completions called back).
    public var answers: Int { messageCount - callEdges.values.reduce(0, +) }

    /// `save answered`, `get answered (3 cards)`: the trace rule's words for a callback.
    static func isAnswer(_ message: Substring) -> Bool {
        message.hasSuffix(" answered") || message.contains(" answered (")
    }

    /// Every type that sent or received a message.
    public var types: Set<String> { Set(edges.keys.flatMap { [$0.sender, $0.receiver] }) }

    /// The pairs of types that call each other ("A ⇄ B", A before B), empty when every arrow is one way. An answer
    /// to a call does not make a pair two-way: the callee only replies.
    public var twoWayPairs: [String] {
        callEdges.keys.filter {
            $0.sender < $0.receiver && callEdges[Edge(sender: $0.receiver, receiver: $0.sender)] != nil
        }
        .sorted().map { "\($0.sender) ⇄ \($0.receiver)" }
    }

    /// The message graph as a Mermaid flowchart, each arrow labelled with its message count.
    public var mermaid: String {
        let ids = Dictionary(uniqueKeysWithValues: types.sorted().enumerated().map { ($1, "n\($0)") })
        var out = "flowchart LR\n"
        for name in types.sorted() { out += "    \(ids[name] ?? name)[\(name)]\n" }
        for (edge, count) in edges.sorted(by: { $0.key < $1.key }) {
            out += "    \(ids[edge.sender] ?? edge.sender) -->|\(count)| \(ids[edge.receiver] ?? edge.receiver)\n"
        }
        return out
    }

    /// The same graph as lines of text, for a terminal where Mermaid does not render: one `sender → receiver
    /// (messages)` per edge, sorted.
    public var plainText: String {
        edges.sorted(by: { $0.key < $1.key }).map { "\($0.key.sender) → \($0.key.receiver) (\($0.value))\n" }
            .joined()
    }

    /// The traces recorded by `make traces` in `folder` (`MVC.trace` …), for the architectures that have one.
    public static func read(folder: URL, names: [String]) -> [TraceMetrics] {
        names.compactMap { name in
            guard let text = try? String(contentsOf: folder.appendingPathComponent("\(name).trace"), encoding: .utf8)
            else { return nil }
            return TraceMetrics(name: name, trace: text)
        }
    }
}
