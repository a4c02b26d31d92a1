/// Words made safe for `sh -c`: each one single-quoted, with embedded quotes closed and reopened.
enum ShellQuoting {
    static func quote(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    static func command(_ words: [String]) -> String {
        words.map(quote).joined(separator: " ")
    }
}
