/// "Follow one action": the parts a reader passes through for one user action, from the key press to the store and
/// back to the screen, read from the fixed journey's trace (the messages from the view's event up to the next event)
/// and placed in files by the role graph's roles.
public struct FollowAction: Sendable {
    public let action: String
    /// The view event that starts it (`open`, `save`, `delete`).
    public let event: String
    /// The architecture's own roles the action passes through, in the order they are first reached.
    public let roles: [String]
    /// The shared parts it reaches (the store, the backend, the shell), in order.
    public let shared: [String]
    public let files: Int
    public let messages: Int

    static let actions = [("open a card", "open"), ("save an edit", "save"), ("delete", "delete")]

    /// The three actions in `trace`; `roleFiles` maps each role of the architecture to the file declaring it.
    static func follow(_ trace: TraceMetrics, roleFiles: [String: String]) -> [FollowAction] {
        actions.compactMap { action, event in
            let lines = trace.messages
            guard let start = lines.firstIndex(where: { isViewEvent($0) && $0.message == event }) else { return nil }
            let end = lines[(start + 1)...].firstIndex(where: isViewEvent) ?? lines.endIndex
            var roles: [String] = []
            var shared: [String] = []
            for line in lines[start..<end] {
                for part in [line.sender, line.receiver] {
                    if roleFiles[part] != nil {
                        if !roles.contains(part) { roles.append(part) }
                    } else if !part.hasSuffix("View"), !shared.contains(part) {
                        shared.append(part)
                    }
                }
            }
            return FollowAction(
                action: action, event: event, roles: roles, shared: shared,
                files: Set(roles.compactMap { roleFiles[$0] }).count, messages: end - start)
        }
    }

    /// A shared view's event to its screen (`CardsView -> CardsViewController: open`).
    private static func isViewEvent(_ line: (sender: String, receiver: String, message: String)) -> Bool {
        line.sender.hasSuffix("View") && line.receiver.hasSuffix("ViewController") && !line.message.contains(" ")
            && !line.message.contains("(")
    }
}
