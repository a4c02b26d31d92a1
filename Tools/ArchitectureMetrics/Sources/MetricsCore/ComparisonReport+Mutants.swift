import Foundation

extension ComparisonReport {
    /// Where the unit-suite-only figures come from, and the mutants each suite let live.
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
        out += "Mutation score: `make mutants` (Tools/ArchitectureMetrics' Mutants, mutant schemata on swift-syntax: "
        out += "a call statement deleted, an assignment deleted, a condition negated, a Boolean constant flipped, the "
        out += "store query swapped, a case's last pattern dropped, a reducer's returned effect dropped (TEA's "
        out += "reducers call nothing: the call is the effect they return); drawn per screen folder with a fixed seed, "
        out += "`App/` and TEA's `Store/` left out as no screen, 14 per screen "
        out += "topped up to 84 per architecture by default, `MUTANTS_PER_SCREEN`/`MUTANTS_AT_LEAST` to change; each "
        out += "score below says how many), measured on commit `\(mutationScores.commit)`. A mutant (a "
        out += "small deliberate fault) is killed when the architecture's own unit suite fails. Each score has its "
        out += "95 % Wilson interval: the range the kill rate lies in given how few mutants were drawn.\n\n"
        let differences = mutationScores.measurableDifferences(among: sources.map(\.name))
        out +=
            differences.isEmpty
            ? "**No measurable difference**: every pair of intervals overlaps.\n"
            : "Measurable differences (intervals apart): " + differences.joined(separator: "; ") + ".\n"
        let unmeasured = sources.map(\.name).filter { (mutationScores.scores[$0]?.total ?? 0) == 0 }
        if !unmeasured.isEmpty {
            out += "\nNot measured: \(unmeasured.joined(separator: ", ")) (its suite is not in `make mutants` yet).\n"
        }
        for source in sources {
            guard let score = mutationScores.scores[source.name] else { continue }
            out += "\n### \(source.name): \(mutationScores.summary(of: source.name)) killed\n\n"
            out += score.survivors.isEmpty ? "No survivor.\n" : score.survivors.map { "- \($0)\n" }.joined()
        }
        return out
    }
}
