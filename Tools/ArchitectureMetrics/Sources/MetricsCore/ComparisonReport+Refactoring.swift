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
        out += "commit with `git show --numstat`."
        for name in names.filter(Self.builtWithTheChanges.contains) {
            out += " " + Self.laterArchitectureNote(name, refactoring)
        }
        out += "\n\n| | " + names.joined(separator: " | ") + " |\n"
        out += "| --- |" + String(repeating: " --- |", count: names.count) + "\n"
        let refactoringAspect = ArticleVerdicts.aspects.first { $0.name == "refactoring" }
        // An architecture written after a change, with it in, has no commit of it to count.
        let favourites = { (value: @escaping (String) -> String) -> (String) -> String in
            { name in self.exerciseCell(name) { _ in value(name) } }
        }
        let checkoutCodes = { (value: @escaping (String) -> String) -> (String) -> String in
            { name in
                refactoring.checkoutCodes[name] == nil && Self.builtWithTheChanges.contains(name)
                    ? Self.builtWithIt : value(name)
            }
        }
        let workshop = { (round: [String: RefactoringExercise.Change]) -> (String) -> String in
            { name in
                round[name] == nil && Self.builtWithTheChanges.contains(name)
                    ? "not in the workshop" : RefactoringExercise.workshopSummary(round[name])
            }
        }
        let workshopTests = { (round: [String: RefactoringExercise.Change]) -> (String) -> String in
            { name in
                round[name] == nil && Self.builtWithTheChanges.contains(name)
                    ? "not in the workshop" : RefactoringExercise.workshopTestSummary(round[name])
            }
        }
        let rows: [(String, (String) -> String)] = [
            ("the article", { name in refactoringAspect.map { ArticleVerdicts.verdict(of: name, in: $0) } ?? "" }),
            ("commits counted", favourites { RefactoringExercise.commits(refactoring.architectures[$0]) }),
            ("source files touched, lines +/−", favourites(refactoring.sourceSummary(of:))),
            ("files touched", favourites(refactoring.roles(of:))),
            (
                "types touched (roles, contracts, models)",
                favourites {
                    refactoring.architectures[$0].map {
                        "\($0.sources.types.count): " + $0.sources.types.joined(separator: ", ")
                    }
                        ?? "not done yet"
                }
            ),
            ("its tests: test files touched, lines +/−", favourites(refactoring.testSummary(of:))),
            (
                "**second change**: checkout codes (`c` and a new Code screen, the number and barcode in the form, "
                    + "the number read off a photo), source files / types touched, lines +/−",
                checkoutCodes { RefactoringExercise.commitSummary(refactoring.checkoutCodes[$0]) }
            ),
            (
                "its tests: test files touched, lines +/−",
                checkoutCodes { RefactoringExercise.commitTestSummary(refactoring.checkoutCodes[$0]) }
            ),
            ("its commits counted", checkoutCodes { RefactoringExercise.commits(refactoring.checkoutCodes[$0]) }),
            (
                "**a refactoring**: completion handlers to async/await (issue 36), source files / types touched, "
                    + "lines +/−",
                { RefactoringExercise.commitSummary(refactoring.asyncAwait[$0]) }
            ),
            (
                "its tests: test files touched, lines +/−",
                { RefactoringExercise.commitTestSummary(refactoring.asyncAwait[$0]) }
            ),
            ("its commits counted", { RefactoringExercise.commits(refactoring.asyncAwait[$0]) }),
            (
                "**third change**: the workshop's title, files / types touched, lines +/−",
                workshop(refactoring.workshop)
            ),
            ("its tests: the solution's changes to the suite; the exercise's own", workshopTests(refactoring.workshop)),
            (
                "**fourth change**: workshop round two, the favourites filter (`f`), files / types touched, lines +/−",
                workshop(refactoring.workshopFilter)
            ),
            (
                "its tests: the solution's changes to the suite; the exercise's own",
                workshopTests(refactoring.workshopFilter)
            ),
            (
                "**fifth change**: workshop round three, navigation (`c` opens the Code screen through the pattern's "
                    + "navigation owner), files / types touched, lines +/−",
                { RefactoringExercise.workshopSummary(refactoring.workshopNavigation[$0]) }
            ),
            (
                "its tests: the solution's changes to the suite; the exercise's own",
                { RefactoringExercise.workshopTestSummary(refactoring.workshopNavigation[$0]) }
            ),
            (
                "**sixth change**: workshop round four, async (Esc stops a download; the pattern's owner of the "
                    + "download's task cancels it), files / types touched, lines +/−",
                { RefactoringExercise.workshopSummary(refactoring.workshopAsync[$0]) }
            ),
            (
                "its tests: the solution's changes to the suite; the exercise's own",
                { RefactoringExercise.workshopTestSummary(refactoring.workshopAsync[$0]) }
            ),
        ]
        for (label, value) in rows {
            out += "| \(label) | " + names.map(value).joined(separator: " | ") + " |\n"
        }
        out += "\n" + Self.countingRules + "\n" + Self.laterRoundsNote
        let checkout = refactoring.checkoutShared
        if !checkout.commits.isEmpty {
            out += "\nCheckout codes (Codes.md) were added the same way: the shared part in \(checkout.commits.count) "
            out += "commits (" + checkout.commits.map { "`\($0)`" }.joined(separator: ", ") + ": "
            out += "\(checkout.files) files, +\(checkout.added) lines — the number and barcode on the card, "
            out += "the store's migration, libzint and zxing-cpp, the Code screen's view, the form's fields offered "
            out += "to an owner, the scanner service), then one commit per architecture. The generated traced "
            out += "proxies are left out of the counts.\n"
        }
        let async = refactoring.asyncShared
        if !async.commits.isEmpty {
            out += "\nThe move from completion handlers to async/await (issue 36) is a refactoring: the behaviour "
            out += "stays, the journeys and frame identity prove it. Its shared part came first in "
            out += "\(async.commits.count) commits (" + async.commits.map { "`\($0)`" }.joined(separator: ", ") + ": "
            out += "\(async.files) files, +\(async.added) lines — the services' async forms, the tracing of async "
            out += "calls, the kit's own types), then one commit per architecture, TEA's included. MVVM's commit "
            out += "also moved its view models from OpenCombine to Observation (MVVM.md says why), so its figures "
            out += "hold both.\n"
        }
        return out
    }

    /// How `make refactoring` counts, said once under the table.
    static let countingRules =
        "How the changes are counted (scripts/refactoring.py): a type touched is a top-level declaration that "
        + "an added or removed line falls in, added lines read in the file after the change and removed ones "
        + "before (so a new file counts the types it declares, and a type appended after another counts as "
        + "itself; an extension counts as the type it extends). Tests are the architecture's test target, "
        + "counted apart. A workshop round is its solution patch read on the tree its step of the day starts "
        + "from (the earlier solutions applied); its tests are the solution's changes to the variant's suite, "
        + "and beside them the exercise's own tests, which the attendee is given; an architecture whose "
        + "solution patch of a round (or an earlier one of its own) was not in Workshop/Solutions, or did not "
        + "apply in the day's order, when `make refactoring` ran is \"not measured\" until `make refactoring` "
        + "and `make compare` run again with it there. A later commit is counted with a change (\"follow-up\") when its subject names the change "
        + "(Favourites: \"favourite\"; checkout codes: \"checkout code\" or \"Code screen\"; async/await: "
        + "\"async\" or \"await\"), it changes a file of that architecture the change changed, it is none of "
        + "the changes' own commits, and it is no merge (a merge's diff against its first parent repeats the "
        + "commits it brings in).\n"

    /// What the workshop's last two rounds are the first of, and what their rows alone can show.
    static let laterRoundsNote =
        "Round three is the first change counted here that is navigation and nothing else (checkout codes also "
        + "opened a new screen, but with the screen itself, the form's fields and a scanner in the same commits), so "
        + "its row alone shows what one more route costs in each pattern's navigation owner. Round four is the first "
        + "that is cancellation, the only change counted here whose whole behaviour is stopping work already running, "
        + "so its row alone shows what it costs to reach each pattern's owner of a running task and cancel it there.\n"

    /// How an architecture written after the changes was counted: not at all, or from the changes taken out of it
    /// and put back as one commit each (the code it was first built with).
    static func laterArchitectureNote(_ name: String, _ refactoring: RefactoringExercise) -> String {
        let workshop = refactoring.workshop[name] == nil ? " It has no workshop round." : ""
        guard let favourites = refactoring.architectures[name] else {
            return "\(name) was written after the changes below, with them in from its first commit: it has no "
                + "change of its own to count.\(workshop)"
        }
        let checkout = refactoring.checkoutCodes[name].map { " and `\($0.commit)`" } ?? ""
        return "\(name) was written after the changes below, with them in; to count them they were taken out of it "
            + "and put back as one commit each (`\(favourites.commit)`\(checkout)), the code it was first built "
            + "with.\(workshop)"
    }

    /// The cell of an architecture written after a change, with it in from the start.
    static let builtWithIt = "built with it (no separate commit)"

    /// A Favourites figure of `name`: measured, not measured yet, or none to count for an architecture written after
    /// the change.
    func exerciseCell(_ name: String, _ measured: (RefactoringExercise) -> String) -> String {
        guard let refactoring else { return "not measured" }
        if refactoring.architectures[name] == nil, Self.builtWithTheChanges.contains(name) { return Self.builtWithIt }
        return measured(refactoring)
    }
}
