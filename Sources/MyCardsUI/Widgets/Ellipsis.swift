/// Cutting text to a number of columns, marking the cut with "…".
public enum Ellipsis {
    public static let mark = "…"

    /// `text` when it fits in `width` columns; otherwise its longest prefix that leaves room for "…", then "…".
    /// Spaces at the end of the prefix go, so the mark follows the last word ("Shared One fromB…").
    public static func fit(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        guard DisplayWidth.of(text) > width else { return text }
        var prefix = DisplayWidth.prefix(of: text, fitting: width - 1)
        while prefix.last?.isWhitespace == true { prefix.removeLast() }
        return prefix + mark
    }
}
