import SwiftParser
import SwiftSyntax

/// What one Swift file measures: its lines by kind, its declarations, its functions' complexity, its tests. What its
/// types are (roles, data carriers, contracts) is the `CodeIndex`'s to say, over a whole folder.
public struct FileMetrics: Equatable, Sendable {
    public var lines = 0
    public var codeLines = 0
    public var commentLines = 0
    public var blankLines = 0
    /// Declarations by kind (`class`, `struct`, `enum`, `actor`, `protocol`, `extension`, `typealias`).
    public var types: [String: Int] = [:]
    public var functions = 0
    /// McCabe complexity of each function, initialiser and closure-free accessor: 1 + decision points.
    public var complexities: [Int] = []
    public var imports: Set<String> = []
    public var tests = 0
    public var assertions = 0

    public init() {}

    public static func measure(source: String) -> FileMetrics {
        var metrics = FileMetrics()
        metrics.countLines(source)
        let visitor = DeclarationVisitor(viewMode: .sourceAccurate)
        visitor.walk(Parser.parse(source: source))
        metrics.types = visitor.types
        metrics.functions = visitor.complexities.count
        metrics.complexities = visitor.complexities
        metrics.imports = visitor.imports
        metrics.tests = visitor.tests
        metrics.assertions = visitor.assertions
        return metrics
    }

    private mutating func countLines(_ source: String) {
        var inBlockComment = false
        for rawLine in source.split(separator: "\n", omittingEmptySubsequences: false).dropLast(
            source.hasSuffix("\n") ? 1 : 0)
        {
            let line = rawLine.trimmingCharacters(in: Self.spaces)
            lines += 1
            if inBlockComment {
                commentLines += 1
                if line.contains("*/") { inBlockComment = false }
            } else if line.isEmpty {
                blankLines += 1
            } else if line.hasPrefix("//") {
                commentLines += 1
            } else if line.hasPrefix("/*") {
                commentLines += 1
                inBlockComment = !line.contains("*/")
            } else {
                codeLines += 1
            }
        }
    }

    static let spaces: Set<Character> = [" ", "\t"]

}

extension StringProtocol {
    fileprivate func trimmingCharacters(in set: Set<Character>) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
