import Foundation

extension ComparisonReport {
    /// What the figures cannot separate from the patterns: who wrote them, in what order, what the shared layers do
    /// for each, and how the suites were tuned against the mutants.
    var confoundsSection: String {
        var out = "\n## What the figures cannot separate from the patterns\n\n"
        out += "- **One team wrote all five**, the same people, to one specification, with the same shared modules "
        out += "and the same conventions; no figure here tells a pattern from its authors' habits in it.\n"
        let later = sources.map(\.name).filter(Self.builtWithTheChanges.contains)
        if !later.isEmpty {
            out += "- **" + later.joined(separator: ", ") + " came last**: written after the other four had every "
            out += "feature, with their lessons in hand; its refactoring figures come from the changes taken out of "
            out += "it and put back (below).\n"
        }
        out += "- **The shared layers do different shares of the work.** MyCardsKit, MyCardsDisplayData and "
        out +=
            "MyCardsUI (\(Self.grouped(shared.reduce(0) { $0 + $1.lines })) lines) hold the store, the backend, the wording and "
        out += "the views for all five; how much of them each variant names is read from the syntax tree "
        out += "(`SharedUse`): the shared top-level types its code names, their lines, and those reached by following "
        out += "what their files name in turn.\n"
        out += "- **The suites were tuned.** Tests were added after mutants were drawn and their survivors seen "
        out += "(below), so a mutation score measured after a draw is no blind measure"
        out +=
            mutationScores?.seedSource == "commit"
            ? ". The draw on this page is blind to its own mutants (its seed comes from the commit it measured), "
                + "but its suites carry the tests added after earlier draws.\n\n"
            : ".\n\n"
        let names = sources.map(\.name)
        out += "| | " + names.joined(separator: " | ") + " |\n"
        out += "| --- |" + String(repeating: " --- |", count: names.count) + "\n"
        out += "| lines the folder's authors wrote (generated ones aside) | "
        out += sources.map { "\($0.lines - $0.generatedLines)" }.joined(separator: " | ") + " |\n"
        out += "| of them in `App/` (the composition root; TEA's app reducer, host and effects too) | "
        out +=
            sources.map { folder in
                "\(folder.written.filter { $0.key.hasPrefix("App/") }.values.reduce(0) { $0 + $1.lines })"
            }.joined(separator: " | ") + " |\n"
        out += "| shared types its code names / their lines | "
        out +=
            names.map { name in sharedUse[name].map { "\($0.types.count) / \($0.lines)" } ?? "—" }
            .joined(separator: " | ") + " |\n"
        out += "| shared types reached through them / their lines | "
        out +=
            names.map { name in sharedUse[name].map { "\($0.reachedTypes) / \($0.reachedLines)" } ?? "—" }
            .joined(separator: " | ") + " |\n"
        out += tuningTable(names)
        return out
    }

    private func tuningTable(_ names: [String]) -> String {
        guard let tuning, !tuning.draws.isEmpty else {
            return "\nTuning history: not measured (`make tuning`).\n"
        }
        var out = "\nTests added to each suite after each draw of mutants (until the next draw), from git: commits "
        out += "that changed the test target, `@Test` lines added / removed (`make tuning`, read at "
        out += "`\(tuning.measuredAt)`).\n\n"
        out += "| draw (commit that wrote Docs/Mutants.json) | " + names.joined(separator: " | ") + " |\n"
        out += "| --- |" + String(repeating: " --- |", count: names.count) + "\n"
        for draw in tuning.draws {
            out +=
                "| `\(draw.commit)` (\(draw.date)) | "
                + names.map { name in
                    guard let change = draw.after[name], change.commits > 0 else { return "none" }
                    return
                        "\(change.commits) commit\(change.commits == 1 ? "" : "s"), +\(change.added) −\(change.removed) tests"
                }.joined(separator: " | ") + " |\n"
        }
        return out
    }
}
