import CNcursesw
import Foundation

/// How many terminal columns text takes: 2 for CJK and emoji, 0 for combining marks, 1 otherwise.
public enum DisplayWidth {
    /// glibc's `wcwidth` answers -1 for every non-ASCII character under the C locale, so make sure the
    /// character-type locale is a UTF-8 one before asking (the ncurses backend sets the user's locale anyway).
    private static let utf8CharacterTypes: Bool = {
        let current = setlocale(LC_CTYPE, nil).map { String(cString: $0) } ?? "C"
        if current.uppercased().contains("UTF-8") || current.uppercased().contains("UTF8") { return true }
        return setlocale(LC_CTYPE, "C.UTF-8") != nil
    }()

    public static func of(_ character: Character) -> Int {
        // ASCII from its first byte: far cheaper than the scalar view, and most of a screen is ASCII.
        if let lead = character.utf8.first, lead < 0x80 { return lead < 0x20 || lead == 0x7F ? 0 : 1 }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x20 || first.value == 0x7F { return 0 }
        if first.value < 0x7F { return 1 }
        if isEmoji(character) { return 2 }
        _ = utf8CharacterTypes
        let width = mycards_wcwidth(wchar_t(first.value))
        return width < 0 ? 1 : min(Int(width), 2)
    }

    public static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// The longest prefix of `text` that fits in `columns`.
    public static func prefix(of text: String, fitting columns: Int) -> String {
        var used = 0
        var result = ""
        for character in text {
            let width = of(character)
            if used + width > columns { break }
            used += width
            result.append(character)
        }
        return result
    }

    /// The longest suffix of `text` that fits in `columns`.
    public static func suffix(of text: String, fitting columns: Int) -> Substring {
        var used = 0
        var start = text.endIndex
        while start > text.startIndex {
            let before = text.index(before: start)
            let width = of(text[before])
            if used + width > columns { break }
            used += width
            start = before
        }
        return text[start...]
    }

    private static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        if scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x200D }) { return true }
        return scalars.first.map { $0.properties.isEmojiPresentation } ?? false
    }
}
