/// Finds the elements of a body's top-level JSON array in bytes that arrive in pieces, split anywhere, and hands
/// each element's bytes on whole, for a `JSONScanner` to read: the body is never held whole, only the element a
/// piece ends inside. It follows strings, escapes and brackets, nothing more; an element's own grammar is its
/// scanner's to check. Elements that are JSON, with the commas and brackets around them, make a JSON array, so
/// the body is JSON exactly when every element is and the framing holds.
struct JSONArrayFramer {
    /// The body does not start as an array: its caller reads it whole instead, `bodyStart` then the rest.
    struct NotAnArray: Equatable {
        /// The bytes before the one that is not `[` (whitespace, a byte order mark).
        let bodyStart: [UInt8]
        /// Where the rest of the body starts in the piece given.
        let restStart: Int
    }

    /// One element's bytes (valid during the call only), where they start in the body, and its index in the array.
    typealias ElementHandler = (UnsafeBufferPointer<UInt8>, _ origin: Int, _ index: Int) throws(JSONScanner.Malformed)
        -> Void

    private enum State {
        /// Before the array: whitespace and a byte order mark.
        case start
        /// After `[` or a comma: whitespace, then an element (or `]` right after `[`).
        case beforeElement(first: Bool)
        case element
        /// After the closing `]`: whitespace only.
        case end
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    private var state = State.start
    private var bodyStart: [UInt8] = []
    /// Bytes of the body in earlier pieces.
    private var consumed = 0
    /// The current element: where it starts in the body, its bytes from earlier pieces, and where it stands.
    private var elementOrigin = 0
    private var carried: [UInt8] = []
    private var depth = 0
    private var inString = false
    private var escaped = false
    private var elementCount = 0

    /// Takes the body's next piece; `element` gets each element that ends in it. Answers where the body turned out
    /// not to start with `[` (the framer is done then); throws when it is not JSON.
    mutating func take(_ piece: UnsafeBufferPointer<UInt8>, element: ElementHandler) throws(JSONScanner.Malformed)
        -> NotAnArray?
    {
        defer { consumed += piece.count }
        var pieceStart = 0
        var index = 0
        while index < piece.count {
            let byte = piece[index]
            switch state {
            case .start:
                if !takeBeforeArray(byte) { return NotAnArray(bodyStart: bodyStart, restStart: index) }
            case .beforeElement(let first):
                if Self.isWhitespace(byte) { break }
                if first, byte == UInt8(ascii: "]") {
                    state = .end
                    break
                }
                (state, elementOrigin, pieceStart) = (.element, consumed + index, index)
                (depth, inString, escaped) = (0, false, false)
                continue  // the element's first byte
            case .element where inString:
                // Most of a card's bytes are its photos' base64: passed here without leaving the loop.
                index = stringEnd(in: piece, from: index)
                continue
            case .element:
                guard let end = try structure(byte, at: consumed + index) else { break }
                try endElement(piece, pieceStart, index, element)
                state = end == .comma ? .beforeElement(first: false) : .end
            case .end:
                guard Self.isWhitespace(byte) else {
                    throw malformed("unexpected bytes after the value", at: consumed + index)
                }
            }
            index += 1
        }
        if case .element = state { carried.append(contentsOf: piece[pieceStart...]) }
        return nil
    }

    /// At the body's end: throws unless its array was closed; answers the body to read whole when it was no more
    /// than whitespace (which is not JSON either: its reader says why).
    func finish() throws(JSONScanner.Malformed) -> NotAnArray? {
        switch state {
        case .start: return NotAnArray(bodyStart: bodyStart, restStart: 0)
        case .end: return nil
        case .element where inString: throw malformed("a string is not closed", at: consumed)
        case .element, .beforeElement: throw malformed("expected “]”", at: consumed)
        }
    }

    /// Takes whitespace and a byte order mark at the very start; true for `[`; false for anything else.
    private mutating func takeBeforeArray(_ byte: UInt8) -> Bool {
        let count = bodyStart.count
        let inMark = count < 3 && bodyStart.elementsEqual(Self.byteOrderMark.prefix(count))
        if inMark, byte == Self.byteOrderMark[count] {
            bodyStart.append(byte)
            return true
        }
        // A mark cut short is not JSON: the whole-body reader says so.
        guard !inMark || count == 0 else { return false }
        if Self.isWhitespace(byte) {
            bodyStart.append(byte)
            return true
        }
        guard byte == UInt8(ascii: "[") else { return false }
        state = .beforeElement(first: true)
        return true
    }

    /// How an element ends: at a comma, or at the array's `]`.
    private enum ElementEnd {
        case comma, closingBracket
    }

    /// One byte of an element outside its strings: the element ends at a comma or the array's `]` outside brackets.
    private mutating func structure(_ byte: UInt8, at offset: Int) throws(JSONScanner.Malformed) -> ElementEnd? {
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: ",") where depth == 0: return .comma
        case UInt8(ascii: "]") where depth == 0: return .closingBracket
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
            guard depth > 0 else { throw malformed("expected “]”", at: offset) }
            depth -= 1
        default: break
        }
        return nil
    }

    /// Passes a string's bytes from `start`: answers where the bytes after its closing quote start, or the piece's
    /// end when the string goes on in the next piece.
    private mutating func stringEnd(in piece: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < piece.count {
            let byte = piece[index]
            index += 1
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inString = false
                return index
            }
        }
        return index
    }

    /// Hands on the element that ends before `piece[index]`.
    private mutating func endElement(
        _ piece: UnsafeBufferPointer<UInt8>, _ pieceStart: Int, _ index: Int, _ element: ElementHandler
    ) throws(JSONScanner.Malformed) {
        defer { elementCount += 1 }
        guard !carried.isEmpty else {
            return try element(UnsafeBufferPointer(rebasing: piece[pieceStart..<index]), elementOrigin, elementCount)
        }
        carried.append(contentsOf: piece[pieceStart..<index])
        defer { carried.removeAll(keepingCapacity: true) }
        let (origin, count) = (elementOrigin, elementCount)
        try carried.withUnsafeBufferPointer { (bytes) throws(JSONScanner.Malformed) in
            try element(bytes, origin, count)
        }
    }

    private func malformed(_ what: String, at offset: Int) -> JSONScanner.Malformed {
        JSONScanner.Malformed(detail: "\(what) at byte \(offset)")
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
