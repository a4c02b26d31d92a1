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
        out += "a call statement deleted, a condition negated, a Boolean constant flipped, the store query swapped; "
        out += "up to 7 per screen drawn with a fixed seed; `--trace` calls are never mutated), measured on commit "
        out += "`\(mutationScores.commit)`. A mutant is killed when the architecture's own unit suite fails.\n"
        for source in sources {
            guard let score = mutationScores.scores[source.name] else { continue }
            out += "\n### \(source.name): \(mutationScores.summary(of: source.name)) killed\n\n"
            out += score.survivors.isEmpty ? "No survivor.\n" : score.survivors.map { "- \($0)\n" }.joined()
        }
        return out
    }
}
