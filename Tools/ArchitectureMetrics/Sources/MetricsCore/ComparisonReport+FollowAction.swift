extension ComparisonReport {
    /// "Follow one action": per architecture, the roles and files a reader passes through for opening a card,
    /// saving an edit and deleting, from the key press to the store and back to the screen.
    var followActionSection: String {
        // One column per architecture measured; nil for one whose journey has no trace yet.
        let followed = sources.map { source in
            (
                source.name,
                traces.first { $0.name == source.name }.flatMap { trace in
                    measures[source.name].map { measured in
                        FollowAction.follow(
                            trace, graph: measured.graph, roleFiles: measured.roleFiles,
                            alwaysOpen: measured.compositionFolders.union(measured.runtimeFolders))
                    }
                }
            )
        }
        guard followed.contains(where: { !($0.1 ?? []).isEmpty }) else { return "" }
        var out = "\n## Follow one action\n\n"
        out += "What a newcomer reads to follow one user action, from the key press to the store and back to the "
        out += "screen: the fixed journey's messages from the view's event to the next one (`Docs/Traces/`), the "
        out += "architecture's own roles among them — `App/` and TEA's `Store/` included — in the order they are "
        out += "first reached, and the files that declare them. Roles the tracing rule names no call of (a VIPER "
        out += "builder, a VIP configurator, TEA's reducers and effect runner) are added from the code: what the "
        out += "member each traced line reaches runs, followed into roles the trace never names, in the folders "
        out += "the action visits, `App/` and `Store/`. A line naming no member of its receiver (a view's event, an "
        out += "output) is followed from all of them. A role the member of a traced line makes joins when its "
        out += "initialiser runs one of its own functions: the trace names such work after the maker (Tracing.md, "
        out += "\"What the rule cannot see\"). Opening a card is the action Docs/SideBySide.md shows, file "
        out += "for file (a spec checks it). The shared parts (store, backend, shell) are the same in all five.\n\n"
        out += "| | " + followed.map(\.0).joined(separator: " | ") + " |\n"
        out += "| --- |" + String(repeating: " --- |", count: followed.count) + "\n"
        for (action, _) in FollowAction.actions {
            out += "| \(action): roles / files / messages | "
            out +=
                followed.map { _, actions in
                    guard let actions else { return Self.notRecorded }
                    guard let found = actions.first(where: { $0.action == action }) else { return "not traced" }
                    return "\(found.roles.count) / \(found.files.count) / \(found.messages)"
                }.joined(separator: " | ") + " |\n"
        }
        for (name, actions) in followed {
            guard let actions, !actions.isEmpty else { continue }
            out += "\n### \(name)\n\n"
            for action in actions {
                out += "- **\(action.action)** (`\(action.event)`): " + action.roles.joined(separator: " → ")
                out += action.shared.isEmpty ? "\n" : "; shared: " + action.shared.joined(separator: ", ") + "\n"
            }
        }
        return out
    }

}

extension ArchitectureMeasures {
    /// Each role and the file that declares it.
    public var roleFiles: [String: String] {
        types.filter { $0.value.classification == .role }.mapValues(\.file)
    }
}
