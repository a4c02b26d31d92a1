import Foundation
import MyCardsKit

/// A cell's character as a plain number, so that cells copy and compare without reference counting (a
/// `Character` is a string: copying the 3,200 cells of a frame retained and released each one, a quarter of a
/// keystroke's frame). One Unicode scalar is kept as itself; a longer grapheme cluster (a letter with combining
/// marks, an emoji sequence) as its entry in a process-wide table, marked by a bit no scalar uses.
struct Glyph: Hashable, Sendable {
    private static let internedBit: UInt32 = 0x8000_0000
    private let code: UInt32

    init(_ character: Character) {
        var scalars = character.unicodeScalars.makeIterator()
        if let first = scalars.next(), scalars.next() == nil {
            code = first.value
        } else {
            code = GlyphTable.shared.code(for: character) | Self.internedBit
        }
    }

    /// The character when it is one scalar, without building a `Character` (what curses is given).
    var scalar: Unicode.Scalar? {
        code & Self.internedBit == 0 ? Unicode.Scalar(code) : nil
    }

    var character: Character {
        if let scalar { return Character(scalar) }
        return GlyphTable.shared.character(for: code & ~Self.internedBit)
    }
}

/// The grapheme clusters of more than one scalar that cells have shown, each numbered once for the life of the
/// process: few in practice (names with emoji or decomposed accents), so it is never trimmed.
private final class GlyphTable: Sendable {
    static let shared = GlyphTable()

    private struct Table: Sendable {
        var characters: [Character] = []
        var codes: [Character: UInt32] = [:]
    }

    private let table = Locked(Table())

    func code(for character: Character) -> UInt32 {
        table.withLock { table in
            if let code = table.codes[character] { return code }
            let code = UInt32(table.characters.count)
            table.characters.append(character)
            table.codes[character] = code
            return code
        }
    }

    func character(for code: UInt32) -> Character {
        table.withLock { $0.characters[Int(code)] }
    }
}
