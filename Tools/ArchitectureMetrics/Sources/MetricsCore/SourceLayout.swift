/// Breaks generated lines where `swift format` (the repository's .swift-format: 4 spaces, 120 columns) would, so
/// that `make lint` passes on generated files and `make format` leaves them as they are.
enum SourceLayout {
    static let width = 120

    static func pad(_ level: Int) -> String { String(repeating: " ", count: level * 4) }

    /// A call `head(a, b)tail`: on one line when it fits, else its arguments on the lines below, as many to a line
    /// as fit, and the closing `)` after the last one.
    static func call(_ level: Int, _ head: String, _ arguments: [String], _ tail: String) -> [String] {
        let line = pad(level) + head + arguments.joined(separator: ", ") + tail
        guard line.count > width, !arguments.isEmpty else { return [line] }
        return [pad(level) + head] + filled(arguments, level + 1, last: tail)
    }

    /// A declaration `head(a: A, b: B)tail`: when it does not fit, its parameters go below and `tail`
    /// (`) -> Result {`) starts a line of its own.
    static func declaration(_ level: Int, _ head: String, _ parameters: [String], _ tail: String) -> [String] {
        let line = pad(level) + head + parameters.joined(separator: ", ") + tail
        guard line.count > width, !parameters.isEmpty else { return [line] }
        return [pad(level) + head] + filled(parameters, level + 1, last: "") + [pad(level) + tail]
    }

    /// `prefix` then `body` on one line with ` }` when it fits, else `body` on its own lines below.
    static func block(_ level: Int, _ prefix: String, _ body: (Int) -> [String]) -> [String] {
        let inner = body(0)
        if inner.count == 1 {
            let line = pad(level) + prefix + " " + inner[0] + " }"
            if line.count <= width { return [line] }
        }
        return [pad(level) + prefix] + body(level + 1) + [pad(level) + "}"]
    }

    /// A `//` comment wrapped at the width.
    static func comment(_ text: String) -> [String] {
        var lines: [String] = []
        var line = "//"
        for word in text.split(separator: " ") {
            if line.count + 1 + word.count > width && line != "//" {
                lines.append(line)
                line = "//"
            }
            line += " " + word
        }
        return lines + [line]
    }

    /// Items comma-separated over as few lines as fit, `last` closing the last line.
    private static func filled(_ items: [String], _ level: Int, last: String) -> [String] {
        var lines: [String] = []
        var line = pad(level) + items[0]
        for (index, item) in items.enumerated().dropFirst() {
            let ending = index == items.count - 1 ? last : ","
            if (line + ", " + item + ending).count > width {
                lines.append(line + ",")
                line = pad(level) + item
            } else {
                line += ", " + item
            }
        }
        return lines + [line + last]
    }
}
