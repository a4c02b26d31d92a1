/// Why the terminal could not be set up. The app exits 70 with `message` and leaves the terminal untouched.
public enum TerminalError: Error, Equatable, Sendable {
    /// `$TERM` is unset or names a terminal terminfo does not know.
    case unknownTerminal(String)

    public var message: String {
        switch self {
        case .unknownTerminal(let name) where name.isEmpty:
            "TERM is not set: cannot drive the terminal"
        case .unknownTerminal(let name):
            "Unknown terminal type \"\(name)\" (TERM): set TERM to one terminfo knows, such as xterm-256color"
        }
    }
}
