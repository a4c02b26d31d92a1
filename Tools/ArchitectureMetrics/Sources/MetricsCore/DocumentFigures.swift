import Foundation

/// Figures quoted in the hand-written docs, kept true by `make compare`: a doc marks each one as
/// `<!--figure:MVC.lines-->843<!--/figure-->` and the tool writes the measured value between the marks.
public enum DocumentFigures {
    /// Made on each use: a `Regex` is not `Sendable`, so it cannot be a stored static.
    private static var pattern: Regex<(Substring, Substring, Substring)> {
        #/<!--figure:([A-Za-z]+\.[a-z]+)-->(.*?)<!--/figure-->/#
    }

    /// `text` with every marked figure set to its value in `values`; a mark with no value is left as it is.
    public static func fill(_ text: String, with values: [String: String]) -> String {
        text.replacing(pattern) { match in
            let key = String(match.output.1)
            return "<!--figure:\(key)-->\(values[key] ?? String(match.output.2))<!--/figure-->"
        }
    }

    /// The keys marked in `text` that `values` does not know: a typo in a doc, reported rather than left stale.
    public static func unknownKeys(in text: String, values: [String: String]) -> [String] {
        text.matches(of: pattern).map { String($0.output.1) }.filter { values[$0] == nil }
    }
}

extension ComparisonReport {
    /// Each architecture's figures the docs quote: lines and files of its folder, its unit tests, the line
    /// coverage of its own suite, and the mutants that suite killed ("91 / 98").
    public var documentFigures: [String: String] {
        var values: [String: String] = [:]
        for (source, test) in zip(sources, tests) {
            values["\(source.name).lines"] = Self.grouped(source.lines)
            values["\(source.name).files"] = "\(source.fileCount)"
            values["\(source.name).tests"] = "\(test.tests)"
            values["\(source.name).coverage"] = unitCoverage?.percent[source.name].map { String(format: "%.1f %%", $0) }
            values["\(source.name).mutants"] = mutationScores?.scores[source.name].flatMap { score in
                score.total > 0 ? "\(score.killed) / \(score.total)" : nil
            }
        }
        return values.compactMapValues { $0 }
    }

    /// 2214 → "2,214", as the docs write numbers.
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        return digits.enumerated().map { index, digit in
            index > 0 && (digits.count - index) % 3 == 0 ? ",\(digit)" : "\(digit)"
        }.joined()
    }
}
