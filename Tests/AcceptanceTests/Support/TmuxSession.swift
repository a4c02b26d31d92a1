import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program running in a real terminal: a detached tmux session on its own server socket. The pane's shell
/// outlives the program, records its exit status and `stty -a`, and keeps the pane open, so a journey can
/// check how the program left the terminal.
final class TmuxSession: Sendable {
    static let defaultColumns = 100
    static let defaultRows = 32

    let socket: String
    /// The server's socket file, which tmux leaves behind after `kill-server`.
    private let socketPath: String
    private let exitFile: URL
    private let sttyFile: URL
    private let target = "app"

    /// Starts `command` in a `columns`×`rows` terminal with UTF-8 and 256 colours; the status files go to `folder`.
    /// `COLORTERM` and `NO_COLOR` are empty unless `environment` sets them, so the runner's environment cannot
    /// change the colour mode (`swift test` runs the tests with `NO_COLOR=1`, and tmux hands its server's
    /// environment to the pane). With `jobControl` the pane's shell runs it as a job (`set -m`), so Ctrl-Z can stop it:
    /// the shell then
    /// records 148 (128 + SIGTSTP) as its status and the terminal modes it got back. `rgb` turns on tmux's RGB
    /// feature, as for a terminal that draws 24-bit colour (tmux then passes such colours on instead of
    /// reducing them to 256).
    init(
        command: [String], statusFolder folder: URL, environment: [String: String] = [:],
        columns: Int = defaultColumns, rows: Int = defaultRows, jobControl: Bool = false, rgb: Bool = false
    ) throws {
        let name = "mycards-accept-\(UUID().uuidString.prefix(8))"
        socket = name
        exitFile = folder.appendingPathComponent("\(name).exit")
        sttyFile = folder.appendingPathComponent("\(name).stty")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

        let pending = ShellQuoting.quote(exitFile.path + ".tmp")
        let steps: [String] = [
            ShellQuoting.command(command), "code=$?",
            "stty -a > \(ShellQuoting.quote(sttyFile.path)) 2>&1",
            "echo \"$code\" > \(pending)", "mv \(pending) \(ShellQuoting.quote(exitFile.path))",
            "echo \"EXIT:$code\"", "exec sleep 600",
        ]
        let script = ((jobControl ? ["set -m"] : []) + steps).joined(separator: "; ")
        let settings = [
            "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TERM": "xterm-256color", "COLORTERM": "", "NO_COLOR": "",
        ]
        .merging(environment) { _, given in given }
        let variables = settings.sorted { $0.key < $1.key }.flatMap { ["-e", "\($0.key)=\($0.value)"] }
        // tmux sets the pane's TERM from `default-terminal`, over `-e TERM=…`: set that first, in the same client.
        let terminal =
            ["start-server", ";", "set-option", "-g", "default-terminal", settings["TERM"] ?? "", ";"]
            + (rgb ? ["set-option", "-as", "terminal-features", ",*:RGB", ";"] : [])
        _ = try CommandRun.checked(
            "tmux",
            ["-L", socket, "-f", "/dev/null"] + terminal
                + ["new-session", "-d", "-s", target, "-x", "\(columns)", "-y", "\(rows)"] + variables + [script])
        socketPath = ((try? CommandRun.checked("tmux", ["-L", name, "display-message", "-p", "#{socket_path}"])) ?? "")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    deinit {
        close()
    }

    /// Ends the tmux server, and with it anything still running in the pane, and removes the status files.
    func close() {
        _ = try? CommandRun.run("tmux", ["-L", socket, "kill-server"])
        try? FileManager.default.removeItem(at: exitFile)
        try? FileManager.default.removeItem(at: sttyFile)
        if !socketPath.isEmpty { try? FileManager.default.removeItem(atPath: socketPath) }
    }

    // MARK: Keys

    func send(_ keys: TerminalKey...) throws {
        try send(keys)
    }

    func send(_ keys: [TerminalKey]) throws {
        for key in keys {
            switch key {
            case .text(let text): try tmux(["send-keys", "-t", target, "-l", "--", text])
            case .named(let name): try tmux(["send-keys", "-t", target, name])
            }
        }
    }

    func type(_ text: String) throws {
        try send(.text(text))
    }

    /// Pastes `text` as a terminal does: bracketed (`ESC [200~ … ESC [201~`) when the program turned
    /// bracketed paste on, plain keystrokes otherwise; tmux sends line ends as CR, as a terminal would.
    func paste(_ text: String) throws {
        // Through a file: tmux refuses a command line as long as a large paste.
        let file = exitFile.deletingLastPathComponent().appendingPathComponent("\(socket).paste")
        try Data(text.utf8).write(to: file)
        try tmux(["load-buffer", "-b", "journey", file.path])
        try tmux(["paste-buffer", "-p", "-d", "-b", "journey", "-t", target])
    }

    func press(_ key: TerminalKey, times: Int) throws {
        try send(Array(repeating: key, count: times))
    }

    // MARK: Screen

    func screen() throws -> ScreenText {
        ScreenText(text: try tmux(["capture-pane", "-p", "-t", target]))
    }

    /// The screen with its colours and attributes as escape sequences: tells a focus change that moves no text.
    func styledScreen() throws -> String {
        try tmux(["capture-pane", "-p", "-e", "-t", target])
    }

    @discardableResult
    func waitFor(_ text: String, timeout: Duration = Poll.defaultTimeout) async throws -> ScreenText {
        try await waitFor("“\(text)”", timeout: timeout) { $0.contains(text) }
    }

    /// Polls the screen until `condition` holds; on timeout the error shows the last screen.
    @discardableResult
    func waitFor(
        _ what: String, timeout: Duration = Poll.defaultTimeout, until condition: (ScreenText) -> Bool
    ) async throws -> ScreenText {
        // Once the program has ended the screen will not change any more: give the shell a moment to print
        // its EXIT line, then fail at once instead of waiting out the timeout.
        var endedAt: ContinuousClock.Instant?
        let found = try await Poll.until(timeout: timeout) {
            let ended = exitStatus()
            let screen = try screen()
            if condition(screen) { return screen }
            if let ended {
                let since = endedAt ?? .now
                endedAt = since
                if ContinuousClock.now - since > .seconds(1) {
                    throw HarnessError.programEnded(status: ended, waitingFor: what, screen: screen.text)
                }
            }
            return nil
        }
        guard let found else { throw HarnessError.timedOut(waitingFor: what, screen: try screen().text) }
        return found
    }

    @discardableResult
    func waitForAbsence(_ text: String, timeout: Duration = Poll.defaultTimeout) async throws -> ScreenText {
        try await waitFor("“\(text)” to go away", timeout: timeout) { !$0.contains(text) }
    }

    /// Resizes the window; the program gets SIGWINCH like in any terminal.
    func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-t", target, "-x", "\(columns)", "-y", "\(rows)"])
    }

    // MARK: Process

    /// The program's process: the only child of the pane's shell while the program runs.
    func programID() async throws -> pid_t {
        let shell = try tmux(["display-message", "-p", "-t", target, "#{pane_pid}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let child = try await Poll.until(timeout: .seconds(5)) { () -> pid_t? in
            guard exitStatus() == nil else { return nil }
            let children = try CommandRun.run("pgrep", ["-P", shell]).output
            return children.split(separator: "\n").first.flatMap { pid_t($0) }
        }
        guard let child else { throw HarnessError.noAppProcess(screen: try screen().text) }
        return child
    }

    func kill(_ signal: Int32) async throws {
        let program = try await programID()
        #if canImport(Glibc)
            _ = Glibc.kill(program, signal)
        #else
            _ = Darwin.kill(program, signal)
        #endif
    }

    /// The program's exit status as the shell saw it (128 + n when killed by signal n).
    func waitForExit(timeout: Duration = Poll.defaultTimeout) async throws -> Int32 {
        let status = try await Poll.until(timeout: timeout) { exitStatus() }
        guard let status else {
            throw HarnessError.timedOut(waitingFor: "the program to exit", screen: try screen().text)
        }
        return status
    }

    /// How the program left the terminal; meaningful once `waitForExit` has answered.
    func terminalState() throws -> TerminalState {
        let flags = TerminalState.flags(fromStty: try String(contentsOf: sttyFile, encoding: .utf8))
        let pane = try tmux(["display-message", "-p", "-t", target, "#{cursor_flag} #{alternate_on}"])
            .split(whereSeparator: \.isWhitespace)
        return TerminalState(
            echo: flags.contains("echo"), canonical: flags.contains("icanon"),
            cursorVisible: pane.first == "1", alternateScreen: pane.dropFirst().first == "1")
    }

    private func exitStatus() -> Int32? {
        guard let text = try? String(contentsOf: exitFile, encoding: .utf8) else { return nil }
        return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        try CommandRun.checked("tmux", ["-L", socket] + arguments)
    }
}
