import Foundation

/// Checks, before curses touches anything, that there is a real terminal to take over. Without it the app used to
/// draw escape codes into a file for ever (stdout redirected) or wait on keys that never come (stdin from
/// /dev/null), and `TERM` unset or `dumb` gave garbage.
public enum TerminalPreflight {
    public static func check(
        environment: [String: String], stdinIsTerminal: Bool, stdoutIsTerminal: Bool
    ) throws(TerminalError) {
        guard stdinIsTerminal else { throw .notATerminal(stream: "Standard input") }
        guard stdoutIsTerminal else { throw .notATerminal(stream: "Standard output") }
        let name = environment["TERM"] ?? ""
        guard !name.isEmpty else { throw .unknownTerminal("") }
        guard name != "dumb" else { throw .dumbTerminal }
    }

    /// The check on this process's own standard streams.
    public static func checkProcess(environment: [String: String]) throws(TerminalError) {
        try check(
            environment: environment, stdinIsTerminal: isatty(STDIN_FILENO) == 1,
            stdoutIsTerminal: isatty(STDOUT_FILENO) == 1)
    }
}
