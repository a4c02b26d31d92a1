@testable import MetricsCore

/// Small folders of Swift code for the specs, as the tools read them.
enum Fixtures {
    /// `files` (path → source) as an architecture folder's code.
    static func architecture(_ files: [String: String]) -> [SwiftFile] {
        files.sorted { $0.key < $1.key }.map { SwiftFile(path: $0.key, origin: .architecture, source: $0.value) }
    }

    static func index(_ files: [String: String]) -> CodeIndex { CodeIndex(files: architecture(files)) }

    static func graph(_ files: [String: String]) -> RoleGraph { RoleGraph.build(index: index(files)) }

    /// TEA's store in small: it runs the reducer the composition root hands it.
    static let store = """
        final class Store {
            let reducer: (inout Int, Int) -> Void
            var state = 0
            init(reducer: @escaping (inout Int, Int) -> Void) { self.reducer = reducer }
            func send(_ action: Int) { reducer(&state, action) }
        }
        """

    static func edge(_ sender: String, _ receiver: String) -> TraceMetrics.Edge {
        TraceMetrics.Edge(sender: sender, receiver: receiver)
    }
}
