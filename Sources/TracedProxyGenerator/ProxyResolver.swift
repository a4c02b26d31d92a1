/// Turns a folder's protocols into the classes to write: the requirements of inherited folder protocols gathered,
/// class binding and global actor carried down, and the protocols no class can forward set apart with the reason.
struct ProxyResolver {
    enum Resolution: Equatable {
        case subject(ProxySubject)
        case skipped(String)
    }

    /// Inherited types that add no requirement a proxy must forward.
    static let markers: Set<String> = ["AnyObject", "class", "Sendable"]

    private let protocols: [ProxyProtocol]
    private let compositions: [[String]]
    private let typeNames: Set<String>
    private let declared: [String: ProxyProtocol]
    private var resolved: [String: Resolution] = [:]

    init(protocols: [ProxyProtocol], compositions: [[String]], typeNames: Set<String>) {
        self.protocols = protocols
        self.compositions = compositions
        self.typeNames = typeNames
        declared = protocols.reduce(into: [:]) { $0[$1.name] = $0[$1.name] ?? $1 }
    }

    /// Every protocol in declaration order, then every composition of folder protocols by class name.
    mutating func resolveAll() -> [(name: String, resolution: Resolution)] {
        let resolvedProtocols = protocols.map { (name: $0.name, resolution: resolution(of: $0.name)) }
        return resolvedProtocols
            + resolvedCompositions().sorted { $0.className < $1.className }.map { ($0.name, $0.resolution) }
    }

    private mutating func resolution(of name: String, visiting: Set<String> = []) -> Resolution {
        if let known = resolved[name] { return known }
        guard let declaration = declared[name] else { return .skipped("not declared in the folder") }
        guard !visiting.contains(name) else { return .skipped("inherits itself") }
        let result = make(declaration, visiting: visiting.union([name]))
        resolved[name] = result
        return result
    }

    private mutating func make(_ declaration: ProxyProtocol, visiting: Set<String>) -> Resolution {
        if let problem = declaration.problem { return .skipped(problem) }
        var pieces: [ProxySubject] = []
        for inherited in declaration.inherited where !Self.markers.contains(inherited) {
            guard declared[inherited] != nil else { return .skipped("inherits \(inherited)") }
            guard case .subject(let parent) = resolution(of: inherited, visiting: visiting) else {
                return .skipped("inherits \(inherited), which is not proxied")
            }
            pieces.append(parent)
        }
        // A protocol refining an isolated one is isolated too.
        let own = ProxySubject(
            className: "", protocols: [],
            globalActor: declaration.globalActor ?? pieces.lazy.compactMap(\.globalActor).first,
            isClassBound: declaration.inherited.contains { $0 == "AnyObject" || $0 == "class" },
            isSendable: declaration.inherited.contains("Sendable"), requirements: declaration.requirements)
        return combined("Traced" + declaration.name, [declaration.name], pieces + [own])
    }

    /// Each distinct `any A & B` whose parts (`AnyObject` and `Sendable` aside) are all folder protocols.
    private mutating func resolvedCompositions() -> [(className: String, name: String, resolution: Resolution)] {
        var seen: Set<Set<String>> = []
        var found: [(className: String, name: String, resolution: Resolution)] = []
        for written in compositions {
            let parts = written.filter { !Self.markers.contains($0) }
            guard parts.count > 1, parts.allSatisfy({ declared[$0] != nil }), seen.insert(Set(parts)).inserted
            else { continue }
            let className = "Traced" + parts.joined(separator: "And")
            var pieces: [ProxySubject] = []
            var missing: String?
            for part in parts {
                guard case .subject(let piece) = resolution(of: part) else {
                    missing = missing ?? part
                    continue
                }
                pieces.append(piece)
            }
            let resolution = missing.map { .skipped("\($0) is not proxied") } ?? combined(className, parts, pieces)
            found.append((className, "any " + parts.joined(separator: " & "), resolution))
        }
        return found
    }

    private func combined(_ className: String, _ protocols: [String], _ pieces: [ProxySubject]) -> Resolution {
        // One class cannot forward both isolated and non-isolated requirements.
        let actors = Set(pieces.filter { !$0.requirements.isEmpty }.map { $0.globalActor ?? "no actor" })
        guard actors.count <= 1 else { return .skipped("isolated to \(actors.sorted().joined(separator: " and "))") }
        let isClassBound = pieces.contains(where: \.isClassBound)
        let requirements = Self.merged(pieces.flatMap(\.requirements))
        for case .property(let property) in requirements {
            if property.isSettable && !isClassBound { return .skipped("settable \(property.name), not class-bound") }
        }
        // The proxy's stored names, which a requirement must not take: a method reads its base into a local `base`.
        if let clash = requirements.map(\.name).first(where: ProtocolReader.storedNames.contains) {
            return .skipped("a requirement named \(clash)")
        }
        if typeNames.contains(className) { return .skipped("\(className) is declared already") }
        return .subject(
            ProxySubject(
                className: className, protocols: protocols, globalActor: pieces.lazy.compactMap(\.globalActor).first,
                isClassBound: isClassBound, isSendable: pieces.contains(where: \.isSendable),
                requirements: requirements))
    }

    /// Requirements once each: a method two parents declare alike is one method, a property settable if either
    /// declaration sets it.
    private static func merged(_ requirements: [ProxyRequirement]) -> [ProxyRequirement] {
        var merged: [ProxyRequirement] = []
        for requirement in requirements where !merged.contains(requirement) {
            guard case .property(let property) = requirement,
                let index = merged.firstIndex(where: { $0.name == property.name && $0.isProperty })
            else {
                merged.append(requirement)
                continue
            }
            if property.isSettable { merged[index] = requirement }
        }
        return merged
    }
}
