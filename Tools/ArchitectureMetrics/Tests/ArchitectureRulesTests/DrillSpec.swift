import Foundation
import Nimble
import Testing

@testable import ArchitectureRules

/// Every drill of Workshop/Drills, applied in memory to its architecture's module as shipped: the rule its
/// "Caught by:" line names fails on it, in a file the drill changes. (`make drill` and `make check-workshop` build
/// each one too; this proves the catch on every `make compare`.)
@Suite("The drills")
struct DrillSpec {
    static let drills = (1...5).map { "drill-\($0)" }

    @Test("each is caught by the rule it names, in a file it changes", arguments: drills)
    func caught(drill: String) throws {
        let patch = try Patch(
            String(
                contentsOf: repository.appendingPathComponent("Workshop/Drills/\(drill).patch"), encoding: .utf8))
        let (architecture, sentence) = try #require(patch.caughtBy)
        let rule = try #require(Rules.of(architecture).first { $0.sentence == sentence })
        let shipped = try shippedModule(architecture)
        var sources = Dictionary(
            uniqueKeysWithValues: try shipped.files.map { file in
                (file.path, try String(contentsOf: repository.appendingPathComponent(file.path), encoding: .utf8))
            })

        for (path, apply) in patch.changes { sources[path] = try apply(try #require(sources[path])) }

        let places = rule.violations(in: Module(sources: sources)).map(\.path)
        expect(places).toNot(beEmpty())
        expect(Set(places).isSubset(of: Set(patch.changes.map(\.0)))).to(beTrue())
    }
}

/// A `git diff` as the drills hold it: its "Caught by:" line and, per file, its hunks applied to a text.
struct Patch {
    let caughtBy: (String, String)?
    let changes: [(String, (String) throws -> String)]

    struct HunkDoesNotApply: Error {}

    init(_ text: String) {
        let lines = text.components(separatedBy: "\n")
        caughtBy = lines.first { $0.hasPrefix("Caught by: ") }.flatMap { line in
            let rule = line.dropFirst("Caught by: ".count)
            guard let colon = rule.firstIndex(of: ":") else { return nil }
            return (String(rule[..<colon]), String(rule[rule.index(colon, offsetBy: 2)...]))
        }
        var changes: [(String, [([String], [String])])] = []
        for line in lines {
            if line.hasPrefix("+++ b/") {
                changes.append((String(line.dropFirst(6)), []))
            } else if line.hasPrefix("--- ") {
                continue  // the file's old name; its new name above starts the file
            } else if line.hasPrefix("@@"), !changes.isEmpty {
                changes[changes.count - 1].1.append(([], []))
            } else if let last = changes.indices.last, let hunk = changes[last].1.indices.last,
                let mark = line.first, " -+".contains(mark)
            {
                let body = String(line.dropFirst())
                if mark != "+" { changes[last].1[hunk].0.append(body) }
                if mark != "-" { changes[last].1[hunk].1.append(body) }
            }
        }
        self.changes = changes.map { path, hunks in
            (
                path,
                { text in
                    var result = text
                    for (old, new) in hunks {
                        let before = old.joined(separator: "\n")
                        guard let range = result.range(of: before) else { throw HunkDoesNotApply() }
                        result.replaceSubrange(range, with: new.joined(separator: "\n"))
                    }
                    return result
                }
            )
        }
    }
}
