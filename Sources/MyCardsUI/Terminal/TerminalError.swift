/// Why the terminal could not be set up. The app exits 70 with `message` and leaves the terminal untouched.
public enum TerminalError: Error, Equatable, Sendable {
    /// `$TERM` is unset or names a terminal terminfo does not know.
    case unknownTerminal(String)
    /// Standard input or output is a file, a pipe or /dev/null: there is no one to read keys from or draw for.
    case notATerminal(stream: String)
    /// `TERM=dumb` cannot place the cursor, so a full-screen picture would be garbage.
    case dumbTerminal

    public var message: String {
        switch self {
        case .unknownTerminal(let name) where name.isEmpty:
            "TERM is not set: cannot drive the terminal"
        case .unknownTerminal(let name):
            "Unknown terminal type \"\(name)\" (TERM): set TERM to one terminfo knows, such as xterm-256color"
        case .notATerminal(let stream):
            "\(stream) is not a terminal: My Cards needs one to draw its screens and read keys"
        case .dumbTerminal:
            "TERM=dumb cannot place the cursor: set TERM to a full-screen terminal, such as xterm-256color"
        }
    }
}
