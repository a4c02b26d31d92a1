import SwiftSyntax

/// Walks code knowing, at every node, whose code it is (the enclosing type and member) and the names in scope with
/// the types written for them, so that a receiver's type can be read without a type checker: from declared types
/// (properties, parameters, annotated locals), from what a local is made of (`let x = Role(…)`, `guard let x =
/// a.b.c`), and from functions' declared results. A value whose type is written nowhere stays unknown.
class ScopedVisitor: SyntaxVisitor {
    let index: CodeIndex
    /// The enclosing types, innermost last; nil for a type the index does not hold.
    private(set) var owners: [CodeIndex.TypeInfo?] = []
    /// The function, initialiser (`init`) or property whose code is being walked, innermost last.
    private(set) var members: [String] = []
    /// Parameters and locals with their written types, innermost scope last.
    var scopes: [[String: String]] = []

    init(index: CodeIndex) {
        self.index = index
        super.init(viewMode: .sourceAccurate)
    }

    var owner: CodeIndex.TypeInfo? { owners.last ?? nil }
    var member: String? { members.last }

    /// Starts the walk inside `type`'s code (for a body walked on its own, outside its file's tree).
    func enter(type: CodeIndex.TypeInfo?, member: String?, parameters: [String: String] = [:]) {
        // The types around it first: a nested suite reads its outer type's static helpers.
        if let type {
            let parts = type.qualifiedName.split(separator: ".").map(String.init)
            for count in parts.indices.dropLast() {
                owners.append(index.types[parts[0...count].joined(separator: ".")])
            }
        }
        owners.append(type)
        if let member { members.append(member) }
        scopes.append(parameters)
    }

    private func enterType(_ name: String) -> SyntaxVisitorContinueKind {
        let qualified = (owner?.qualifiedName).map { "\($0).\(name)" } ?? name
        owners.append(index.types[qualified] ?? index.lookup(name))
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name.text) }
    override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { owners.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { owners.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name.text) }
    override func visitPost(_ node: ActorDeclSyntax) { owners.removeLast() }
    /// A protocol holds no code of a role's (default implementations are in extensions).
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        owners.append(index.lookup(name) ?? index.foreignExtensions[name])
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        members.append(node.name.text)
        scopes.append(Self.parameters(node.signature.parameterClause))
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { leaveMember() }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        members.append("init")
        scopes.append(Self.parameters(node.signature.parameterClause))
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { leaveMember() }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        members.append("deinit")
        scopes.append([:])
        return .visitChildren
    }
    override func visitPost(_ node: DeinitializerDeclSyntax) { leaveMember() }

    /// A property of a type: its initialiser runs when the type is made (`init`), its accessors under its name.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard Self.isMember(node) else { return .visitChildren }
        let computed = node.bindings.contains { $0.accessorBlock != nil && $0.initializer == nil }
        let name = node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? "init"
        members.append(computed ? name : "init")
        scopes.append([:])
        return .visitChildren
    }
    override func visitPost(_ node: VariableDeclSyntax) {
        if Self.isMember(node) { leaveMember() }
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        var parameters: [String: String] = [:]
        if case .parameterClause(let clause) = node.signature?.parameterClause {
            for parameter in clause.parameters {
                if let type = parameter.type {
                    parameters[(parameter.secondName ?? parameter.firstName).text] = type.trimmedDescription
                }
            }
        }
        scopes.append(parameters)
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) { scopes.removeLast() }

    /// `let x = Role(…)`, `let x: P = …`, `var x = a.b.c` inside code: the local's type, as far as it can be read.
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard !scopes.isEmpty, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let variable = node.parent?.parent?.as(VariableDeclSyntax.self), !Self.isMember(variable)
        else { return .visitChildren }
        if let type = node.typeAnnotation?.type.trimmedDescription {
            scopes[scopes.count - 1][name] = type
        } else if let value = node.initializer?.value, let type = typeText(of: value) {
            scopes[scopes.count - 1][name] = type
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        guard !scopes.isEmpty, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
            return .visitChildren
        }
        // `if let presenter` binds the property of that name.
        let value = node.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
        if let type = node.typeAnnotation?.type.trimmedDescription ?? typeText(of: value) {
            scopes[scopes.count - 1][name] = type
        }
        return .visitChildren
    }

    private func leaveMember() {
        members.removeLast()
        scopes.removeLast()
    }

    static func isMember(_ node: VariableDeclSyntax) -> Bool {
        node.parent?.is(MemberBlockItemSyntax.self) == true
    }

    static func parameters(_ clause: FunctionParameterClauseSyntax) -> [String: String] {
        var out: [String: String] = [:]
        for parameter in clause.parameters {
            out[(parameter.secondName ?? parameter.firstName).text] = parameter.type.trimmedDescription
        }
        return out
    }

    // MARK: - Types of expressions

    /// `a?.b!`, `try a`, `await a`, `(a)`: the expression inside.
    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        var expression = expression
        while true {
            if let inner = expression.as(OptionalChainingExprSyntax.self) {
                expression = inner.expression
            } else if let inner = expression.as(ForceUnwrapExprSyntax.self) {
                expression = inner.expression
            } else if let inner = expression.as(TryExprSyntax.self) {
                expression = inner.expression
            } else if let inner = expression.as(AwaitExprSyntax.self) {
                expression = inner.expression
            } else if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
                let only = tuple.elements.first, only.label == nil
            {
                expression = only.expression
            } else {
                return expression
            }
        }
    }

    /// The type written for an expression made of names, member accesses, initialiser calls and calls of functions
    /// with a declared result; nil when it is written nowhere.
    func typeText(of expression: ExprSyntax) -> String? {
        let expression = Self.unwrapped(expression)
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                if index.lookup(name) != nil { return name }
                if let function = ownFunctions(name).first { return function.returnType }
                return index.freeFunctions[name]?.first?.returnType
            }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                let baseType = typeText(of: base)
            else { return nil }
            let name = member.declName.baseName.text
            return name == "init" ? baseType : memberType(name, on: baseType)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "self" || name == "Self" { return owner?.qualifiedName }
            for scope in scopes.reversed() {
                if let type = scope[name] { return type }
            }
            for type in owners.reversed().compactMap({ $0 }) {
                if type.properties[name] != nil
                    || index.ancestors(of: type).contains(where: { $0.properties[name] != nil })
                {
                    return index.memberType(name, of: type)
                }
            }
            return index.lookup(name) != nil ? name : nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            let baseType = typeText(of: base)
        {
            return memberType(member.declName.baseName.text, on: baseType)
        }
        return nil
    }

    /// The declared type of member `name` on a type as written.
    func memberType(_ name: String, on typeText: String) -> String? {
        for typeName in CodeIndex.names(in: typeText) {
            if let type = index.lookup(typeName), let found = index.memberType(name, of: type) { return found }
        }
        return nil
    }

    /// Functions named `name` of the enclosing types (a nested suite calls its outer type's static helpers).
    func ownFunctions(_ name: String) -> [CodeIndex.Function] {
        for type in owners.reversed().compactMap({ $0 }) {
            let found = index.functions(name, of: type)
            if !found.isEmpty { return found }
        }
        return []
    }

    /// The types a name written as a callee or a base stands for when it is a type itself (`CardsBuilder.build`).
    func typeNamed(_ expression: ExprSyntax) -> CodeIndex.TypeInfo? {
        guard let reference = Self.unwrapped(expression).as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        guard name.first?.isUppercase == true, scopes.allSatisfy({ $0[name] == nil }) else { return nil }
        return index.lookup(name)
    }
}
