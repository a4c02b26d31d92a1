/// One capture of the pane. Texts are found either as they are or with the screen's whitespace and line breaks
/// folded to single spaces, so a message wrapped in a narrow terminal is still found.
struct ScreenText: Sendable, CustomStringConvertible {
    let text: String

    var description: String { text }

    var lines: [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// All rows joined by one space, runs of spaces folded.
    var folded: String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    func contains(_ needle: String) -> Bool {
        text.contains(needle) || folded.contains(needle.split(whereSeparator: \.isWhitespace).joined(separator: " "))
    }

    func occurrences(of needle: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    /// Row and column (in characters) where `needle` first shows, reading rows top to bottom from `firstRow`.
    func position(of needle: String, fromRow firstRow: Int = 0) -> (row: Int, column: Int)? {
        for (row, line) in lines.enumerated() where row >= firstRow {
            if let range = line.range(of: needle) {
                return (row, line.distance(from: line.startIndex, to: range.lowerBound))
            }
        }
        return nil
    }

    /// The first row holding `needle`.
    func line(containing needle: String) -> String? {
        lines.first { $0.contains(needle) }
    }
}
