/// One Swift file as tokens, with its text at hand for what a declaration writes.
struct SourceFile {
    let path: String
    let bytes: [UInt8]
    let tokens: [Token]

    init(path: String, text: String) {
        self.path = path
        bytes = Array(text.utf8)
        tokens = Lexer.tokens(of: text)
    }

    /// The text of tokens `range` as written, on one line (comments between them included).
    func text(_ range: Range<Int>) -> String {
        guard let first = range.first, let last = range.last else { return "" }
        return Self.collapsed(Lexer.text(bytes, tokens[first].range.lowerBound..<tokens[last].range.upperBound))
    }

    /// The same without the tokens `dropped` (attributes), as a trace message writes a type.
    func text(_ range: Range<Int>, dropping dropped: Set<Int>) -> String {
        var pieces: [String] = []
        var run: [Int] = []
        for index in range {
            if dropped.contains(index) {
                if !run.isEmpty { pieces.append(text(run[0]..<run[run.count - 1] + 1)) }
                run = []
            } else {
                run.append(index)
            }
        }
        if !run.isEmpty { pieces.append(text(run[0]..<run[run.count - 1] + 1)) }
        return Self.collapsed(pieces.joined(separator: " "))
    }

    /// The index of the token that closes the bracket opened at `open` (`(`, `[`, `<` or `{`), or the end.
    func closing(_ open: Int, limit: Int? = nil) -> Int {
        let end = limit ?? tokens.count
        var depth = 0
        var index = open
        while index < end {
            let text = tokens[index].text
            if ["(", "[", "<", "{"].contains(text) { depth += 1 }
            if [")", "]", ">", "}"].contains(text) {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return end
    }

    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }
}
