/// Word wrapping by display width, for dialogs and messages.
public enum TextWrap {
    /// The lines of `text` wrapped at spaces to `width` columns; a word longer than a line is split.
    public static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if DisplayWidth.of(candidate) <= width {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = String(word)
            while DisplayWidth.of(current) > width {
                let head = DisplayWidth.prefix(of: current, fitting: width)
                // A wide character in a one-column line can never fit: let it overflow rather than loop.
                let taken = head.isEmpty ? String(current.prefix(1)) : head
                lines.append(taken)
                current.removeFirst(taken.count)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
