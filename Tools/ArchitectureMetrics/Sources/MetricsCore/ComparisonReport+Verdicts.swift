import Foundation

extension ComparisonReport {
    /// Where the measurements back the article's words and where they contradict them, one sentence per aspect
    /// that can be checked, worded from the figures so that it stays true when they change. About the article's four
    /// alone: it never judged TEA, so no verdict names it and TEA's figures change none.
    var verdicts: String {
        let byName = Dictionary(
            uniqueKeysWithValues: zip(sources, tests).filter { Self.article.contains($0.0.name) }.map {
                ($0.0.name, ($0.0, $0.1))
            })
        guard let mvc = byName["MVC"], byName.count == 4, let mvvm = byName["MVVM"], let viper = byName["VIPER"],
            let vip = byName["VIP"]
        else { return "" }
        var lines: [String] = []
        lines.append(
            judge(
                "Lines in a single file",
                agrees: mvc.0.maxLinesPerFile > max(viper.0.maxLinesPerFile, vip.0.maxLinesPerFile),
                "MVC's largest file has \(mvc.0.maxLinesPerFile) lines, VIPER's \(viper.0.maxLinesPerFile), VIP's "
                    + "\(vip.0.maxLinesPerFile), MVVM's \(mvvm.0.maxLinesPerFile)"))
        lines.append(
            judge(
                "Number of files", agrees: min(viper.0.fileCount, vip.0.fileCount) >= 3 * mvc.0.fileCount,
                "VIPER has \(viper.0.fileCount) files and VIP \(vip.0.fileCount) against MVC's \(mvc.0.fileCount)"))
        lines.append(
            judge(
                "Testability", agrees: oneRoleShare(mvc) < min(oneRoleShare(viper), oneRoleShare(vip)),
                String(
                    format: "%.0f %% of MVC's unit tests build one role with doubles, %.0f %% of MVVM's, %.0f %% of "
                        + "VIPER's and %.0f %% of VIP's; the rest drive a role through its view, build several roles "
                        + "or a headless app, or read the sources", 100 * oneRoleShare(mvc), 100 * oneRoleShare(mvvm),
                    100 * oneRoleShare(viper),
                    100 * oneRoleShare(vip))))
        // Roles, not declarations: VIP's Request/Response/ViewModel structs are data a reader skims, not parts to
        // learn.
        lines.append(
            judge(
                "Entry (VIPER the hardest)", agrees: viper.0.roles >= max(vip.0.roles, mvvm.0.roles, mvc.0.roles),
                "a reader meets \(mvc.0.roles) roles in MVC, \(mvvm.0.roles) in MVVM, \(viper.0.roles) in VIPER and "
                    + "\(vip.0.roles) in VIP (with \(mvc.0.dataCarriers), \(mvvm.0.dataCarriers), "
                    + "\(viper.0.dataCarriers) and \(vip.0.dataCarriers) data carriers beside them)"))
        if let graph = roleGraphs["VIP"] {
            let traced = traces.first { $0.name == "VIP" }
            let pairs = graph.twoWayPairs
            lines.append(
                judge(
                    "Data flow (VIP uni-directional)", agrees: pairs.isEmpty,
                    "in the role graph read from the code, \(pairs.count) pairs of VIP's \(graph.roles.count) roles call "
                        + "each other" + (pairs.isEmpty ? "" : " (\(pairs.joined(separator: "; ")))")
                        + " among \(graph.edges.count) edges (VIPER: \(roleGraphs["VIPER"]?.twoWayPairs.count ?? 0) pairs, "
                        + "MVVM: \(roleGraphs["MVVM"]?.twoWayPairs.count ?? 0)); each scene's view controller → interactor → "
                        + "presenter → view controller is a cycle that runs one way"
                        + (traced.map {
                            "; the fixed journey's trace agrees: every call it traced between VIP's roles is in "
                                + "the graph, and answers to calls (\($0.answers) of \($0.messageCount) messages) are no calls"
                        } ?? "")))
        }
        if let refactoring = refactoringVerdict {
            lines.append(
                judge("Refactoring (VIPER the worst)", agrees: refactoring.agrees, refactoring.evidence))
        }
        let unjudged = sources.map(\.name).filter { !Self.article.contains($0) }
        let scope =
            unjudged.isEmpty
            ? ""
            : "About the article's four alone: it never judged \(unjudged.joined(separator: ", ")), whose figures are "
                + "in the tables above.\n\n"
        return "\n## Where the numbers back the article, and where not\n\n" + scope
            + lines.map { "- \($0)\n" }.joined()
    }

    private func judge(_ aspect: String, agrees: Bool, _ evidence: String) -> String {
        let caveat = Self.caveats[aspect].map { "\n  *Caveat:* \($0)" } ?? ""
        return "**\(aspect)**: \(agrees ? "backed" : "contradicted") — \(evidence).\(caveat)"
    }

    /// What each verdict's figure cannot tell, said under it.
    static let caveats = [
        "Lines in a single file":
            "a long file can still be one clear thing, and a short one can hide its logic in another file.",
        "Number of files": "more files can be easier to find one's way in, when each has one job and a telling name.",
        "Testability":
            "a test file is classed by the roles it makes (read from its text, helpers included): a file that makes "
            + "one role and several doubles counts as one role; a VIP view controller makes its whole scene, so its "
            + "specs count as several roles. It says what a test stands up, not how slow or fragile it is.",
        "Entry (VIPER the hardest)":
            "a count of roles, not of ideas: a reader who knows the pattern's names reads thirty small roles faster "
            + "than eight large ones.",
        "Data flow (VIP uni-directional)":
            "the graph sees receivers whose type is written down (properties, parameters, locals); a call through "
            + "an untyped closure is not in it, and a call inside one role (MVC's controller doing the work itself) "
            + "is no edge at all. The trace covers one journey, by the same rule in every variant (Docs/Tracing.md).",
        "Refactoring (VIPER the worst)":
            "each change is one feature added once, by its authors; files touched favour one-file screens, and a "
            + "handful of changes is a small sample.",
    ]

    private func oneRoleShare(_ pair: (FolderMetrics, FolderMetrics)) -> Double {
        TestKind.shares(sources: pair.0, tests: pair.1)[.oneRole] ?? 0
    }

}
