import Foundation

extension ComparisonReport {
    /// The evidence under the verdict table: for each aspect, its measure on every screen of every architecture, the
    /// mean, and each order the claim makes with the interval of its difference.
    var screenEvidenceSection: String {
        guard !measures.isEmpty else { return "" }
        var out = "\n## The verdicts' measures, screen by screen\n\n"
        out += "Each table is one aspect's measure on the seven screens, the numbers every verdict is recomputed from; "
        out += "under it, each order the article's claim makes, the mean difference and its 95 % interval (paired "
        out += "by screen, t with 6 degrees of freedom), and whether it holds.\n"
        let names = sources.map(\.name)
        for (aspect, verdict) in verdicts {
            out += "\n### \(aspect.name): \(aspect.measure)\n\n"
            out += "The article: \(aspect.claim). Verdict: **\(verdict.outcome.rawValue)**.\n\n"
            if aspect.name == "refactoring" {
                let (changes, values) = refactoringValues
                out += tableOf(units: changes, unitName: "change", names: names, values: values, aspect.format)
                out += "\nThe counts are `make refactoring`'s (Docs/Refactoring.json, described below).\n"
                out += refactoringPendingNote
            } else {
                out += tableOf(
                    units: screens, unitName: "screen", names: names, values: values(of: aspect), aspect.format)
            }
            out +=
                "\n"
                + verdict.tests.map { test in
                    "- " + Self.describe(test, aspect.format) + ": "
                        + (test.holds ? "holds" : test.reversed ? "reversed" : "within the noise")
                }.joined(separator: "\n") + "\n"
        }
        out += "\n### reusability\n\nThe article: \(Self.reusabilityClaim). Not tested: \(Self.reusabilityReason).\n"
        return out
    }

    /// The changes not in the refactoring table yet, and for whom they are not measured.
    var refactoringPendingNote: String {
        let pending = refactoringPending
        guard !pending.isEmpty else { return "" }
        return "\nNot in this table until each of the article's four patterns has it: "
            + pending.map { "\($0.change), not measured for \($0.missing.joined(separator: ", "))" }
            .joined(separator: "; ")
            + " (`make refactoring` says why; it and `make compare` count them once their solution patches apply in "
            + "the day's order).\n"
    }

    private func tableOf(
        units: [String], unitName: String, names: [String], values: [String: [Double?]], _ format: (Double) -> String
    ) -> String {
        var out = "| \(unitName) | " + names.joined(separator: " | ") + " |\n"
        out += "| --- |" + String(repeating: " --- |", count: names.count) + "\n"
        for (position, unit) in units.enumerated() {
            out += "| \(unit) | "
            out +=
                names.map { name in
                    guard let row = values[name], position < row.count, let value = row[position] else { return "—" }
                    return format(value)
                }.joined(separator: " | ") + " |\n"
        }
        out += "| **mean** | " + names.map { values[$0].flatMap(Self.mean).map(format) ?? "—" }.joined(separator: " | ")
        return out + " |\n"
    }
}
