import Foundation

extension ComparisonReport {
    /// "Coupling of the roles": the role graph read from the code, with the standard measures on it — afferent and
    /// efferent coupling and instability per role and per screen, cycles at role and screen level, propagation cost —
    /// shown with `App/` and TEA's `Store/` and without them, and the check of the traces against it.
    var couplingSection: String {
        let names = sources.map(\.name).filter { measures[$0] != nil }
        guard !names.isEmpty else { return "" }
        var out = "\n## Coupling of the roles\n\n"
        out += "Read from the sources with swift-syntax, not from a run. A role A depends on a role B when A's code "
        out += "makes B, calls it, writes or reads a property of it, names a static member of it, or uses what a "
        out += "call of it returned — directly or through a protocol B conforms to (receivers found from declared "
        out += "types: properties, parameters, locals, member chains). A closure or function A hands B (B runs it "
        out += "later) moves data from B to A without B depending on A. Every role counts, `App/` (the composition "
        out += "root, and TEA's app reducer and host) and TEA's `Store/` included; the rows marked *screens only* "
        out += "leave them out. *Afferent* (Ca): roles that depend on it; *efferent* (Ce): roles it depends on; "
        out += "*instability* Ce / (Ca + Ce); *propagation cost* (MacCormack et al. 2006): the share of the roles a "
        out += "change to one can reach along dependencies, itself included, averaged over all roles.\n\n"
        let cell = { (value: (ArchitectureMeasures) -> String) in
            names.map { measures[$0].map(value) ?? "—" }.joined(separator: " | ")
        }
        out += "| | " + names.joined(separator: " | ") + " |\n"
        out += "| --- |" + String(repeating: " --- |", count: names.count) + "\n"
        out += "| roles / dependencies between them | "
        out += cell { "\($0.graph.roles.count) / \($0.graph.dependencies.count)" } + " |\n"
        out += "| propagation cost | " + cell { String(format: "%.2f", $0.coupling().propagationCost) } + " |\n"
        out += "| propagation cost, screens only | "
        out += cell { String(format: "%.2f", $0.coupling(whole: false).propagationCost) } + " |\n"
        out += "| mean instability of the roles | " + cell { Self.meanInstability($0.coupling()) } + " |\n"
        out += "| most efferent role (Ce) | " + cell { Self.extreme($0.coupling(), \.efferent) } + " |\n"
        out += "| most afferent role (Ca) | " + cell { Self.extreme($0.coupling(), \.afferent) } + " |\n"
        out += "| roles in dependency cycles / largest cycle | "
        out += cell {
            "\($0.coupling().cycles.reduce(0) { $0 + $1.count }) / \($0.coupling().cycles.first?.count ?? 0)"
        }
        out += " |\n| largest cycle, screens only | " + cell { "\($0.coupling(whole: false).cycles.first?.count ?? 0)" }
        out += " |\n| role pairs data moves between both ways | " + cell { "\($0.graph.twoWayPairs.count)" } + " |\n"
        out += "| folders that depend on each other (two-way pairs) | "
        out += cell { Self.listOrNone($0.groupCoupling.twoWayPairs) } + " |\n"
        out += "| folders in a cycle | "
        out += cell { Self.listOrNone($0.groupCoupling.cycles.map { $0.joined(separator: ", ") }) } + " |\n"
        out +=
            "| traced calls the code does not show | "
            + names.map { name in
                guard let trace = traces.first(where: { $0.name == name }) else { return "no trace" }
                let missing = roleGraphs[name]?.unexplained(by: trace) ?? []
                return Self.listOrNone(missing.map { "\($0.sender) → \($0.receiver)" })
            }.joined(separator: " | ") + " |\n"
        out += "\n`make compare` fails when a call the fixed journey traced between two roles is not in the graph: a "
        out += "traced call R → C is shown by data from R to C, or by a closure R runs that calls C (the trace names "
        out += "the role that runs a closure, the code the role that wrote it).\n"
        out += "\n### Coupling per screen\n\nCa and Ce of a folder count the roles outside it that depend on one "
        out += "of its roles, and that one of its roles depends on.\n\n"
        let groups = Array(Set(names.flatMap { measures[$0]?.groupCoupling.nodes ?? [] })).sorted()
        out += "| folder: Ca / Ce / instability | " + names.joined(separator: " | ") + " |\n"
        out += "| --- |" + String(repeating: " --- |", count: names.count) + "\n"
        for group in groups {
            out +=
                "| \(group) | "
                + cell { measures in
                    guard measures.groupCoupling.nodes.contains(group) else { return "—" }
                    let figures = measures.graph.coupling.figures(
                        ofGroup: Set(
                            measures.graph.roles.filter {
                                measures.graph.groups[$0] == group
                            }))
                    return "\(figures.afferent) / \(figures.efferent) / "
                        + (figures.instability.map { String(format: "%.2f", $0) } ?? "—")
                } + " |\n"
        }
        for name in names {
            guard let measured = measures[name] else { continue }
            out +=
                "\n### \(name)\n\n<details><summary>\(measured.graph.roles.count) roles: complexity (summed), Ca / Ce / "
            out += "instability / share a change can reach, then every link</summary>\n\n"
            let coupling = measured.coupling()
            let reach = coupling.changeReach
            out += "| role | folder | complexity | Ca | Ce | instability | reach |\n"
            out += "| --- | --- | --- | --- | --- | --- | --- |\n"
            for (role, figures) in coupling.figures.sorted(by: { $0.key < $1.key }) {
                out += "| \(role) | \(measured.graph.groups[role] ?? "") | \(measured.types[role]?.complexity ?? 0) | "
                out += "\(figures.afferent) | \(figures.efferent) | "
                out += (figures.instability.map { String(format: "%.2f", $0) } ?? "—") + " | "
                out += Self.percent(reach[role] ?? 0) + " |\n"
            }
            let text = measured.graph.plainText
            out += "\n" + (text.isEmpty ? "No link between two roles.\n" : "```text\n\(text)```\n") + "\n</details>\n"
        }
        return out
    }

    static func meanInstability(_ coupling: Coupling) -> String {
        let values = coupling.figures.values.compactMap(\.instability)
        return values.isEmpty ? "—" : String(format: "%.2f", values.reduce(0, +) / Double(values.count))
    }

    /// "CardsViewController (7)": the role with the most of `figure`, ties by name.
    static func extreme(_ coupling: Coupling, _ figure: KeyPath<Coupling.Figures, Int>) -> String {
        guard
            let top = coupling.figures.max(by: {
                ($0.value[keyPath: figure], $1.key) < ($1.value[keyPath: figure], $0.key)
            })
        else { return "—" }
        return "\(top.key) (\(top.value[keyPath: figure]))"
    }

    static func listOrNone(_ items: [String]) -> String {
        items.isEmpty ? "none" : "\(items.count): " + items.joined(separator: "; ")
    }
}

extension ArchitectureMeasures {
    /// The dependencies between folders (screens, `App`, `Store`).
    public var groupCoupling: Coupling { graph.coupling.grouped(by: graph.groups) }
}
