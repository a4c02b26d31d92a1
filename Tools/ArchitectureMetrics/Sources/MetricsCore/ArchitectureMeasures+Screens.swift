/// The per-screen figures the verdicts rest on: each a number for one screen of one architecture, so that two
/// architectures can be compared screen by screen (`VerdictRule`).
extension ArchitectureMeasures {
    /// The roles declared in the screen's folder.
    public func roleCount(_ screen: String) -> Double { Double(roles(in: screen).count) }

    /// Roles and contracts: the parts a newcomer meets in the screen and the interfaces between them.
    public func rolesAndContracts(_ screen: String) -> Double {
        Double(count(.role, in: screen) + count(.contract, in: screen))
    }

    public func fileCount(_ screen: String) -> Double { Double(files(in: screen).count) }

    /// Lines of the screen's largest file.
    public func largestFile(_ screen: String) -> Double {
        Double(files(in: screen).values.map(\.lines).max() ?? 0)
    }

    /// The screen's largest file's share of its lines: 1 when one file holds the whole screen.
    public func largestFileShare(_ screen: String) -> Double? {
        let lines = lines(of: screen)
        return lines == 0 ? nil : largestFile(screen) / Double(lines)
    }

    /// The share of the screen's complexity in its view controllers (the roles the five patterns all name
    /// `…ViewController`, the type the shell pushes).
    public func viewControllerShare(_ screen: String) -> Double? {
        let total = complexity(of: screen)
        guard total > 0 else { return nil }
        let controllers = roles(in: screen).filter { $0.hasSuffix("ViewController") }
            .reduce(0) { $0 + (types[$1]?.complexity ?? 0) }
        return Double(controllers) / Double(total)
    }

    /// The pairs of roles, one of them the screen's, that data moves between both ways (`RoleGraph.dataFlow`), among
    /// the screens' roles: how data flows in a scene, the composition root's wiring (a configurator writing the
    /// roles it makes) and the runtime left out.
    public func twoWayDataPairs(_ screen: String) -> Double {
        let mine = Set(roles(in: screen))
        let flow = graph.without(groups: compositionFolders.union(runtimeFolders)).dataFlow
        let pairs = flow.filter { edge in
            edge.sender < edge.receiver && flow.contains(.init(sender: edge.receiver, receiver: edge.sender))
                && (mine.contains(edge.sender) || mine.contains(edge.receiver))
        }
        return Double(pairs.count)
    }

    /// The mean complexity of the roles a unit test of the screen stands up; nil when the screen has no test.
    public func testedComplexity(_ screen: String) -> Double? {
        let builds = testBuilds.filter { $0.screen == screen }
        guard !builds.isEmpty else { return nil }
        return Double(builds.reduce(0) { $0 + $1.complexity }) / Double(builds.count)
    }

    /// The share of a screen's unit tests that build exactly one role.
    public func oneRoleShare(_ screen: String) -> Double? {
        let builds = testBuilds.filter { $0.screen == screen }
        guard !builds.isEmpty else { return nil }
        return Double(builds.filter { $0.kind == .oneRole }.count) / Double(builds.count)
    }
}
