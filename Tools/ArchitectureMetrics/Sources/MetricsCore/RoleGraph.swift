import Foundation
import SwiftSyntax

/// Who uses whom among the roles of an architecture folder, read from the code (`CodeIndex`, `ScopedVisitor`): a
/// link A → B when code of A makes B, calls a method of B, writes or reads a property of B, names a static member
/// of B, or uses the value a call of B returned; and a callback R → A when A hands R a closure (or a function) that R
/// runs. Receivers are found from declared types — properties, parameters, locals, member chains, protocols a role
/// conforms to — so a call through a value whose type is written nowhere is not seen.
public struct RoleGraph: Sendable, Equatable {
    /// How A's code uses B.
    public enum Kind: String, Sendable, Comparable, CaseIterable {
        /// `B(…)`: A makes B (its arguments go to B).
        case make
        /// `b.f(…)`: A calls B, its arguments go to B.
        case call
        /// `b.p = v`: A writes into B.
        case write
        /// `b.p` used as a value, `p` holding data (not another role): B's data reaches A.
        case read
        /// `let x = b.f()`: the value a call of B returned reaches A.
        case returned
        /// `b.p` holding another role, `B.f` named without a call: A depends on B, no data moves.
        case reference
        /// R runs a closure or function A handed it (`R(onSave: { … })`, `r.p = { … }`): R's values reach A.
        case callback

        public static func < (lhs: Kind, rhs: Kind) -> Bool {
            allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
        }

        /// Whether A's code names B (the dependency a change of B can break): every kind but a callback.
        var isDependency: Bool { self != .callback }

        /// Whether data goes from A to B (else from B to A); nil for a reference, which moves none.
        var dataFromUser: Bool? {
            switch self {
            case .make, .call, .write, .callback: true
            case .read, .returned: false
            case .reference: nil
            }
        }
    }

    public struct Link: Hashable, Sendable, Comparable {
        public let from: String
        public let to: String
        public let kind: Kind
        /// The member of `from` whose code it is (`init`, a function, a property), nil at the top of a file.
        public let fromMember: String?
        /// The member of `to` it reaches (`init` for making it), nil when none is named.
        public let toMember: String?

        public static func < (lhs: Link, rhs: Link) -> Bool {
            (lhs.from, lhs.to, lhs.kind, lhs.fromMember ?? "", lhs.toMember ?? "")
                < (rhs.from, rhs.to, rhs.kind, rhs.fromMember ?? "", rhs.toMember ?? "")
        }
    }

    /// A member of a role: the unit following one action walks through.
    public struct Member: Hashable, Sendable, Comparable {
        public let role: String
        public let name: String

        public static func < (lhs: Member, rhs: Member) -> Bool { (lhs.role, lhs.name) < (rhs.role, rhs.name) }
    }

    public let links: Set<Link>
    /// The folder's roles (`CodeIndex`'s classification), the graph's nodes.
    public let roles: Set<String>
    /// Each role's group: the top folder declaring it (a screen, `App`, TEA's `Store`).
    public let groups: [String: String]
    /// For a callback R → A: the roles the handed code calls (a trace names its calls R → them).
    public let via: [TraceMetrics.Edge: Set<String>]
    /// What running a member of a role may run next in the folder's code: its calls, what it makes, its own
    /// functions, and what closures handed to it run.
    public let runs: [Member: Set<Member>]
    /// The members each role declares (functions, properties, `init`).
    public let members: [String: Set<String>]
    /// The names each member's code mentions (`outputs.route.bind { … }` mentions `route`).
    public let mentions: [Member: Set<String>]
    /// The roles that conform to a protocol of the folder: the boundaries the tracing rule traces calls through.
    public let conforming: Set<String>

    /// The graph of the roles in `index` whose files are the architecture's; `groupOf` names a file's group (its top
    /// folder by default).
    public static func build(
        index: CodeIndex, groupOf: (String) -> String = { SwiftFile.topFolder(of: $0) }
    ) -> RoleGraph {
        let roleTypes = index.types.values.filter { $0.isRole && $0.origin == .architecture }
        let roles = Set(roleTypes.map(\.qualifiedName))
        let collector = LinkCollector(index: index, roles: roles)
        for file in index.files where file.origin == .architecture {
            collector.walk(file.tree)
        }
        var runs: [Member: Set<Member>] = [:]
        for (member, next) in collector.runs where roles.contains(member.role) {
            var resolved = Set<Member>()
            for target in next {
                if let handed = collector.handed[target] {
                    resolved.formUnion(handed)
                } else {
                    resolved.insert(target)
                }
            }
            runs[member] = resolved.filter { roles.contains($0.role) && $0 != member }
        }
        return RoleGraph(
            links: collector.links.filter { $0.from != $0.to && roles.contains($0.from) && roles.contains($0.to) },
            roles: roles,
            groups: Dictionary(uniqueKeysWithValues: roleTypes.map { ($0.qualifiedName, groupOf($0.file)) }),
            via: collector.via.mapValues { $0.intersection(roles) }, runs: runs,
            members: Dictionary(
                uniqueKeysWithValues: roleTypes.map { type in
                    (type.qualifiedName, Set(type.functions.keys).union(type.properties.keys).union(["init"]))
                }),
            mentions: collector.mentions.filter { roles.contains($0.key.role) },
            conforming: Set(
                roleTypes.filter { type in
                    index.ancestors(of: type).contains { $0.kind == .protocol && $0.origin == .architecture }
                }.map(\.qualifiedName)))
    }

    /// The same graph without the roles of `left` groups (`App`, `Store`): shown beside the whole one.
    public func without(groups left: Set<String>) -> RoleGraph {
        let kept = roles.filter { !left.contains(groups[$0] ?? "") }
        return RoleGraph(
            links: links.filter { kept.contains($0.from) && kept.contains($0.to) }, roles: kept,
            groups: groups.filter { kept.contains($0.key) },
            via: via.filter { kept.contains($0.key.sender) && kept.contains($0.key.receiver) },
            runs: runs.filter { kept.contains($0.key.role) }.mapValues { $0.filter { kept.contains($0.role) } },
            members: members.filter { kept.contains($0.key) }, mentions: mentions.filter { kept.contains($0.key.role) },
            conforming: conforming.intersection(kept))
    }

    /// A → B for every role A whose code names B: the graph coupling and propagation cost are measured on.
    public var dependencies: Set<TraceMetrics.Edge> {
        Set(links.filter(\.kind.isDependency).map { TraceMetrics.Edge(sender: $0.from, receiver: $0.to) })
    }

    /// The direction data moves along each link: arguments and writes to the role used, what is read or returned
    /// from it back to its user, a callback's values to the closure's author.
    public var dataFlow: Set<TraceMetrics.Edge> {
        Set(
            links.compactMap { link in
                guard let forward = link.kind.dataFromUser else { return nil }
                return forward
                    ? TraceMetrics.Edge(sender: link.from, receiver: link.to)
                    : TraceMetrics.Edge(sender: link.to, receiver: link.from)
            })
    }

    /// The traced call edges (answers left out) between two roles of the folder that the code does not show: empty
    /// when the trace agrees with the code. A traced call R → C is shown by data R → C, or by a callback R → A whose
    /// handed code calls C (the trace names the role that runs a closure, the code the one that wrote it).
    public func unexplained(by trace: TraceMetrics) -> [TraceMetrics.Edge] {
        let flow = dataFlow
        return trace.callEdges.keys.filter { roles.contains($0.sender) && roles.contains($0.receiver) }
            .filter { edge in
                !flow.contains(edge)
                    && !via.contains { $0.key.sender == edge.sender && $0.value.contains(edge.receiver) }
            }.sorted()
    }
}

extension SwiftFile {
    /// The top folder of a path inside an architecture folder, "." for a file at its top.
    public static func topFolder(of path: String) -> String {
        let parts = path.split(separator: "/")
        return parts.count > 1 ? String(parts[0]) : "."
    }
}

/// Walks an architecture's files and records the links between its roles.
private final class LinkCollector: ScopedVisitor {
    let roles: Set<String>
    private(set) var links = Set<RoleGraph.Link>()
    private(set) var via: [TraceMetrics.Edge: Set<String>] = [:]
    private(set) var runs: [RoleGraph.Member: Set<RoleGraph.Member>] = [:]
    /// Members of a role that hold what others handed them (`Store.reducer` ← `AppReducer.reduce`): a call of one runs
    /// those.
    private(set) var handed: [RoleGraph.Member: Set<RoleGraph.Member>] = [:]
    private(set) var mentions: [RoleGraph.Member: Set<String>] = [:]

    init(index: CodeIndex, roles: Set<String>) {
        self.roles = roles
        super.init(index: index)
    }

    private var here: RoleGraph.Member? {
        guard let owner, let member else { return nil }
        return RoleGraph.Member(role: owner.qualifiedName, name: member)
    }

    private func link(_ to: String, _ kind: RoleGraph.Kind, _ toMember: String?) {
        guard let owner else { return }
        links.insert(.init(from: owner.qualifiedName, to: to, kind: kind, fromMember: member, toMember: toMember))
        if kind != .reference, kind != .callback, let here {
            runs[here, default: []].insert(.init(role: to, name: toMember ?? "init"))
        }
    }

    /// The roles an expression used as a receiver stands for: those of its written type, or the type it names.
    private func receivers(_ expression: ExprSyntax) -> [String] {
        if let type = typeNamed(expression) { return type.isRole ? [type.qualifiedName] : [] }
        guard let text = typeText(of: expression) else { return [] }
        return index.conformingTypes(ofType: text).filter(\.isRole).map(\.qualifiedName)
    }

    /// Whether a type as written stands for a role (then reading it is navigation, not data).
    private func isRoleType(_ text: String?) -> Bool {
        guard let text else { return false }
        return index.conformingTypes(ofType: text).contains(where: \.isRole)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let owner else { return .visitChildren }
        var targets: [String] = []
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let type = typeNamed(node.calledExpression) {
                if type.isRole {
                    targets = [type.qualifiedName]
                    link(type.qualifiedName, .make, "init")
                }
            } else if let here, scopes.allSatisfy({ $0[name] == nil }) {
                // An own function, or a closure the role holds (`send(action)`, `reducer(&state, action)`).
                runs[here, default: []].insert(.init(role: owner.qualifiedName, name: name))
            }
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            if Self.unwrapped(base).as(DeclReferenceExprSyntax.self)?.baseName.text == "self", let here {
                runs[here, default: []].insert(.init(role: owner.qualifiedName, name: name))
            }
            targets = receivers(base)
            for target in targets {
                let made = name == "init"
                link(target, made ? .make : .call, made ? "init" : name)
                if !made, Self.isValueUsed(node), let type = index.types[target],
                    let result = index.functions(name, of: type).first?.returnType, !isRoleType(result)
                {
                    link(target, .returned, name)
                }
            }
        }
        guard !targets.isEmpty else { return .visitChildren }
        let parameters = parameterNames(of: node, targets: targets)
        let arguments =
            Array(node.arguments.map { ($0.label?.text, $0.expression) })
            + [node.trailingClosure.map { (nil as String?, ExprSyntax($0)) }].compactMap { $0 }
        for (position, (label, argument)) in arguments.enumerated() {
            let name = label ?? (position < parameters.count ? parameters[position] : "")
            for target in targets { hand(argument, to: target, as: name) }
        }
        return .visitChildren
    }

    /// The parameter names of the function or initialiser called, in order, for arguments without a label.
    private func parameterNames(of call: FunctionCallExprSyntax, targets: [String]) -> [String] {
        guard let target = targets.first, let type = index.types[target] else { return [] }
        let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "init"
        let functions = name == "init" ? type.initialisers : index.functions(name, of: type)
        return functions.first?.parameters.map(\.name) ?? []
    }

    /// A write `base.property = …` into another role, and what it hands over.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard owner != nil, elements.count >= 3,
            elements[1].is(AssignmentExprSyntax.self)
                || elements[1].as(BinaryOperatorExprSyntax.self).map({ $0.operator.text.hasSuffix("=") }) == true,
            let target = elements[0].as(MemberAccessExprSyntax.self), let base = target.base
        else { return .visitChildren }
        let property = target.declName.baseName.text
        for role in receivers(base) {
            link(role, .write, property)
            if elements.count == 3 { hand(elements[2], to: role, as: property) }
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let here { mentions[here, default: []].insert(node.baseName.text) }
        return .visitChildren
    }

    /// A read `base.property` of another role that is neither called nor written.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let here { mentions[here, default: []].insert(node.declName.baseName.text) }
        guard owner != nil, let base = node.base, !Self.isCallee(node), !Self.isWritten(node) else {
            return .visitChildren
        }
        let name = node.declName.baseName.text
        for role in receivers(base) {
            guard let type = index.types[role] else { continue }
            let isFunction = !index.functions(name, of: type).isEmpty
            let navigates = isFunction || isRoleType(index.memberType(name, of: type)) || typeNamed(base) != nil
            link(role, navigates ? .reference : .read, name)
        }
        return .visitChildren
    }

    /// What a role is handed to run later: a closure (its author's code), a function of a type (`AppReducer.reduce`),
    /// a function of the author's own, or what a function of the author's that makes closures returns.
    private func hand(_ value: ExprSyntax, to receiver: String, as name: String) {
        guard let owner, let member else { return }
        let value = Self.unwrapped(value)
        var author: RoleGraph.Member?
        var body: (Syntax, CodeIndex.TypeInfo, [String: String])?
        if let closure = value.as(ClosureExprSyntax.self) {
            author = .init(role: owner.qualifiedName, name: member)
            body = (Syntax(closure), owner, scopes.reduce(into: [:]) { $0.merge($1) { $1 } })
        } else if let access = value.as(MemberAccessExprSyntax.self), let base = access.base,
            let type = typeNamed(base)
                ?? (Self.unwrapped(base).as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
                    ? owner : nil),
            let function = index.functions(access.declName.baseName.text, of: type).first
        {
            author = .init(role: type.qualifiedName, name: function.name)
            body = (function.node, type, [:])
        } else if let reference = value.as(DeclReferenceExprSyntax.self),
            let function = ownFunctions(reference.baseName.text).first
        {
            author = .init(role: owner.qualifiedName, name: function.name)
            body = (function.node, owner, [:])
        } else if let call = value.as(FunctionCallExprSyntax.self),
            let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
            let function = ownFunctions(reference.baseName.text).first, function.returnsFunction
        {
            author = .init(role: owner.qualifiedName, name: function.name)
            body = (function.node, owner, [:])
        }
        guard let author, let body, roles.contains(author.role), author.role != receiver else { return }
        links.insert(.init(from: receiver, to: author.role, kind: .callback, fromMember: name, toMember: author.name))
        handed[.init(role: receiver, name: name), default: []].insert(author)
        let callees = LinkCollector(index: index, roles: roles)
        callees.enter(type: body.1, member: author.name, parameters: body.2)
        callees.walk(body.0)
        let edge = TraceMetrics.Edge(sender: receiver, receiver: author.role)
        via[edge, default: []].formUnion(
            callees.links.filter { $0.kind != .reference && $0.kind != .callback }.map(\.to) + [author.role])
    }

    static func isCallee(_ node: MemberAccessExprSyntax) -> Bool {
        node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
    }

    static func isWritten(_ node: MemberAccessExprSyntax) -> Bool {
        guard let list = node.parent?.as(ExprListSyntax.self), list.first?.id == node.id else { return false }
        let elements = Array(list)
        return elements.count >= 2
            && (elements[1].is(AssignmentExprSyntax.self)
                || elements[1].as(BinaryOperatorExprSyntax.self).map { $0.operator.text.hasSuffix("=") } == true)
    }

    /// Whether a call's value is used: it is not a statement of its own (`try`/`await` aside) nor assigned to `_`.
    static func isValueUsed(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        while let parent = node.parent,
            parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self)
                || parent.is(OptionalChainingExprSyntax.self)
        {
            node = parent
        }
        if node.parent?.is(CodeBlockItemSyntax.self) == true { return false }
        if let list = node.parent?.as(ExprListSyntax.self), Array(list).count == 3,
            list.first?.is(DiscardAssignmentExprSyntax.self) == true
        {
            return false
        }
        return true
    }
}
