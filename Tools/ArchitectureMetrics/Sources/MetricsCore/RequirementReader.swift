import SwiftSyntax

/// Reads one method or property requirement, or names what a forwarding method could not do with it.
enum RequirementReader {
    /// The proxy's own names: a parameter called so would hide them in the forwarding body. (An optional callback's
    /// `handler` lives only inside its `map`, where nothing else is named.)
    static let proxyNames: Set<String> = ["base", "route", "boundaryRoute", "caller", "strongBase", "weakBase"]

    static func method(_ decl: FunctionDeclSyntax, _ aliases: [String: FunctionTypeSyntax]) -> ProtocolReader.Reading {
        let name = decl.name.text
        if let problem = modifierProblem(decl.modifiers, name) { return .problem(problem) }
        guard case .identifier = decl.name.tokenKind else { return .problem("operator \(name)") }
        let signature = decl.signature
        if decl.genericParameterClause != nil || decl.genericWhereClause != nil || mentions(["some"], in: signature) {
            return .problem("generic method \(name)")
        }
        if mentions(["Self"], in: signature) { return .problem("Self in \(name)") }
        if signature.effectSpecifiers?.asyncSpecifier != nil { return .problem("async method \(name)") }
        let throwsClause = signature.effectSpecifiers?.throwsClause
        if throwsClause?.throwsSpecifier.tokenKind == .keyword(.rethrows) { return .problem("rethrows method \(name)") }
        let parameters = signature.parameterClause.parameters
        if parameters.contains(where: { $0.ellipsis != nil }) { return .problem("variadic parameter in \(name)") }
        if parameters.contains(where: { mentions(["autoclosure"], in: $0.type) }) {
            return .problem("autoclosure in \(name)")
        }
        let returnType = signature.returnClause?.type
        let isVoid = returnType.map { ["Void", "()"].contains($0.trimmedDescription) } ?? true
        let method = ProxyMethod(
            name: name, attributes: ProxyTypeText.written(decl.attributes),
            parameters: renamed(parameters.enumerated().map { parameter($1, index: $0, aliases) }),
            throwsClause: throwsClause.map { ProxyTypeText.collapsed($0.trimmedDescription) },
            thrownType: throwsClause?.type.map { ProxyTypeText.written($0) },
            returnType: isVoid ? nil : returnType.map { ProxyTypeText.written($0) },
            returnsOptional: returnType.map(ProxyTypeText.isOptional) ?? false)
        return .found([.method(method)])
    }

    /// `var a: A { get }` and `var b: B { get set }`; one declaration may hold several bindings.
    static func properties(_ decl: VariableDeclSyntax) -> ProtocolReader.Reading {
        var found: [ProxyRequirement] = []
        for binding in decl.bindings {
            let name = binding.pattern.trimmedDescription
            if let problem = modifierProblem(decl.modifiers, name) { return .problem(problem) }
            guard let type = binding.typeAnnotation?.type,
                case .accessors(let accessors)? = binding.accessorBlock?.accessors
            else { return .problem("property \(name) without a type or accessors") }
            if accessors.contains(where: { $0.effectSpecifiers != nil }) {
                return .problem("effectful property \(name)")
            }
            if mentions(["Self", "some"], in: type) { return .problem("Self or some in \(name)") }
            let property = ProxyProperty(
                name: name, attributes: ProxyTypeText.written(decl.attributes), type: ProxyTypeText.written(type),
                messageType: ProxyTypeText.message(type),
                isSettable: accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) },
                isOptional: ProxyTypeText.isOptional(type))
            found.append(.property(property))
        }
        return .found(found)
    }

    private static func parameter(
        _ syntax: FunctionParameterSyntax, index: Int, _ aliases: [String: FunctionTypeSyntax]
    ) -> ProxyParameter {
        let inner = syntax.secondName?.text ?? syntax.firstName.text
        let function = ProxyTypeText.function(syntax.type, aliases: aliases)
        let isInout = ProxyTypeText.isInout(syntax.type)
        let callback = function.flatMap { found -> ProxyCallback? in
            guard !isInout, ProxyTypeText.isWrappable(found.function) else { return nil }
            return ProxyCallback(
                arity: found.function.parameters.count, isOptional: found.isOptional,
                wrapperType: ProxyTypeText.withoutEscaping(syntax.type),
                attributes: ProxyTypeText.closureAttributes(found.function))
        }
        return ProxyParameter(
            label: syntax.firstName.text, name: inner == "_" ? "value\(index)" : inner,
            type: ProxyTypeText.written(syntax.type),
            messageType: function == nil ? ProxyTypeText.message(syntax.type) : nil, isInout: isInout,
            callback: callback)
    }

    /// Parameters renamed where they would hide a name of the proxy's body: its own, a wrapper closure's argument
    /// (`a0`), or another parameter's wrapper (`completionAnswer`).
    private static func renamed(_ parameters: [ProxyParameter]) -> [ProxyParameter] {
        var renamed = parameters.map { parameter in
            var parameter = parameter
            let bare = unquoted(parameter.name)
            let isClosureArgument = bare.first == "a" && bare.dropFirst().allSatisfy(\.isNumber) && bare.count > 1
            if proxyNames.contains(bare) || isClosureArgument { parameter.name = bare + "Argument" }
            return parameter
        }
        let wrappers = Set(renamed.filter { $0.callback != nil }.map { wrapperName($0) })
        for index in renamed.indices where wrappers.contains(unquoted(renamed[index].name)) {
            renamed[index].name = unquoted(renamed[index].name) + "Argument"
        }
        return renamed
    }

    /// The local holding a callback's wrapper.
    static func wrapperName(_ parameter: ProxyParameter) -> String { unquoted(parameter.name) + "Answer" }

    static func unquoted(_ name: String) -> String { name.filter { $0 != "`" } }

    private static func modifierProblem(_ modifiers: DeclModifierListSyntax, _ name: String) -> String? {
        let names = modifiers.map(\.name.text)
        if names.contains("static") || names.contains("class") { return "static requirement \(name)" }
        if names.contains("mutating") { return "mutating requirement \(name)" }
        if names.contains("nonisolated") { return "nonisolated requirement \(name)" }
        return nil
    }

    private static func mentions(_ words: Set<String>, in node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { words.contains($0.text) }
    }
}
