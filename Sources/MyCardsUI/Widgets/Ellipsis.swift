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

    /// `text` when it fits in `width` columns; otherwise its start and its end with "…" between them, the end
    /// given the larger half: names that share a long start ("Aurora Coffee Roastery 001", "… 002") stay
    /// apart where they differ.
    public static func fitMiddle(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        guard DisplayWidth.of(text) > width else { return text }
        guard width > 2 else { return fit(text, width: width) }
        let headColumns = (width - 1) / 2
        var head = DisplayWidth.prefix(of: text, fitting: headColumns)
        while head.last?.isWhitespace == true { head.removeLast() }
        let tailColumns = width - 1 - DisplayWidth.of(head)
        var tail = String(DisplayWidth.suffix(of: text, fitting: tailColumns))
        while tail.first?.isWhitespace == true { tail.removeFirst() }
        return head + mark + tail
    }
}
