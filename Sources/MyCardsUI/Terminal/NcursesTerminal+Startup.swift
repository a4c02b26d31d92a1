import CNcursesw
import MyCardsKit

/// What `NcursesTerminal` does before curses starts: asks the terminal what it draws and how it sends keys
/// (`GraphicsDetection`), then hands curses the keys typed meanwhile.
extension NcursesTerminal {
    static func detect(choice: GraphicsChoice, environment: [String: String]) -> GraphicsDetection.Outcome {
        let plan = GraphicsDetection.plan(
            choice: choice, environment: environment, tmuxPassthrough: TmuxPassthrough.ask(environment:))
        guard plan != .blocks else { return GraphicsDetection.Outcome() }
        let channel = DescriptorChannel()
        defer { channel.close() }
        return GraphicsDetection.detect(plan: plan, channel: channel, windowCell: DescriptorChannel.windowCell())
    }

    /// Bytes typed while the terminal was asked, back at the head of curses' input in their order (`ungetch` pushes
    /// to the front, so the last goes first); curses decodes them as if just read.
    static func pushBack(_ typed: [UInt8]) {
        for byte in typed.reversed() { _ = ungetch(Int32(byte)) }
    }

    /// The log's line on the start-up question: how many answers, how long they took, and the answers.
    nonisolated static func detectionReport(replies: [TerminalReply], elapsed: Duration) -> String {
        let milliseconds =
            Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        return "\(replies.count) answers in \(milliseconds) ms: \(replies)"
    }
}
