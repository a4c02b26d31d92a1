extension ComparisonReport {
    /// "Data flow from the code": each architecture's role graph, its two-way pairs and cycles, and the check that
    /// every call the fixed journey traced between two of its roles is in the graph.
    var roleGraphSection: String {
        let names = sources.map(\.name).filter { roleGraphs[$0] != nil }
        guard !names.isEmpty else { return "" }
        var out = "\n## Data flow from the code: the role graph\n\n"
        out += "Read from the sources with swift-syntax, not from a run, over the screen folders (`App/`, the "
        out +=
            "composition root, makes and wires the roles and is left out): an edge A → B when code of A calls a method "
        out += "of B or writes a property of B, directly or through a protocol B conforms to (receivers found from "
        out += "declared types: properties, parameters, locals, member chains), and B → A when A subscribes to an "
        out += "output of B. `make compare` checks the traces against it: every call the fixed journey traced "
        out += "between two roles of an architecture is an edge here, or the run fails."
        for name in names {
            guard let folders = Self.runtimeFolders[name] else { continue }
            out += " \(name)'s " + folders.sorted().map { "`\($0)/`" }.joined(separator: ", ")
            out += ", its one store and effect runner, is left out too: a screen sends it actions through a "
            out += "closure its host hands it, and a reducer calls no role but returns effects, so the graph can "
            out += "show only calls between \(name)'s roles outside that loop."
        }
        out += "\n\n"
        out += "| | " + names.joined(separator: " | ") + " |\n"
        out += "| --- |" + String(repeating: " --- |", count: names.count) + "\n"
        out += "| edges between roles | " + names.map { "\(roleGraphs[$0]?.edges.count ?? 0)" }.joined(separator: " | ")
        out += " |\n| pairs that call each other | "
        out += names.map { name in
            let pairs = roleGraphs[name]?.twoWayPairs ?? []
            return pairs.isEmpty ? "none" : "\(pairs.count): " + pairs.joined(separator: "; ")
        }.joined(separator: " | ")
        out += " |\n| cycles (roles that reach one another) | "
        out += names.map { name in
            let cycles = roleGraphs[name]?.cycles ?? []
            return cycles.isEmpty ? "none" : cycles.map { $0.joined(separator: ", ") }.joined(separator: "; ")
        }.joined(separator: " | ")
        out += " |\n| traced calls the graph does not show | "
        out +=
            names.map { name in
                guard let trace = traces.first(where: { $0.name == name }) else { return "no trace" }
                let missing = roleGraphs[name]?.unexplained(by: trace) ?? []
                return missing.isEmpty
                    ? "none" : missing.map { "\($0.sender) → \($0.receiver)" }.joined(separator: "; ")
            }.joined(separator: " | ") + " |\n"
        for name in names {
            let text = roleGraphs[name]?.plainText ?? ""
            out += "\n### \(name)\n\n" + (text.isEmpty ? "No call between two roles.\n" : "```text\n\(text)```\n")
        }
        return out
    }
}
