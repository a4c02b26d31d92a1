/// One answer a terminal gave to the start-up queries (`GraphicsQuery`).
public enum TerminalReply: Equatable, Sendable {
    /// The kitty graphics protocol's answer to a query (`ESC _G i=31;OK ESC \`): `message` is `OK` or an error name.
    case kittyGraphics(id: Int, message: String)
    /// Primary device attributes (`ESC [ ? 64 ; 4 c`): the terminal's class, then its features (4 is sixel).
    case primaryAttributes([Int])
    /// XTSMGRAPHICS (`ESC [ ? 2 ; 0 ; 800 ; 480 S`): item 1 is the colour registers, 2 the sixel geometry;
    /// status 0 is success.
    case graphicsAttribute(item: Int, status: Int, values: [Int])
    /// The cell size in pixels (`ESC [ 6 ; height ; width t`).
    case cellSize(width: Int, height: Int)
    /// XTVERSION (`ESC P > | XTerm(379) ESC \`): the terminal's name and version.
    case version(String)
    /// The kitty keyboard protocol's current flags (`ESC [ ? 1 u`): the terminal speaks it.
    case keyboardFlags(Int)
    /// The device status report (`ESC [ 0 n`: ready), which every terminal answers.
    case statusReport(Int)
}

/// Splits what the terminal sent while the app waited for its answers into the answers and everything else — keys
/// the user typed meanwhile, kept byte for byte in order so none is lost. Bytes may arrive in any pieces: a sequence
/// cut between two reads waits for its end. Pure: the probe feeds it what it reads.
public struct TerminalReplyParser: Sendable {
    private var pending: [UInt8] = []

    public init() {}

    /// Parses `bytes` after whatever was left pending; returns the complete replies and the typed bytes.
    public mutating func feed(_ bytes: [UInt8]) -> (replies: [TerminalReply], typed: [UInt8]) {
        pending += bytes
        var replies: [TerminalReply] = []
        var typed: [UInt8] = []
        var index = 0
        while index < pending.count {
            guard pending[index] == Self.escape else {
                typed.append(pending[index])
                index += 1
                continue
            }
            switch Self.scan(pending, from: index) {
            case .incomplete:
                pending.removeFirst(index)
                return (replies, typed)
            case .reply(let reply, let end):
                if let reply { replies.append(reply) }
                index = end
            case .typed(let end):
                typed += pending[index..<end]
                index = end
            }
        }
        pending.removeAll()
        return (replies, typed)
    }

    /// The wait is over: a lone Escape still held was typed; the start of an answer that never ended is dropped (no
    /// key starts that way), so its bytes cannot reach the app as keys.
    public mutating func finish() -> [UInt8] {
        defer { pending.removeAll() }
        guard pending.count >= 2 else { return pending }
        return Self.startsReply(pending) ? [] : pending
    }

    static let escape: UInt8 = 0x1B

    private enum Scan {
        case incomplete
        /// `nil`: a terminal answer the app has no use for, dropped.
        case reply(TerminalReply?, end: Int)
        case typed(end: Int)
    }

    /// Whether `bytes` (from an Escape) can only be the start of a terminal's answer, never of a key.
    private static func startsReply(_ bytes: [UInt8]) -> Bool {
        switch bytes[1] {
        case UInt8(ascii: "["): bytes.count < 3 || [UInt8(ascii: "?"), UInt8(ascii: ">")].contains(bytes[2])
        case UInt8(ascii: "_"): bytes.count < 3 || bytes[2] == UInt8(ascii: "G")
        case UInt8(ascii: "P"): bytes.count < 3 || bytes[2] == UInt8(ascii: ">")
        default: false
        }
    }

    private static func scan(_ bytes: [UInt8], from start: Int) -> Scan {
        guard start + 1 < bytes.count else { return .incomplete }
        switch bytes[start + 1] {
        case UInt8(ascii: "["): return scanControlSequence(bytes, from: start)
        case UInt8(ascii: "_"): return scanString(bytes, from: start, introducer: UInt8(ascii: "G"))
        case UInt8(ascii: "P"): return scanString(bytes, from: start, introducer: UInt8(ascii: ">"))
        default: return .typed(end: start + 1)
        }
    }

    /// `ESC [` parameters, intermediates, final byte. Only the private-marked ones (`?`, `>`), the cell size (`t`) and
    /// the status report (`n`) are answers; every other (an arrow, a function key, a mouse report) is a key, kept
    /// whole.
    private static func scanControlSequence(_ bytes: [UInt8], from start: Int) -> Scan {
        var index = start + 2
        while index < bytes.count, (0x20...0x3F).contains(bytes[index]) { index += 1 }
        guard index < bytes.count else { return .incomplete }
        guard (0x40...0x7E).contains(bytes[index]) else { return .typed(end: start + 1) }
        let body = Array(bytes[(start + 2)..<index])
        let final = bytes[index]
        let end = index + 1
        let marker = body.first
        let numbers = parameters(
            marker == UInt8(ascii: "?") || marker == UInt8(ascii: ">") ? body.dropFirst() : body[...])
        switch (marker, final) {
        case (UInt8(ascii: "?"), UInt8(ascii: "c")): return .reply(.primaryAttributes(numbers), end: end)
        case (UInt8(ascii: "?"), UInt8(ascii: "S")) where numbers.count >= 2:
            return .reply(
                .graphicsAttribute(item: numbers[0], status: numbers[1], values: Array(numbers.dropFirst(2))), end: end)
        case (UInt8(ascii: "?"), UInt8(ascii: "u")): return .reply(.keyboardFlags(numbers.first ?? 0), end: end)
        case (UInt8(ascii: "?"), _), (UInt8(ascii: ">"), _): return .reply(nil, end: end)
        case (_, UInt8(ascii: "t")) where numbers.count == 3 && numbers[0] == 6:
            return .reply(.cellSize(width: numbers[2], height: numbers[1]), end: end)
        case (_, UInt8(ascii: "n")) where numbers.count == 1 && !body.isEmpty:
            return .reply(.statusReport(numbers[0]), end: end)
        default: return .typed(end: end)
        }
    }

    /// An APC (`ESC _`) or DCS (`ESC P`) string up to its terminator (`ESC \`, or BEL as some terminals end it).
    /// Only one starting with `introducer` is an answer: Alt-_ or Alt-P followed by other keys is typing.
    private static func scanString(_ bytes: [UInt8], from start: Int, introducer: UInt8) -> Scan {
        guard start + 2 < bytes.count else { return .incomplete }
        guard bytes[start + 2] == introducer else { return .typed(end: start + 1) }
        var index = start + 3
        while index < bytes.count {
            if bytes[index] == 0x07 { return .reply(reply(in: bytes[(start + 1)..<index]), end: index + 1) }
            if bytes[index] == escape {
                guard index + 1 < bytes.count else { return .incomplete }
                if bytes[index + 1] == UInt8(ascii: "\\") {
                    return .reply(reply(in: bytes[(start + 1)..<index]), end: index + 2)
                }
            }
            index += 1
        }
        return .incomplete
    }

    /// The text between the string's introducer and its terminator: `_Gi=31;OK` or `P>|XTerm(379)`.
    private static func reply(in body: ArraySlice<UInt8>) -> TerminalReply? {
        let text = String(decoding: body, as: UTF8.self)
        if text.hasPrefix("_G") {
            let content = text.dropFirst(2)
            let parts = content.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            let keys = parts[0].split(separator: ",")
            let id = keys.lazy.compactMap { $0.hasPrefix("i=") ? Int($0.dropFirst(2)) : nil }.first ?? 0
            return .kittyGraphics(id: id, message: parts.count > 1 ? String(parts[1]) : "")
        }
        if text.hasPrefix("P>|") { return .version(String(text.dropFirst(3))) }
        return nil
    }

    private static func parameters(_ body: ArraySlice<UInt8>) -> [Int] {
        String(decoding: body, as: UTF8.self).split(separator: ";", omittingEmptySubsequences: false).map {
            Int($0) ?? 0
        }
    }
}
