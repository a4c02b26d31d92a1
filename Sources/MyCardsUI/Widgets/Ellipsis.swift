/// Cutting text to a number of columns, marking the cut with "…".
public enum Ellipsis {
    public static let mark = "…"

    /// `text` when it fits in `width` columns; otherwise its longest prefix that leaves room for "…", then "…".
    public static func fit(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        guard DisplayWidth.of(text) > width else { return text }
        return DisplayWidth.prefix(of: text, fitting: width - 1) + mark
    }
}
