extension ComparisonReport {
    /// "Follow one action": per architecture, the roles and files a reader passes through for opening a card,
    /// saving an edit and deleting, from the key press to the store and back to the screen.
    var followActionSection: String {
        // One column per architecture measured; nil for one whose journey has no trace yet.
        let followed = sources.map { source in
            (
                source.name,
                traces.first { $0.name == source.name }.map {
                    FollowAction.follow($0, roleFiles: roleFiles(of: source.name))
                }
            )
        }
        guard followed.contains(where: { !($0.1 ?? []).isEmpty }) else { return "" }
        var out = "\n## Follow one action\n\n"
        out += "What a newcomer reads to follow one user action, from the key press to the store and back to the "
        out += "screen: the fixed journey's messages from the view's event to the next one (`Docs/Traces/`), the "
        out += "architecture's own roles among them in the order they are first reached, and the files that declare "
        out += "them. The shared parts (store, backend, shell) are the same in all five.\n\n"
        out += "| | " + followed.map(\.0).joined(separator: " | ") + " |\n"
        out += "| --- |" + String(repeating: " --- |", count: followed.count) + "\n"
        for (action, _) in FollowAction.actions {
            out += "| \(action): roles / files / messages | "
            out +=
                followed.map { _, actions in
                    guard let actions else { return Self.notRecorded }
                    guard let found = actions.first(where: { $0.action == action }) else { return "not traced" }
                    return "\(found.roles.count) / \(found.files) / \(found.messages)"
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

    /// Each role of an architecture (a type with behaviour outside `App/`) and the file that declares it.
    private func roleFiles(of name: String) -> [String: String] {
        guard let folder = sources.first(where: { $0.name == name }), let graph = roleGraphs[name] else { return [:] }
        var out: [String: String] = [:]
        for (path, file) in folder.files where !path.hasPrefix("App/") {
            for role in file.roleNames where graph.roles.contains(role) { out[role] = path }
        }
        return out
    }
}
