/// How the pane's terminal was left once the program ended: its line discipline (from `stty -a`) and what
/// tmux knows of the cursor and the alternate screen.
struct TerminalState: Sendable, Equatable {
    let echo: Bool
    let canonical: Bool
    let cursorVisible: Bool
    let alternateScreen: Bool

    /// What a program must leave behind: a terminal a shell can use again.
    var isRestored: Bool { echo && canonical && cursorVisible && !alternateScreen }

    /// `stty -a` lists every flag as a word, `-` in front when it is off.
    static func flags(fromStty output: String) -> Set<String> {
        Set(output.split { $0.isWhitespace || $0 == ";" }.map(String.init))
    }
}
