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
        out += "| | " + traces.map(\.name).joined(separator: " | ") + " |\n"
        out += "| --- |" + String(repeating: " --- |", count: traces.count) + "\n"
        out += "| messages sent | " + traces.map { "\($0.messageCount)" }.joined(separator: " | ") + " |\n"
        out += "| of them answers to a call (completions called back) | "
        out += traces.map { "\($0.answers)" }.joined(separator: " | ") + " |\n"
        out += "| distinct sender → receiver edges | "
        out += traces.map { "\($0.edges.count)" }.joined(separator: " | ") + " |\n"
        out += "| types involved | " + traces.map { "\($0.types.count)" }.joined(separator: " | ") + " |\n"
        out += "| pairs that call each other (an answer is not a call) | "
        out +=
            traces.map { $0.twoWayPairs.isEmpty ? "none (one way)" : $0.twoWayPairs.joined(separator: "; ") }
            .joined(separator: " | ") + " |\n"
        for trace in traces {
            out += "\n### \(trace.name)\n\n```mermaid\n\(trace.mermaid)```\n"
            out += "\nThe same graph as text (sender → receiver, messages):\n\n```text\n\(trace.plainText)```\n"
        }
        return out
    }
}
