/// "Follow one action": the roles a reader passes through for one user action, from the key press to the store and
/// back to the screen. The fixed journey's trace gives the messages from the view's event up to the next event; the
/// code gives what the trace cannot show, because the tracing rule names no call of theirs (a VIPER builder, a VIP
/// configurator, TEA's reducers and effect runner: roles behind no protocol, which is where the rule traces): from
/// the member each traced message reaches, the role graph's `runs` are followed into such roles, in the folders the
/// action's traced roles are in, `App/` and the runtime (`Store/`); an untraced role joins when a function of it runs
/// (being made is not being read).
public struct FollowAction: Sendable {
    public let action: String
    /// The view event that starts it (`open`, `save`, `delete`).
    public let event: String
    /// The architecture's own roles the action passes through, in the order they are first reached.
    public let roles: [String]
    /// The shared parts it reaches (the store, the backend, the shell), in order.
    public let shared: [String]
    /// The files declaring `roles`, in order, each once.
    public let files: [String]
    public let messages: Int

    static let actions = [("open a card", "open"), ("save an edit", "save"), ("delete", "delete")]

    /// The three actions in `trace`. `roleFiles` maps each role of the architecture to the file declaring it;
    /// `alwaysOpen` are the folders (`App`, `Store`) an untraced role may be in whatever screens the action visits.
    static func follow(
        _ trace: TraceMetrics, graph: RoleGraph, roleFiles: [String: String], alwaysOpen: Set<String>
    ) -> [FollowAction] {
        let traced = trace.types
        return actions.compactMap { action, event in
            let lines = trace.messages
            guard let start = lines.firstIndex(where: { isViewEvent($0) && $0.message == event }) else { return nil }
            let end = lines[(start + 1)...].firstIndex(where: isViewEvent) ?? lines.endIndex
            let segment = lines[start..<end]
            let open = alwaysOpen.union(
                segment.flatMap { [$0.sender, $0.receiver] }.filter(graph.roles.contains)
                    .compactMap { graph.groups[$0] })
            var roles: [String] = []
            var shared: [String] = []
            var visited = Set<RoleGraph.Member>()
            func reach(_ role: String) {
                if !roles.contains(role) { roles.append(role) }
            }
            // `madeByMessage`: `member` is the initialiser of a role a traced message's member makes. Such a role
            // working in its initialiser is named after its maker in the trace (Tracing.md, "What the rule cannot
            // see"), so it joins when that work runs.
            func expand(_ member: RoleGraph.Member, madeByMessage: Bool = false, fromMessage: Bool = false) {
                guard visited.insert(member).inserted else { return }
                for next in (graph.runs[member] ?? []).sorted() {
                    let untraced =
                        !traced.contains(next.role) && !graph.conforming.contains(next.role)
                        && open.contains(graph.groups[next.role] ?? "")
                    if untraced || next.name == "init" || next.role == member.role {
                        // Making a role is not reading it: an untraced one joins when one of its functions runs.
                        if untraced, next.name != "init" { reach(next.role) }
                        if madeByMessage, next.role == member.role, next.name != "init" { reach(next.role) }
                        expand(next, madeByMessage: fromMessage && next.name == "init" && next.role != member.role)
                    }
                }
            }
            for line in segment {
                for part in [line.sender, line.receiver] {
                    if graph.roles.contains(part) {
                        reach(part)
                    } else if !part.hasSuffix("View"), !shared.contains(part) {
                        shared.append(part)
                    }
                }
                guard graph.roles.contains(line.receiver) else { continue }
                let name = memberName(line.message)
                let declared = graph.members[line.receiver] ?? []
                // A line naming no member of its receiver (a view's event, an output) is followed from the members
                // whose code mentions that name (`outputs.route.bind { … }` for `route`).
                let start =
                    declared.contains(name)
                    ? [RoleGraph.Member(role: line.receiver, name: name)]
                    : graph.mentions.filter { $0.key.role == line.receiver && $0.value.contains(name) }.keys.sorted()
                for member in start { expand(member, fromMessage: true) }
            }
            var files: [String] = []
            for role in roles {
                if let file = roleFiles[role], !files.contains(file) { files.append(file) }
            }
            return FollowAction(
                action: action, event: event, roles: roles, shared: shared, files: files, messages: end - start)
        }
    }

    /// `openCard(Request)` → `openCard`, `set card(Card)` → `card`, `open` → `open`.
    static func memberName(_ message: String) -> String {
        let bare = message.hasPrefix("set ") ? String(message.dropFirst(4)) : message
        return String(bare.prefix { $0 != "(" && $0 != " " })
    }

    /// A shared view's event to its screen (`CardsView -> CardsViewController: open`).
    private static func isViewEvent(_ line: (sender: String, receiver: String, message: String)) -> Bool {
        line.sender.hasSuffix("View") && line.receiver.hasSuffix("ViewController") && !line.message.contains(" ")
            && !line.message.contains("(")
    }
}
