/// The generated file for one architecture module: a proxy class per protocol (and per `any A & B` of its
/// protocols) that a tracing module can see, the list of them by protocol, and a note of what was left untraced.
struct ProxyFile {
    /// The module whose protocols are read (`MyCardsVIPER`).
    let module: String
    let files: [SourceFile]
    /// The public type names of the modules the architecture module depends on, by module.
    let dependencies: [String: Set<String>]

    static let header = [
        "// Generated at build time by the TracedProxies plugin (TracedProxyGenerator) from the protocols of one",
        "// architecture module: one traced proxy per protocol, which its tracing module puts between the roles in a",
        "// traced run. Not kept in the sources: a changed protocol changes this file at the next build.",
    ]

    /// What a proxy's types may name without an import.
    static let builtIn: Set<String> = [
        "any", "some", "inout", "sending", "throws", "async", "Self", "Type", "Protocol", "Void", "Never", "Any",
        "AnyObject", "Sendable", "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt",
        "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Bool", "Optional", "Array", "Dictionary", "Set",
        "Result", "Error", "Range", "ClosedRange", "Duration", "AnyHashable", "ObjectIdentifier", "MainActor",
    ]

    /// The folder read once: its protocols, the classes to write and the reasons others were left out.
    struct Plan {
        var protocols: [String: ProxyProtocol] = [:]
        var typeNames: Set<String> = []
        var subjects: [ProxySubject] = []
        var skipped: [String] = []
    }

    func plan() -> Plan {
        let declarations = files.map(FileDeclarations.init)
        var aliases: [String: (file: SourceFile, range: Range<Int>)] = [:]
        for (file, declared) in zip(files, declarations) {
            for (name, range) in declared.aliases { aliases[name] = (file, range) }
        }
        var protocols: [ProxyProtocol] = []
        for (file, declared) in zip(files, declarations) {
            let imports = Dictionary(
                declared.imports.map { ($0.module, $0.preconcurrency) }, uniquingKeysWith: { $0 || $1 })
            let reader = ProtocolReader(file: file, aliases: aliases)
            protocols += declared.protocols.map { reader.read($0, imports: imports) }
        }
        var plan = Plan()
        plan.protocols = Dictionary(protocols.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        plan.typeNames = declarations.reduce(into: Set()) { $0.formUnion($1.typeNames) }
        var resolver = ProxyResolver(
            protocols: protocols, compositions: declarations.flatMap(\.compositions), typeNames: plan.typeNames)
        for (name, resolution) in resolver.resolveAll() {
            switch resolution {
            case .subject(let subject): plan.subjects.append(subject)
            case .skipped(let reason): plan.skipped.append("\(name) (\(reason))")
            }
        }
        return plan
    }

    func render() -> String {
        let plan = plan()
        let proxied = Dictionary(
            plan.subjects.filter { $0.protocols.count == 1 && $0.isClassBound }.map { ($0.protocols[0], $0.className) },
            uniquingKeysWith: { first, _ in first })
        var lines = Self.header
        lines += imports(plan).map { "\($0.preconcurrency ? "@preconcurrency " : "")import \($0.module)" }
        lines += [
            "", "/// Every proxy of this file, by the protocol (or composition) a holder sees.",
            "enum GeneratedProxies {",
        ]
        lines += ["    @MainActor static var kinds: [ProxyKind] {", "        ["]
        for subject in plan.subjects {
            lines.append(
                "            ProxyKind((\(subject.existential)).self, holdsWeakly: \(subject.holdsWeakly)) {"
                    + " \(subject.className)($0, $1) },")
        }
        lines += ["        ]", "    }", "}"]
        for subject in plan.subjects { lines += [""] + ProxyClassRenderer.render(subject, proxied: proxied) }
        if !plan.skipped.isEmpty {
            lines += ["", "// Not proxied, so not traced: " + plan.skipped.joined(separator: "; ") + "."]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The modules the classes need: the architecture module, MyCardsKit (`TracedBoundary`) and MyCardsTracing
    /// always; of the modules the protocols' files import, each whose public types a requirement names, and, when a
    /// name is found in none of the modules read, those not read (Foundation, another package's module).
    func imports(_ plan: Plan) -> [(module: String, preconcurrency: Bool)] {
        var needed: [String: Bool] = ["MyCardsKit": false, "MyCardsTracing": false, module: false]
        let known = dependencies.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        for subject in plan.subjects {
            let names = Set(subject.requirements.flatMap(\.typeNames)).subtracting(Self.builtIn)
                .subtracting(plan.typeNames)
            for (module, preconcurrency) in Self.imports(of: subject.protocols, in: plan.protocols) {
                let uses = dependencies[module].map { !names.isDisjoint(with: $0) } ?? !names.isSubset(of: known)
                if uses { needed[module] = (needed[module] ?? false) || preconcurrency }
            }
        }
        return needed.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// The imports of the files declaring `names` and the folder protocols they inherit.
    private static func imports(of names: [String], in protocols: [String: ProxyProtocol]) -> [String: Bool] {
        var imports: [String: Bool] = [:]
        var pending = names
        var seen: Set<String> = []
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, let declaration = protocols[name] else { continue }
            imports.merge(declaration.imports) { $0 || $1 }
            pending += declaration.inherited
        }
        return imports
    }
}
