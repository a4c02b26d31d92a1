import CNcursesw

/// What `wget_wch` delivered: a character (its `OK` result) or a key code (its `KEY_CODE_YES` result).
enum RawKeyInput: Equatable, Sendable {
    case character(UInt32)
    case keyCode(Int32)
}

/// Turns raw curses input into the app's keys. Pure, so every mapping is pinned by a test; the two inputs
/// that need the terminal's help (a resize, a mouse report) come back as requests for the backend.
///
/// Two things span several inputs. An Escape is held until the next input: a key that came with it (curses
/// waited the escape delay for it) makes one Meta key, nothing more (`inputExhausted()`) makes a plain Escape.
/// A bracketed paste (the terminal's start marker, text, end marker) comes back whole as `.paste`.
struct KeyDecoder {
    enum Outcome: Equatable, Sendable {
        case key(Key)
        /// Text pasted in one go.
        case paste(String)
        /// The terminal changed size: the backend asks it for the new one.
        case resize
        /// A mouse report is waiting: the backend fetches it with `getmouse`.
        case mouse
        /// Input the app has no use for (unknown key codes, stray control bytes), or part of an Escape or
        /// a paste still being read.
        case ignored
    }

    /// Key codes the terminal is taught for the bracketed-paste markers (`ESC [200~`, `ESC [201~`). Above
    /// curses' own codes and its extended names, below the 16 bits its key table holds.
    static let pasteStartCode: Int32 = 0xFE00
    static let pasteEndCode: Int32 = 0xFE01
    /// A paste longer than this keeps only its start: the name field is one line, and a runaway paste must
    /// not eat memory.
    static let pasteLimit = 64 * 1024

    /// `wchar_t` is 32 bits on Linux, so `wget_wch` hands over whole scalars; a UTF-16 platform would split
    /// astral characters into surrogate halves, which are joined here in case it ever does.
    private var pendingHighSurrogate: UInt32?
    private var pendingEscape = false
    /// An answer to the start-up questions being dropped (`LateReply`).
    private var lateReply: LateReply?
    /// The text of a paste whose end marker has not come yet.
    private var paste: String?
    /// The scalars taken into `paste` so far: counting the string at every character would make a paste's
    /// reading quadratic in its length.
    private var pasteLength = 0

    init() {}

    mutating func decode(_ input: RawKeyInput) -> Outcome {
        if paste != nil { return continuePaste(with: input) }
        if let state = lateReply {
            lateReply = state.next(after: input)
            guard lateReply == nil else { return .ignored }
            if let key = state.key(endedBy: input) { return .key(key) }
            return state.endsOnlyByKey(input) ? decode(input) : .ignored
        }
        if input == .keyCode(Self.pasteStartCode) {
            paste = ""
            pasteLength = 0
            return pendingEscape ? takeEscape() : .ignored
        }
        let outcome = decodeOne(input)
        guard pendingEscape else {
            if outcome == .key(.escape) {
                pendingEscape = true
                return .ignored
            }
            return outcome
        }
        switch outcome {
        // Escape Escape: the first is a plain Escape, the second waits for what follows it.
        case .key(.escape): return .key(.escape)
        case .key(.character(let introducer)) where LateReply(introducer: introducer) != nil:
            pendingEscape = false
            lateReply = LateReply(introducer: introducer)
            return .ignored
        case .key(let key):
            pendingEscape = false
            return .key(.meta(key))
        // A resize or a mouse report between the two does not end the wait.
        case .resize, .mouse, .paste, .ignored: return outcome
        }
    }

    /// Curses has nothing more to give: an Escape still held was pressed alone.
    mutating func inputExhausted() -> Outcome? {
        lateReply = nil
        return pendingEscape ? takeEscape() : nil
    }

    private mutating func takeEscape() -> Outcome {
        pendingEscape = false
        return .key(.escape)
    }

    private mutating func decodeOne(_ input: RawKeyInput) -> Outcome {
        switch input {
        case .keyCode(let code):
            pendingHighSurrogate = nil
            return Self.decode(keyCode: code)
        case .character(let value):
            return decode(character: value)
        }
    }

    /// Inside a paste every character is text; line ends and tabs are kept for the field to flatten, other
    /// controls are dropped. Only the end marker (or a resize, which must not wait) comes out.
    private mutating func continuePaste(with input: RawKeyInput) -> Outcome {
        switch input {
        case .keyCode(Self.pasteEndCode):
            let text = paste ?? ""
            paste = nil
            return .paste(text)
        case .keyCode(KEY_RESIZE): return .resize
        case .keyCode: return .ignored
        case .character(let value):
            guard pasteLength < Self.pasteLimit else { return .ignored }
            switch (value, decode(character: value)) {
            case (_, .key(.character(let character))):
                paste?.append(character)
                pasteLength += character.unicodeScalars.count
            // Kept as sent, so a CR LF pair stays one line end.
            case (9, _), (10, _), (13, _):
                paste?.unicodeScalars.append(Unicode.Scalar(UInt8(value)))
                pasteLength += 1
            default: break
            }
            return .ignored
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
