import Foundation
import SwiftParser
import SwiftSyntax

/// Who calls whom in an architecture folder, read from the code: an edge A → B when code of A calls a method of B,
/// writes a property of B, or subscribes to an output of B (then B → A: B's values reach A), directly or through a
/// protocol B conforms to. Receivers are found from declared types only — stored properties, parameters, locals made
/// by a role's initialiser — and member chains through them (`destination.router?.dataStore`), so no type checker is
/// needed; a call through a value whose type is not written down is not seen.
public struct RoleGraph: Sendable, Equatable {
    public let edges: Set<TraceMetrics.Edge>
    /// The types of the folder that hold behaviour (classes, structs, enums): the graph's nodes.
    public let roles: Set<String>

    /// `files`: path inside the architecture folder → source. `App/` is the composition root — it makes and wires
    /// the roles, it is not their traffic — so its types help resolve others' types but are no nodes; so are those of
    /// the `outside` folders (TEA's `Store/`, the runtime every action passes through).
    public static func build(files: [String: String], outside: Set<String> = []) -> RoleGraph {
        let left = outside.union(["App"])
        let screens = files.filter { path, _ in !left.contains { path.hasPrefix("\($0)/") } }.values.map {
            Parser.parse(source: $0)
        }
        let index = TypeIndex(files: files.values.map { Parser.parse(source: $0) })
        let roles = TypeIndex(files: screens).roles
        var edges = Set<TraceMetrics.Edge>()
        for tree in screens {
            let collector = CallCollector(index: index, viewMode: .sourceAccurate)
            collector.walk(tree)
            edges.formUnion(collector.edges)
        }
        return RoleGraph(
            edges: edges.filter {
                $0.sender != $0.receiver && roles.contains($0.sender) && roles.contains($0.receiver)
            },
            roles: roles)
    }

    /// The traced call edges (answers left out) between two roles of the folder that the code does not show: empty
    /// when the trace agrees with the code.
    public func unexplained(by trace: TraceMetrics) -> [TraceMetrics.Edge] {
        trace.callEdges.keys.filter { roles.contains($0.sender) && roles.contains($0.receiver) }
            .filter { !edges.contains($0) }.sorted()
    }
}

/// Every type of the folder: roles, protocols and their conformances, and the declared type of every member.
final class TypeIndex: @unchecked Sendable {
    let trees: [SourceFileSyntax]
    private(set) var roles: Set<String> = []
    private var conformances: [String: Set<String>] = [:]
    /// Type name → member name → its declared type, as written.
    private(set) var members: [String: [String: String]] = [:]

    init(files: [SourceFileSyntax]) {
        trees = files
        for tree in files { read(tree) }
    }

    /// The roles a type written in the source can stand for: itself when it is a role, its conformers when it is a
    /// protocol (compositions and optionals unwrapped).
    func targets(ofType text: String) -> Set<String> {
        var result = Set<String>()
        for name in Self.names(in: text) {
            if roles.contains(name) { result.insert(name) }
            result.formUnion(conformers(of: name))
        }
        return result
    }

    /// The declared type of member `name` on any of `types` (a role, or the protocols it conforms to).
    func memberType(_ name: String, on types: Set<String>) -> String? {
        for type in types.sorted() {
            if let found = members[type]?[name] { return found }
            for proto in (conformances[type] ?? []).sorted() {
                if let found = members[proto]?[name] { return found }
            }
        }
        return nil
    }

    private func conformers(of proto: String) -> Set<String> {
        Set(conformances.filter { $0.value.contains(proto) }.keys).intersection(roles)
    }

    static func names(in text: String) -> [String] {
        text.replacingOccurrences(of: "any ", with: " ").components(
            separatedBy: CharacterSet(charactersIn: " ()?!&<>,[]:")
        )
        .filter { !$0.isEmpty && $0.first?.isUppercase == true }
    }

    /// A struct or enum is a role when it declares a method (a data carrier, a namespace of use cases, is not).
    private static func hasBehaviour(_ block: MemberBlockSyntax) -> Bool {
        block.members.contains { $0.decl.is(FunctionDeclSyntax.self) }
    }

    private func read(_ tree: SourceFileSyntax) {
        for statement in tree.statements {
            guard let decl = statement.item.as(DeclSyntax.self) else { continue }
            register(decl)
        }
    }

    private func register(_ decl: DeclSyntax) {
        let name: String
        let inherited: InheritanceClauseSyntax?
        let block: MemberBlockSyntax
        if let node = decl.as(ClassDeclSyntax.self) {
            (name, inherited, block) = (node.name.text, node.inheritanceClause, node.memberBlock)
            roles.insert(name)
        } else if let node = decl.as(StructDeclSyntax.self) {
            (name, inherited, block) = (node.name.text, node.inheritanceClause, node.memberBlock)
            if Self.hasBehaviour(block) { roles.insert(name) }
        } else if let node = decl.as(EnumDeclSyntax.self) {
            (name, inherited, block) = (node.name.text, node.inheritanceClause, node.memberBlock)
            if Self.hasBehaviour(block) { roles.insert(name) }
        } else if let node = decl.as(ProtocolDeclSyntax.self) {
            (name, inherited, block) = (node.name.text, node.inheritanceClause, node.memberBlock)
        } else if let node = decl.as(ExtensionDeclSyntax.self) {
            (name, inherited, block) = (node.extendedType.trimmedDescription, node.inheritanceClause, node.memberBlock)
        } else {
            return
        }
        let parents = inherited?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        conformances[name, default: []].formUnion(parents)
        for member in block.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let id = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let type = binding.typeAnnotation?.type.trimmedDescription
                    else { continue }
                    members[name, default: [:]][id] = type
                }
            }
        }
        // Protocols inherit their parents' members for lookups; roles conform to their protocols' parents too.
        for _ in 0..<3 {
            for (type, parents) in conformances {
                let more = parents.flatMap { conformances[$0] ?? [] }
                conformances[type]?.formUnion(more)
            }
        }
    }
}

/// Walks one file and records, per enclosing role, the roles its code calls.
private final class CallCollector: SyntaxVisitor {
    let index: TypeIndex
    private(set) var edges = Set<TraceMetrics.Edge>()
    private var owners: [String] = []
    /// Names in scope with their declared types: parameters and locals, innermost last.
    private var scopes: [[String: String]] = []

    init(index: TypeIndex, viewMode: SyntaxTreeViewMode) {
        self.index = index
        super.init(viewMode: viewMode)
    }

    private func enter(_ name: String) -> SyntaxVisitorContinueKind {
        owners.append(name)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { owners.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { owners.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.extendedType.trimmedDescription)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        scopes.append(parameters(node.signature.parameterClause))
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        scopes.append(parameters(node.signature.parameterClause))
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { scopes.removeLast() }

    private func parameters(_ clause: FunctionParameterClauseSyntax) -> [String: String] {
        var out: [String: String] = [:]
        for parameter in clause.parameters {
            out[(parameter.secondName ?? parameter.firstName).text] = parameter.type.trimmedDescription
        }
        return out
    }

    /// `let x = Role(…)`, `let x: P = …`, `guard var x = a.b.c`: the local's type, as far as it can be read.
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard !scopes.isEmpty, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
            return .visitChildren
        }
        if let type = node.typeAnnotation?.type.trimmedDescription {
            scopes[scopes.count - 1][name] = type
        } else if let value = node.initializer?.value, let type = typeText(of: value) {
            scopes[scopes.count - 1][name] = type
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        guard !scopes.isEmpty, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = node.initializer?.value, let type = typeText(of: value)
        else { return .visitChildren }
        scopes[scopes.count - 1][name] = type
        return .visitChildren
    }

    /// A call `base.method(…)`: an edge to the roles `base` can be; `.bind`/`.sink` on an output: the other way.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `Role(…)`: making another role is a call of its initialiser.
        if let owner = owners.last, let made = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            index.roles.contains(made)
        {
            edges.insert(.init(sender: owner, receiver: made))
        }
        guard let owner = owners.last, let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base
        else { return .visitChildren }
        let method = member.declName.baseName.text
        if method == "bind" || method == "sink", let publisher = base.as(MemberAccessExprSyntax.self)?.base {
            for role in targets(of: publisher) { edges.insert(.init(sender: role, receiver: owner)) }
        } else {
            for role in targets(of: base) { edges.insert(.init(sender: owner, receiver: role)) }
        }
        return .visitChildren
    }

    /// A write `base.property = …` into another role.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard let owner = owners.last, elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
            let target = elements[0].as(MemberAccessExprSyntax.self), let base = target.base
        else { return .visitChildren }
        for role in targets(of: base) { edges.insert(.init(sender: owner, receiver: role)) }
        return .visitChildren
    }

    private func targets(of expression: ExprSyntax) -> Set<String> {
        guard let type = typeText(of: expression) else { return [] }
        return index.targets(ofType: type)
    }

    /// The declared type of an expression made of names and member accesses (`self.router?.dataStore`), or of a
    /// role's initialiser call.
    private func typeText(of expression: ExprSyntax) -> String? {
        var expression = expression
        while true {
            if let unwrapped = expression.as(OptionalChainingExprSyntax.self) {
                expression = unwrapped.expression
            } else if let forced = expression.as(ForceUnwrapExprSyntax.self) {
                expression = forced.expression
            } else if let tried = expression.as(TryExprSyntax.self) {
                expression = tried.expression
            } else {
                break
            }
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            index.roles.contains(name)
        {
            return name
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "self" { return owners.last }
            // A role's type itself, for its static members (`CardsBuilder.build(…)`).
            if index.roles.contains(name) { return name }
            for scope in scopes.reversed() { if let type = scope[name] { return type } }
            guard let owner = owners.last else { return nil }
            return index.memberType(name, on: [owner])
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            let baseType = typeText(of: base)
        {
            let types = Set(TypeIndex.names(in: baseType))
            return index.memberType(member.declName.baseName.text, on: types)
        }
        return nil
    }
}

extension RoleGraph {
    /// The pairs of roles that call each other ("A ⇄ B", A before B).
    public var twoWayPairs: [String] {
        edges.filter { $0.sender < $0.receiver && edges.contains(.init(sender: $0.receiver, receiver: $0.sender)) }
            .sorted().map { "\($0.sender) ⇄ \($0.receiver)" }
    }

    /// The groups of roles that reach one another along edges (strongly connected, two or more), each sorted.
    public var cycles: [[String]] {
        var successors: [String: Set<String>] = [:]
        for edge in edges { successors[edge.sender, default: []].insert(edge.receiver) }
        func reach(_ start: String) -> Set<String> {
            var seen: Set<String> = []
            var stack = [start]
            while let next = stack.popLast() {
                for successor in successors[next] ?? [] where seen.insert(successor).inserted {
                    stack.append(successor)
                }
            }
            return seen
        }
        let reachable = Dictionary(uniqueKeysWithValues: roles.map { ($0, reach($0)) })
        var groups: Set<[String]> = []
        for role in roles {
            let group = roles.filter { other in
                other == role || (reachable[role]?.contains(other) == true && reachable[other]?.contains(role) == true)
            }
            if group.count > 1 { groups.insert(group.sorted()) }
        }
        return groups.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// The graph as sorted lines of text, one `sender → receiver` per edge.
    public var plainText: String {
        edges.sorted().map { "\($0.sender) → \($0.receiver)\n" }.joined()
    }
}
