import Foundation

extension ComparisonReport {
    /// The seed the tool drew every mutant with before issue 35, when a draw's seed was not yet the commit's.
    static let oldFixedSeed = "20161007"

    /// Where the unit-suite-only figures come from, the mutation scores compared pair by pair, and the mutants each
    /// suite let live.
    var mutationSection: String {
        var out = "\n## Testability, measured without the acceptance runs\n\n"
        if let unitCoverage {
            out += "Line coverage from each architecture's own unit suite alone: `make unit-coverage`, measured on "
            out += "commit `\(unitCoverage.commit)`. (`make coverage` merges the acceptance runs of the real "
            out += "binaries, which hides how testable the parts are.)\n\n"
        }
        guard let mutationScores else {
            return out + "Mutation score: not measured yet (`make mutants`).\n"
        }
        let names = sources.map(\.name)
        out += "Mutation score: `make mutants` (Tools/ArchitectureMetrics' Mutants, mutant schemata on swift-syntax: "
        out += "a call statement deleted, an assignment deleted, a condition negated, a Boolean constant flipped, the "
        out += "store query swapped, a case's last pattern dropped, a reducer's returned effect dropped (TEA's "
        out += "reducers call nothing: the call is the effect they return); 14 per screen folder topped up to 84 per "
        out += "architecture by default, and 14 from each folder that is no screen — `App/` and TEA's `Store/` — "
        out += "scored in rows of their own; `MUTANTS_PER_SCREEN`/`MUTANTS_AT_LEAST`/`MUTANTS_PER_FOLDER` to "
        out += "change), measured on commit `\(mutationScores.commit)`. A mutant (a small deliberate fault) is killed "
        out += "when the architecture's own unit suite fails. Each score has its 95 % Wilson interval: the range the "
        out += "kill rate lies in given how few mutants were drawn.\n\n"
        out += Self.drawNote(mutationScores) + "\n\n"
        out += "**One team wrote all five architectures, every suite, and the mutation tool.** No suite was written "
        out += "by someone who did not know the faults the tool makes; a score says how well this team's tests "
        out += "pin this team's code, not how testable a pattern is in other hands.\n"
        if mutationScores.partial {
            out += "\n**This is a partial draw** (fewer architectures or mutants than `make mutants` makes): a check "
            out += "of the pipeline, not the comparison's figure.\n"
        }
        out += "\n" + scoreTable(mutationScores, names: names)
        out += "\n" + Self.pairTable(mutationScores, names: names)
        out += "\n" + Self.tuningNote(mutationScores, names: names)
        for source in sources {
            guard let score = mutationScores.scores[source.name] else { continue }
            out += "\n### \(source.name): \(mutationScores.summary(of: source.name)) killed\n\n"
            out += score.survivors.isEmpty ? "No survivor.\n" : score.survivors.map { "- \($0)\n" }.joined()
            let others = (mutationScores.otherFolders[source.name] ?? [:]).filter { $0.value.total > 0 }
            for (folder, other) in others.sorted(by: { $0.key < $1.key }) {
                out += "\n\(folder)/: \(MutationScores.summary(other)) killed"
                out += other.survivors.isEmpty ? "; no survivor.\n" : "; survivors:\n\n"
                out += other.survivors.map { "- \($0)\n" }.joined()
            }
        }
        return out
    }

    /// Where the draw's seed came from, in a sentence or two.
    static func drawNote(_ scores: MutationScores) -> String {
        guard let seed = scores.seed else {
            return "**This draw is the old one**: it predates issue 35 and was made with the tool's fixed seed "
                + "\(oldFixedSeed), the same mutants at every run, so tests could be (and were) added after each draw "
                + "to kill its survivors; `App/` and TEA's `Store/` were not mutated. Read its scores as tuned. The "
                + "next `make mutants` draws with a seed from the commit it measures."
        }
        let source =
            scores.seedSource == "commit"
            ? "from the commit measured (FNV-1a of its full hash): nobody could see this draw before that commit "
                + "existed, and a run of the same commit draws the same mutants"
            : "given by hand (`MUTANTS_SEED`) to repeat an earlier draw"
        return "Seed \(seed), \(source)."
    }

    /// Scores per architecture: screens, then each folder that is no screen, then the faults drawn and the pool.
    func scoreTable(_ scores: MutationScores, names: [String]) -> String {
        var out = "| | " + names.joined(separator: " | ") + " |\n"
        out += "| --- |" + String(repeating: " --- |", count: names.count) + "\n"
        out += "| screens: killed / drawn | " + names.map(scores.summary(of:)).joined(separator: " | ") + " |\n"
        let others = Set(names.flatMap { MutantPlan.notScreens(of: $0) }).sorted()
        for folder in others {
            let label =
                folder == "App"
                ? "`App/` (composition root; TEA's app reducer and host)" : "`\(folder)/` (the runtime)"
            let cells = names.map { name -> String in
                if let score = scores.otherFolders[name]?[folder], score.total == 0 {
                    return score.pool.isEmpty ? "no site to mutate" : "none drawn"
                }
                if let score = scores.otherFolders[name]?[folder] { return MutationScores.summary(score) }
                if !MutantPlan.notScreens(of: name).contains(folder) { return "—" }
                return scores.seed == nil ? "not drawn (the old draw)" : "not drawn"
            }
            out += "| \(label): killed / drawn | " + cells.joined(separator: " | ") + " |\n"
        }
        out += "| faults drawn on screens (killed / drawn) | "
        out += names.map { Self.mix(scores.scores[$0]) }.joined(separator: " | ") + " |\n"
        out += "| sites the screens' draw chose from | "
        out += names.map { Self.pool(scores.scores[$0]) }.joined(separator: " | ") + " |\n"
        return out
    }

    /// "delete call 30/33, negate condition 20/21, …", or "not recorded" for a draw from before.
    static func mix(_ score: MutationScores.Score?) -> String {
        guard let score, !score.byKind.isEmpty else { return "not recorded" }
        return score.byKind.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.killed)/\($0.value.drawn)" }
            .joined(separator: ", ")
    }

    /// "412 (delete call 180, …)", or "not recorded".
    static func pool(_ score: MutationScores.Score?) -> String {
        guard let score, !score.pool.isEmpty else { return "not recorded" }
        let kinds = score.pool.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        return "\(score.pool.values.reduce(0, +)) (\(kinds))"
    }

    /// Every pair of screen scores: Fisher's exact p and Holm's adjustment, then the one-line reading.
    static func pairTable(_ scores: MutationScores, names: [String]) -> String {
        let pairs = scores.comparisons(among: names)
        guard !pairs.isEmpty else { return "" }
        var out = "Pairwise, on the screens' killed / survived: Fisher's exact test (two-sided), then Holm's "
        out += "correction for the \(pairs.count) pairs compared. A difference is measured when the adjusted p is "
        out += "below 0.05.\n\n"
        out += "| pair | killed | p (Fisher) | p (Holm, \(pairs.count) pairs) | at 5 % |\n"
        out += "| --- | --- | --- | --- | --- |\n"
        for pair in pairs {
            guard let a = scores.scores[pair.first], let b = scores.scores[pair.second] else { continue }
            out += "| \(pair.first) – \(pair.second) | \(a.killed)/\(a.total) – \(b.killed)/\(b.total) | "
            out += Self.pValue(pair.p) + " | " + Self.pValue(pair.adjusted) + " | "
            out += (pair.adjusted < 0.05 ? "differ" : "no measurable difference") + " |\n"
        }
        let differences = scores.measurableDifferences(among: names)
        out +=
            differences.isEmpty
            ? "\n**No measurable difference** between any two architectures' scores after the correction.\n"
            : "\nMeasured differences (Holm-adjusted p < 0.05): " + differences.joined(separator: "; ") + ".\n"
        let unmeasured = names.filter { (scores.scores[$0]?.total ?? 0) == 0 }
        if !unmeasured.isEmpty {
            out += "\nNot measured: \(unmeasured.joined(separator: ", ")) (not in this draw).\n"
        }
        return out
    }

    /// "0.0096", "< 0.0001", "1".
    static func pValue(_ p: Double) -> String {
        if p >= 0.9995 { return "1" }
        if p < 0.0001 { return "< 0.0001" }
        return String(format: p < 0.01 ? "%.4f" : "%.3f", p)
    }

    /// The tests added to each suite since the draw before: tuning made visible.
    static func tuningNote(_ scores: MutationScores, names: [String]) -> String {
        guard let previous = scores.previousCommit, !scores.tuning.isEmpty else {
            return "Tests added since the draw before: not recorded for this draw (`make mutants` records them from "
                + "git since the commit the previous Docs/Mutants.json measured; Testing.md lists the suites "
                + "strengthened after earlier draws).\n"
        }
        var out = "Tests added to each suite since the draw before (commit `\(previous)`), from git — what a reader "
        out += "needs to judge whether the suites were tuned to earlier survivors:\n\n"
        for name in names {
            guard let tuning = scores.tuning[name] else { continue }
            if tuning.commits.isEmpty {
                out += "- \(name): no change to its tests.\n"
                continue
            }
            out += "- \(name): \(tuning.testsAdded.count) added, \(tuning.testsRemoved) removed, in "
            out += tuning.commits.map { "`\($0.prefix(7))`" }.joined(separator: ", ")
            out +=
                tuning.testsAdded.isEmpty
                ? ".\n" : ": " + tuning.testsAdded.map { "“\($0)”" }.joined(separator: "; ") + ".\n"
        }
        return out
    }
}
