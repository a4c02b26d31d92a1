import SwiftSyntax

/// What one unit test stands up before it can run, read from the syntax tree: the types its code makes — its
/// suite's instance, its body, and the test targets' own functions and initialisers it calls, followed — and what
/// the architecture's types it makes make when they are made (their initialisers, and the static functions those
/// call: a VIP view controller's configurator). A role named by a static member (`CardsReducer.reduce` handed to a
/// test store) counts as built; what a role under test makes while it runs is its behaviour, not the test's setup, and
/// values built for an assertion's expected side (`.to(equal(StatusMessage(…)))`) are left out.
public struct TestBuild: Sendable, Equatable {
    /// How many of the architecture's roles a test stands up.
    public enum Kind: String, Sendable, CaseIterable {
        case oneRole = "one role"
        case severalRoles = "several roles"
        /// Rules read from the sources, or the runtime (TEA's store) alone.
        case noRole = "no role"
    }

    /// `Cards/CardsPresenterSpec.swift`, inside the test target.
    public let file: String
    public let test: String
    /// The architecture's roles it builds (the runtime's apart), sorted.
    public let roles: [String]
    /// Types declared in a test target (the architecture's, or the shared test support).
    public let doubles: [String]
    /// Types of the shared modules (the real shell, a view, a store).
    public let app: [String]
    /// Types of the architecture's runtime folders (TEA's `Store/`), which every one of its tests runs on as every
    /// other architecture's run on the shared shell.
    public let runtime: [String]
    /// Cyclomatic complexity summed over `roles`: the code the test stands up.
    public let complexity: Int

    public var kind: Kind {
        switch roles.count {
        case 0: .noRole
        case 1: .oneRole
        default: .severalRoles
        }
    }

    /// The test's screen: the top folder of its file (`Cards`), as the sources are foldered.
    public var screen: String { SwiftFile.topFolder(of: file) }

    /// Every `@Test` function of `testFiles` (paths present in `index`), with what it builds. `runtimeFolders` are
    /// the architecture's top folders that hold its runtime.
    public static func measure(index: CodeIndex, testFiles: [String], runtimeFolders: Set<String>) -> [TestBuild] {
        let wanted = Set(testFiles)
        var out: [TestBuild] = []
        let functions =
            index.types.values.flatMap { $0.functions.values.flatMap { $0 } }
            + index.freeFunctions.values.flatMap { $0 }
            + index.foreignExtensions.values.flatMap { $0.functions.values.flatMap { $0 } }
        for function in functions where function.isTest && wanted.contains(function.file) {
            let state = BuildState()
            let suite = function.owner.flatMap { index.types[$0] }
            if let suite, !function.isStatic { state.instantiate(suite, index: index) }
            let walker = BuildWalker(index: index, state: state, mode: .test)
            walker.enter(type: suite, member: function.name, parameters: [:])
            walker.walk(function.node)
            // The suite's own instance is the test, not a double it builds.
            let types = state.built.subtracting([suite?.qualifiedName].compactMap { $0 }).compactMap { index.types[$0] }
            let architecture = types.filter { $0.origin == .architecture && $0.isRole }
            let roles = architecture.filter { !runtimeFolders.contains($0.folder) }
            out.append(
                TestBuild(
                    file: function.file, test: function.name, roles: roles.map(\.qualifiedName).sorted(),
                    doubles: types.filter { $0.origin == .test }.map(\.qualifiedName).sorted(),
                    app: types.filter { $0.origin == .shared }.map(\.qualifiedName).sorted(),
                    runtime: architecture.filter { runtimeFolders.contains($0.folder) }.map(\.qualifiedName).sorted(),
                    complexity: roles.reduce(0) { $0 + $1.complexity }))
        }
        return out.sorted { ($0.file, $0.test) < ($1.file, $1.test) }
    }
}

/// What one test has built so far, and the functions already followed.
private final class BuildState {
    var built = Set<String>()
    var followed = Set<String>()

    /// `type` is made: a test target's type runs its initialisers and property initialisers as the test's code, an
    /// architecture's type as its construction; a shared module's type is not followed.
    func instantiate(_ type: CodeIndex.TypeInfo, index: CodeIndex) {
        guard built.insert(type.qualifiedName).inserted else { return }
        let mode: BuildWalker.Mode
        switch type.origin {
        case .test: mode = .test
        case .architecture: mode = .construction
        case .shared: return
        }
        for initialiser in type.initialisers { follow(initialiser, of: type, index: index, mode: mode) }
        for property in type.properties.values where !property.isStatic {
            guard let value = property.initializer else { continue }
            let walker = BuildWalker(index: index, state: self, mode: mode)
            walker.enter(type: type, member: "init")
            walker.walk(value)
        }
    }

    func follow(_ function: CodeIndex.Function, of type: CodeIndex.TypeInfo?, index: CodeIndex, mode: BuildWalker.Mode)
    {
        guard followed.insert("\(function.file):\(function.node.position.utf8Offset)").inserted else { return }
        let walker = BuildWalker(index: index, state: self, mode: mode)
        walker.enter(
            type: type, member: function.name,
            parameters: Dictionary(function.parameters.map { ($0.name, $0.type) }) { first, _ in first })
        walker.walk(function.node)
    }
}

/// Walks test code (`test`: every call into the test targets' own code is followed) or an architecture type's
/// construction (`construction`: initialisers, static functions of its types and its own functions called there).
private final class BuildWalker: ScopedVisitor {
    enum Mode {
        case test
        case construction
    }

    /// Nimble's matchers: their argument is the expected side of an assertion.
    static let matchers: Set<String> = [
        "to", "toNot", "notTo", "toEventually", "toEventuallyNot", "toAlways", "toNever",
    ]

    let state: BuildState
    let mode: Mode

    init(index: CodeIndex, state: BuildState, mode: Mode) {
        self.state = state
        self.mode = mode
        super.init(index: index)
    }

    private func followable(_ function: CodeIndex.Function) -> Bool {
        let origin = index.origin(ofFile: function.file)
        return mode == .test ? origin == .test : origin == .architecture
    }

    private func follow(_ functions: [CodeIndex.Function]) {
        for function in functions where followable(function) {
            state.follow(function, of: function.owner.flatMap { index.types[$0] }, index: index, mode: mode)
        }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if Self.matchers.contains(name) {
                // `expect(x).to(equal(…))`: what the test checks is built; what it compares with is not.
                if let base = member.base { walk(base) }
                return .skipChildren
            }
            guard let base = member.base else { return .visitChildren }
            if name == "init" {
                if let type = typeNamed(base) ?? typeText(of: base).flatMap(index.lookup) {
                    state.instantiate(type, index: index)
                }
            } else if let type = typeNamed(base) {
                if type.origin == .architecture, type.isRole {
                    state.built.insert(type.qualifiedName)
                    for function in index.functions(name, of: type) where function.isStatic {
                        state.follow(function, of: type, index: index, mode: .construction)
                    }
                } else if type.origin == .test {
                    follow(index.functions(name, of: type).filter(\.isStatic))
                }
            } else if Self.unwrapped(base).as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                follow(ownFunctions(name))
            } else if mode == .test, let text = typeText(of: base) {
                for type in CodeIndex.names(in: text).compactMap(index.lookup) {
                    follow(index.functions(name, of: type))
                }
            }
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            if let type = typeNamed(node.calledExpression) {
                if mode == .test || type.origin == .architecture { state.instantiate(type, index: index) }
            } else {
                let name = reference.baseName.text
                let own = ownFunctions(name)
                follow(own.isEmpty ? index.freeFunctions[name] ?? [] : own)
            }
        }
        return .visitChildren
    }

    /// A closure an initialiser hands out runs later (a view's `onOpen`), not when the type is made.
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        let walked = super.visit(node)
        return mode == .test ? walked : .skipChildren
    }

    /// `CardsReducer.reduce` named without a call: the role it belongs to is what the test runs.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard mode == .test, let base = node.base, let type = typeNamed(base), type.origin == .architecture,
            type.isRole, node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != node.id
        else { return .visitChildren }
        state.built.insert(type.qualifiedName)
        return .visitChildren
    }
}

extension TestBuild {
    /// The share of `builds` of each kind.
    public static func shares(_ builds: [TestBuild]) -> [Kind: Double] {
        guard !builds.isEmpty else { return [:] }
        var counts: [Kind: Int] = [:]
        for build in builds { counts[build.kind, default: 0] += 1 }
        return counts.mapValues { Double($0) / Double(builds.count) }
    }
}
