import Foundation

extension ComparisonReport {
    /// The "Data flow" section: counts per architecture, the pairs that talk both ways, and each message graph.
    var dataFlow: String {
        guard !traces.isEmpty else {
            return "\n## Data flow\n\nNo traces recorded: `make traces` records the fixed journey of every variant.\n"
        }
        var out = "\n## Data flow, from `--trace`\n\n"
        out += "The fixed journey — launch, open a card, edit the name, save, back, delete it — run on every variant "
        out += "by the acceptance suite (`DataFlowJourney`) with `--trace`; `make traces` keeps the traces in "
        out += "`Docs/Traces/`. Every line is one message across a boundary the tracing rule names (Docs/Tracing.md): "
        out += "calls through the roles' protocols, to the shared services and the shell, a view's events, and the "
        out += "answers that come back.\n\n"
        // One column per architecture measured: one without a trace yet says so.
        let columns = sources.map { source in (source.name, traces.first { $0.name == source.name }) }
        let row = { (label: String, value: (TraceMetrics) -> String) in
            "| \(label) | " + columns.map { $0.1.map(value) ?? Self.notRecorded }.joined(separator: " | ") + " |\n"
        }
        out += "| | " + columns.map(\.0).joined(separator: " | ") + " |\n"
        out += "| --- |" + String(repeating: " --- |", count: columns.count) + "\n"
        out += row("messages sent") { "\($0.messageCount)" }
        out += row("of them answers to a call (completions called back)") { "\($0.answers)" }
        out += row("distinct sender → receiver edges") { "\($0.edges.count)" }
        out += row("types involved") { "\($0.types.count)" }
        out += row("pairs that call each other (an answer is not a call)") {
            $0.twoWayPairs.isEmpty ? "none (one way)" : $0.twoWayPairs.joined(separator: "; ")
        }
        for trace in traces {
            out += "\n### \(trace.name)\n\n```mermaid\n\(trace.mermaid)```\n"
            out += "\nThe same graph as text (sender → receiver, messages):\n\n```text\n\(trace.plainText)```\n"
        }
        return out
    }

    /// The cell of an architecture whose fixed journey has no trace in `Docs/Traces` yet.
    static let notRecorded = "not recorded (`make traces`)"
}
