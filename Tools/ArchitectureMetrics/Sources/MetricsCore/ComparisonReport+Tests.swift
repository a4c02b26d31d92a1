import Foundation

extension ComparisonReport {
    /// "What a unit test builds": the kinds of test by the roles they stand up, and what else they build.
    var testBuildSection: String {
        let names = sources.map(\.name).filter { measures[$0] != nil }
        guard !names.isEmpty else { return "" }
        var out = "\n### What a unit test builds\n\n"
        out += "Read from each `@Test` function's syntax tree (`TestBuild`): the types its code makes — its suite's "
        out += "instance, its body, and the test targets' own functions and initialisers it calls, followed — plus "
        out += "what the architecture's types it makes make when they are made (initialisers, and the static "
        out += "functions they call: a VIP view controller's configurator, a VIPER builder). A role named by a static "
        out += "member counts (TEA's reducer specs hand `CardsReducer.reduce` to a test store: one role, the "
        out += "reducer). Each type made is the *role under test* or *another role* of the architecture, a *double* "
        out += "(declared in a test target) or a type of the *app*'s shared modules; the runtime (TEA's store and "
        out += "effect runner, as the shell for the others) is no role. What a role makes while it runs is its "
        out += "behaviour, not the test's setup, and values built for an assertion's expected side "
        out += "(`.to(equal(StatusMessage(…)))`) are left out.\n\n"
        let cell = { (value: ([TestBuild]) -> String) in
            names.map { measures[$0].map { value($0.testBuilds) } ?? "—" }.joined(separator: " | ")
        }
        out += "| | " + names.joined(separator: " | ") + " |\n"
        out += "| --- |" + String(repeating: " --- |", count: names.count) + "\n"
        out += "| unit tests read | " + cell { "\($0.count)" } + " |\n"
        for kind in TestBuild.Kind.allCases {
            out +=
                "| builds \(kind.rawValue) | "
                + cell { builds in
                    let count = builds.filter { $0.kind == kind }.count
                    return "\(count) (\(Self.percent(builds.isEmpty ? 0 : Double(count) / Double(builds.count))))"
                } + " |\n"
        }
        out +=
            "| other roles per test, mean | "
            + cell { builds in
                Self.meanOf(builds.map { Double(max($0.roles.count - 1, 0)) })
            } + " |\n"
        out += "| doubles per test, mean | " + cell { Self.meanOf($0.map { Double($0.doubles.count) }) } + " |\n"
        out += "| shared-module types per test, mean | " + cell { Self.meanOf($0.map { Double($0.app.count) }) }
        out +=
            " |\n| complexity stood up per test (its roles'), mean / median | "
            + cell { builds in
                let values = builds.map(\.complexity).sorted()
                guard !values.isEmpty else { return "—" }
                return Self.meanOf(values.map(Double.init)) + " / \(values[values.count / 2])"
            } + " |\n"
        out += "| tests that stand up the runtime | " + cell { "\($0.filter { !$0.runtime.isEmpty }.count)" } + " |\n"
        return out
    }

    static func meanOf(_ values: [Double]) -> String {
        values.isEmpty ? "—" : String(format: "%.1f", values.reduce(0, +) / Double(values.count))
    }
}
