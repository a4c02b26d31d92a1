import Foundation

/// The panes of a launcher's own tmux server (`scripts/side-by-side.sh`, `scripts/trace.sh`), each read and driven
/// on its own. The launcher's terminal shows every pane at once, so a text found there may come from any of them.
///
/// A key goes to a pane once that pane's own screen shows what the key is for (`press`). Sent earlier it may reach
/// the app together with the key before it, and an Escape with a key at once is one Alt key, as in any terminal:
/// CI once sent `q` to the MVC pane while its app had not yet read the Escape before it, so the app took Alt-q,
/// stayed on its Card screen, and the launcher waited for it to quit until the journey timed out.
struct LauncherPanes: Sendable {
    let socket: String
    /// The panes' ids (`%0`, …) in the window's order, the order the launcher filled them in.
    let ids: [String]

    init(socket: String) throws {
        self.socket = socket
        ids = try CommandRun.checked("tmux", ["-L", socket, "list-panes", "-a", "-F", "#{pane_id}"])
            .split(separator: "\n").map(String.init)
    }

    func screen(of pane: String) throws -> ScreenText {
        ScreenText(text: try CommandRun.checked("tmux", ["-L", socket, "capture-pane", "-p", "-t", pane]))
    }

    func send(_ key: TerminalKey, to pane: String) throws {
        let words =
            switch key {
            case .text(let text): ["-l", "--", text]
            case .named(let name): [name]
            }
        _ = try CommandRun.checked("tmux", ["-L", socket, "send-keys", "-t", pane] + words)
    }

    /// Polls `pane`'s own screen until `condition` holds; on timeout the error shows that pane's last screen.
    @discardableResult
    func waitFor(
        _ what: String, in pane: String, timeout: Duration = Poll.defaultTimeout,
        until condition: (ScreenText) -> Bool
    ) async throws -> ScreenText {
        let found = try await Poll.until(timeout: timeout) { () -> ScreenText? in
            let screen = try screen(of: pane)
            return condition(screen) ? screen : nil
        }
        guard let found else {
            throw HarnessError.timedOut(waitingFor: "\(what) in pane \(pane)", screen: try screen(of: pane).text)
        }
        return found
    }

    /// Sends `key` to `pane` once the pane's own screen meets `condition`: `what` names the screen the key is for.
    func press(
        _ key: TerminalKey, in pane: String, once what: String, timeout: Duration = Poll.defaultTimeout,
        until condition: (ScreenText) -> Bool
    ) async throws {
        try await waitFor(what, in: pane, timeout: timeout, until: condition)
        try send(key, to: pane)
    }
}
