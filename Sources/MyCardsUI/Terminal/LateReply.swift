/// A control sequence curses hands over as characters because no key it knows starts that way: an answer to the
/// start-up questions (`GraphicsQuery`) that came after the probe stopped waiting — a slow link, a terminal busy
/// starting — or a key in the kitty keyboard protocol (`ESC [ 27 u` is Escape, `KittyKey`). Read as keys, an answer
/// would type `?` (help) and `c` (the Code screen), so `KeyDecoder` drops it: Escape then `[` and parameters up to
/// the final byte, or `_G` / `P>` up to the string terminator; a sequence ending in `u` is a key. Alt-[, Alt-_ and
/// Alt-P, which those answers start like, mean nothing in the app; the key typed after one is read as usual.
enum LateReply: Equatable, Sendable {
    /// Escape and this character were read.
    case introduced(Character)
    /// Inside `ESC [` parameters (those read so far), until the final byte.
    case controlSequence(String)
    /// Inside an APC or DCS string, until `ESC \\` or BEL.
    case string
    /// An Escape inside the string: the terminator's first half.
    case stringEscape

    init?(introducer: Character) {
        guard ["[", "_", "P"].contains(introducer) else { return nil }
        self = .introduced(introducer)
    }

    /// The state after `input`; nil once the answer ended, or when `input` shows this was no answer.
    func next(after input: RawKeyInput) -> LateReply? {
        guard case .character(let value) = input else { return nil }
        switch self {
        case .introduced("["):
            return (0x30...0x3F).contains(value) ? .controlSequence(String(UnicodeScalar(UInt8(value)))) : nil
        case .introduced("_"): return value == UInt32(("G" as Unicode.Scalar).value) ? .string : nil
        case .introduced: return value == UInt32((">" as Unicode.Scalar).value) ? .string : nil
        case .controlSequence(let parameters):
            guard !(0x40...0x7E).contains(value), let scalar = Unicode.Scalar(value) else { return nil }
            return .controlSequence(parameters + String(scalar))
        case .string: return value == 0x1B ? .stringEscape : (value == 0x07 ? nil : .string)
        case .stringEscape: return nil
        }
    }

    /// The key a sequence stands for, when `input` ended one: a kitty keyboard key (`ESC [ … u`), or a cursor or
    /// editing key curses did not match — keys typed during the start-up question come back to curses without
    /// its key matching (`ungetch`), and a terminfo entry may lack a spelling.
    func key(endedBy input: RawKeyInput) -> Key? {
        guard case .character(let value) = input, let scalar = Unicode.Scalar(value) else { return nil }
        let final = Character(scalar)
        switch self {
        case .introduced("["):
            return Self.cursorKeys[final]
        case .controlSequence(let parameters) where final == "u":
            return KittyKey.key(parameters: parameters)
        case .controlSequence(let parameters) where final == "~":
            let first = parameters.split(separator: ";").first.flatMap { Int($0) } ?? 0
            return Self.editingKeys[first]
        case .controlSequence(let parameters) where !parameters.hasPrefix("?") && !parameters.hasPrefix(">"):
            // Modified cursor keys (`ESC [ 1 ; 5 A`): the key without its modifier.
            return Self.cursorKeys[final]
        default:
            return nil
        }
    }

    private static let cursorKeys: [Character: Key] = [
        "A": .up, "B": .down, "C": .right, "D": .left, "H": .home, "F": .end, "Z": .backTab,
    ]
    private static let editingKeys: [Int: Key] = [
        1: .home, 7: .home, 3: .delete, 4: .end, 8: .end, 5: .pageUp, 6: .pageDown,
    ]

    /// Whether `input`, which ended the state, is a key of its own rather than the answer's last byte: what followed
    /// Alt-[ / Alt-_ / Alt-P, or a key code.
    func endsOnlyByKey(_ input: RawKeyInput) -> Bool {
        guard case .character = input else { return true }
        if case .introduced = self { return true }
        return false
    }
}
