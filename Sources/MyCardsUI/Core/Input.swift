/// A key the user pressed, decoded from the terminal's input.
public enum Key: Hashable, Sendable {
    /// Printable text, including wide and combined characters.
    case character(Character)
    /// Ctrl with a letter, lower case: `.control("s")` is Ctrl-S.
    case control(Character)
    case enter, escape, tab, backTab, backspace, delete
    case up, down, left, right, home, end, pageUp, pageDown
    case function(Int)
    /// Alt (Meta) with a key, as terminals send it: Escape and the key at once. `.meta(.character("b"))` is
    /// Alt-b, `.meta(.backspace)` Alt-Backspace. Never an Escape followed by the key.
    indirect case meta(Key)
}

/// A mouse action at a cell.
public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case click, doubleClick, wheelUp, wheelDown
    }

    public var kind: Kind
    public var position: Point

    public init(kind: Kind, position: Point) {
        self.kind = kind
        self.position = position
    }
}

/// Everything the terminal reports to the app.
public enum InputEvent: Hashable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    case resize(Size)
    /// Text the terminal delivered as one paste (bracketed paste): text, never keys, whatever it holds.
    case paste(String)
}
