import Foundation

extension ComparisonReport {
    /// The Favourites exercise per architecture beside the article's "Refactoring" words (`make refactoring`).
    var refactoringSection: String {
        guard let refactoring, !refactoring.architectures.isEmpty else {
            return "\nRefactoring exercise: not measured yet (`make refactoring`).\n"
        }
        let names = sources.map(\.name)
        var out = "\n## The refactoring exercise, measured\n\n"
        out += "Behaviour.md's \"Favourites\" was added last, as the article's \"Refactoring\" test: first the shared "
        out += "part in its own commit (`\(refactoring.sharedCommit)`: \(refactoring.sharedFiles) files, "
        out += "+\(refactoring.sharedAdded) lines — the store's migration and local mark, the star in the shared "
        out += "views, the `*` key, the journey), then one commit per architecture. `make refactoring` counts each "
        out += "commit with `git show --numstat`.\n\n"
        out += "| | " + names.joined(separator: " | ") + " |\n"
        out += "| --- |" + String(repeating: " --- |", count: names.count) + "\n"
        let refactoringVerdicts = ArticleVerdicts.aspects.first { $0.name == "refactoring" }?.verdicts ?? [:]
        let rows: [(String, (String) -> String)] = [
            ("the article", { refactoringVerdicts[$0] ?? "" }),
            ("commit", { refactoring.architectures[$0].map { "`\($0.commit)`" } ?? "not done yet" }),
            ("source files touched, lines +/−", refactoring.sourceSummary(of:)),
            ("files (roles) touched", refactoring.roles(of:)),
            ("test files touched, lines +/−", refactoring.testSummary(of:)),
        ]
        for (label, value) in rows {
            out += "| \(label) | " + names.map(value).joined(separator: " | ") + " |\n"
        }
        return out
    }

    /// The verdict on "Refactoring": the article expects VIPER to be hit hardest (many boundaries), the others
    /// alike. Nil until all four were measured.
    var refactoringVerdict: (agrees: Bool, evidence: String)? {
        guard let refactoring else { return nil }
        let changes = ["MVC", "MVVM", "VIPER", "VIP"].compactMap { name in
            refactoring.architectures[name].map { (name: name, files: $0.sources.files.count, added: $0.sources.added) }
        }
        guard changes.count == 4, let most = changes.max(by: { $0.files < $1.files }) else { return nil }
        let viper = changes[2].files
        let others = [changes[0].files, changes[1].files, changes[3].files]
        let evidence =
            "the same feature touched "
            + changes.map { "\(RefactoringExercise.files($0.files)) (+\($0.added) lines) in \($0.name)" }
            .joined(separator: ", ")
            + "; the most in \(most.name): \(refactoring.roles(of: most.name))"
        return (viper > others.max() ?? 0, evidence)
    }
}
