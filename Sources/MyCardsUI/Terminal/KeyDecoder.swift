import CNcursesw

/// What `wget_wch` delivered: a character (its `OK` result) or a key code (its `KEY_CODE_YES` result).
enum RawKeyInput: Equatable, Sendable {
    case character(UInt32)
    case keyCode(Int32)
}

/// Turns raw curses input into the app's keys. Pure, so every mapping is pinned by a test; the two inputs
/// that need the terminal's help (a resize, a mouse report) come back as requests for the backend.
struct KeyDecoder {
    enum Outcome: Equatable, Sendable {
        case key(Key)
        /// The terminal changed size: the backend asks it for the new one.
        case resize
        /// A mouse report is waiting: the backend fetches it with `getmouse`.
        case mouse
        /// Input the app has no use for (unknown key codes, stray control bytes).
        case ignored
    }

    /// `wchar_t` is 32 bits on Linux, so `wget_wch` hands over whole scalars; a UTF-16 platform would split
    /// astral characters into surrogate halves, which are joined here in case it ever does.
    private var pendingHighSurrogate: UInt32?

    init() {}

    mutating func decode(_ input: RawKeyInput) -> Outcome {
        switch input {
        case .keyCode(let code):
            pendingHighSurrogate = nil
            return Self.decode(keyCode: code)
        case .character(let value):
            return decode(character: value)
        }
    }

    private mutating func decode(character value: UInt32) -> Outcome {
        if (0xD800...0xDBFF).contains(value) {
            pendingHighSurrogate = value
            return .ignored
        }
        if (0xDC00...0xDFFF).contains(value) {
            guard let high = pendingHighSurrogate else { return .ignored }
            pendingHighSurrogate = nil
            return Self.decode(scalar: 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00))
        }
        pendingHighSurrogate = nil
        return Self.decode(scalar: value)
    }

    private static func decode(scalar value: UInt32) -> Outcome {
        switch value {
        case 9: return .key(.tab)
        case 10, 13: return .key(.enter)
        case 27: return .key(.escape)
        case 8, 127: return .key(.backspace)
        case 1...26: return controlKey(value)
        case 0..<32, 0x80..<0xA0: return .ignored
        default:
            guard let scalar = Unicode.Scalar(value) else { return .ignored }
            return .key(.character(Character(scalar)))
        }
    }

    /// Ctrl-A is 1 … Ctrl-Z is 26; the raw terminal passes Ctrl-C and Ctrl-S through as these bytes.
    private static func controlKey(_ value: UInt32) -> Outcome {
        guard let letter = Unicode.Scalar(UInt32(("a" as Unicode.Scalar).value) + value - 1) else { return .ignored }
        return .key(.control(Character(letter)))
    }

    private static func decode(keyCode code: Int32) -> Outcome {
        if let key = namedKeys[code] { return .key(key) }
        switch code {
        case KEY_RESIZE: return .resize
        case KEY_MOUSE: return .mouse
        case mycards_key_f(1)...mycards_key_f(63): return .key(.function(Int(code - KEY_F0)))
        default: return .ignored
        }
    }

    private static let namedKeys: [Int32: Key] = [
        KEY_UP: .up, KEY_DOWN: .down, KEY_LEFT: .left, KEY_RIGHT: .right,
        KEY_HOME: .home, KEY_END: .end, KEY_PPAGE: .pageUp, KEY_NPAGE: .pageDown,
        KEY_ENTER: .enter, KEY_BACKSPACE: .backspace, KEY_DC: .delete, KEY_BTAB: .backTab,
    ]
}
