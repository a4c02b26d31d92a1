/// A key for `tmux send-keys`: literal text, or one of tmux's key names.
enum TerminalKey: Sendable, Equatable {
    case text(String)
    case named(String)

    static let enter = named("Enter")
    static let escape = named("Escape")
    static let tab = named("Tab")
    static let backTab = named("BTab")
    static let up = named("Up")
    static let down = named("Down")
    static let left = named("Left")
    static let right = named("Right")
    static let home = named("Home")
    static let end = named("End")
    static let space = named("Space")
    static let backspace = named("BSpace")
    static let ctrlS = named("C-s")
    static let ctrlC = named("C-c")
    static let ctrlZ = named("C-z")
    static let f1 = named("F1")

    /// Alt (Meta) with a key, as tmux sends it: Escape and the key at once.
    static func meta(_ key: String) -> TerminalKey { named("M-" + key) }
}
