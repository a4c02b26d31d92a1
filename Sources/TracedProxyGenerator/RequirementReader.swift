/// Reads one method or property requirement, or names what a forwarding method could not do with it.
struct RequirementReader {
    let file: SourceFile
    let aliases: [String: (file: SourceFile, range: Range<Int>)]

    /// `func name(parameters) effects -> Result`, from its `func` to the member's end.
    func method(_ range: Range<Int>, attributes: String, modifiers: [String]) -> ProtocolReader.Reading {
        let tokens = file.tokens
        guard range.count > 1 else { return .problem("a method without a name") }
        let name = tokens[range.lowerBound + 1].text
        if let problem = Self.modifierProblem(modifiers, name) { return .problem(problem) }
        guard tokens[range.lowerBound + 1].kind == .identifier else { return .problem("operator \(name)") }
        let signature = range.lowerBound + 2..<range.upperBound
        if tokens[signature].contains(where: { $0.is("where") || $0.is("some") })
            || tokens[signature.lowerBound].is("<")
        {
            return .problem("generic method \(name)")
        }
        if tokens[signature].contains(where: { $0.is("Self") }) { return .problem("Self in \(name)") }
        guard signature.lowerBound < signature.upperBound, tokens[signature.lowerBound].is("(") else {
            return .problem("method \(name) without parameters")
        }
        let close = file.closing(signature.lowerBound, limit: range.upperBound)
        let arrow = (close + 1..<range.upperBound).first { tokens[$0].is("->") }
        let effects = close + 1..<(arrow ?? range.upperBound)
        let isAsync = tokens[effects].contains { $0.is("async") }
        if tokens[effects].contains(where: { $0.is("rethrows") }) { return .problem("rethrows method \(name)") }
        let throwsIndex = effects.first { tokens[$0].is("throws") }
        var parameters: [ProxyParameter] = []
        var typeNames: [String] = []
        for (position, parameterRange) in Self.split(file, signature.lowerBound + 1..<close).enumerated() {
            switch parameter(parameterRange, index: position) {
            case .success(let found):
                parameters.append(found.parameter)
                typeNames += found.typeNames
            case .failure(let problem): return .problem("\(problem.reason) in \(name)")
            }
        }
        var returnType: String?
        var returnsOptional = false
        if let arrow, arrow + 1 < range.upperBound {
            let result = arrow + 1..<range.upperBound
            let shape = TypeParser.shape(file, result).shape
            if case .named("Void", _) = shape {
            } else {
                returnType = file.text(result)
                returnsOptional = Self.isOptional(shape)
                typeNames += Self.typeNames(file, result)
            }
        }
        var thrownType: String?
        if let throwsIndex, throwsIndex + 1 < effects.upperBound, tokens[throwsIndex + 1].is("(") {
            let close = file.closing(throwsIndex + 1, limit: effects.upperBound)
            thrownType = file.text(throwsIndex + 2..<close)
            typeNames += Self.typeNames(file, throwsIndex + 2..<close)
        }
        let method = ProxyMethod(
            name: name, attributes: attributes, parameters: Self.renamed(parameters), isAsync: isAsync,
            throwsClause: throwsIndex.map { file.text($0..<(thrownType == nil ? $0 + 1 : file.closing($0 + 1) + 1)) },
            thrownType: thrownType, returnType: returnType, returnsOptional: returnsOptional, typeNames: typeNames)
        return .found([.method(method)])
    }

    /// `var a: A { get }` and `var b: B { get set }`; one declaration may hold several bindings.
    func properties(_ range: Range<Int>, attributes: String, modifiers: [String]) -> ProtocolReader.Reading {
        let tokens = file.tokens
        var found: [ProxyRequirement] = []
        var index = range.lowerBound + 1
        while index < range.upperBound {
            let name = tokens[index].text
            if let problem = Self.modifierProblem(modifiers, name) { return .problem(problem) }
            guard index + 2 < range.upperBound, tokens[index + 1].is(":"),
                let open = (index + 2..<range.upperBound).first(where: { tokens[$0].is("{") })
            else { return .problem("property \(name) without a type or accessors") }
            let type = index + 2..<open
            let close = file.closing(open, limit: range.upperBound)
            let accessors = tokens[open + 1..<close].map(\.text)
            if accessors.contains(where: { ["async", "throws"].contains($0) }) {
                return .problem("effectful property \(name)")
            }
            if tokens[type].contains(where: { $0.is("Self") || $0.is("some") }) {
                return .problem("Self or some in \(name)")
            }
            let (shape, attributeTokens) = TypeParser.shape(file, type)
            found.append(
                .property(
                    ProxyProperty(
                        name: name, attributes: attributes, type: file.text(type),
                        messageType: file.text(type, dropping: attributeTokens), isSettable: accessors.contains("set"),
                        isOptional: Self.isOptional(shape), typeNames: Self.typeNames(file, type))))
            index = close + 1
            guard index < range.upperBound, tokens[index].is(",") else { break }
            index += 1
        }
        return .found(found)
    }

    struct ParameterProblem: Error {
        let reason: String
    }

    /// `label name: Type`: its callback, if a `Void` function type (or a folder alias of one) it can wrap.
    private func parameter(
        _ range: Range<Int>, index: Int
    ) -> Result<(parameter: ProxyParameter, typeNames: [String]), ParameterProblem> {
        let tokens = file.tokens
        guard let colon = range.first(where: { tokens[$0].is(":") }), colon > range.lowerBound else {
            return .failure(ParameterProblem(reason: "a parameter without a type"))
        }
        let label = tokens[range.lowerBound].text
        let inner = colon - range.lowerBound > 1 ? tokens[range.lowerBound + 1].text : label
        var typeEnd = (colon + 1..<range.upperBound).first { tokens[$0].is("=") } ?? range.upperBound
        if tokens[typeEnd - 1].is("...") { return .failure(ParameterProblem(reason: "variadic parameter")) }
        typeEnd = max(typeEnd, colon + 1)
        let type = colon + 1..<typeEnd
        if tokens[type].indices.contains(where: {
            tokens[$0].is("autoclosure") && $0 > type.lowerBound && tokens[$0 - 1].is("@")
        }) {
            return .failure(ParameterProblem(reason: "autoclosure"))
        }
        let (shape, attributeTokens) = TypeParser.shape(file, type)
        let isInout = Self.specifiers(of: shape).contains("inout")
        let function = CallbackShape.function(shape, aliases: aliases)
        let callback = function.flatMap { found -> ProxyCallback? in
            guard !isInout, found.isWrappable else { return nil }
            let escaping = Set(
                type.filter { tokens[$0].is("escaping") && $0 > type.lowerBound && tokens[$0 - 1].is("@") }.flatMap {
                    [$0 - 1, $0]
                })
            return ProxyCallback(
                arity: found.arity, isOptional: found.isOptional, wrapperType: file.text(type, dropping: escaping),
                attributes: found.attributes.filter { $0 != "@escaping" }.joined(separator: " "))
        }
        let parameter = ProxyParameter(
            label: label, name: inner == "_" ? "value\(index)" : inner, type: file.text(type),
            messageType: function == nil ? file.text(type, dropping: attributeTokens) : nil, isInout: isInout,
            callback: callback)
        return .success((parameter, Self.typeNames(file, type)))
    }

    /// Parameters renamed where they would hide a name of the proxy's body: its own, a wrapper closure's argument
    /// (`a0`), or another parameter's wrapper (`completionAnswer`).
    static func renamed(_ parameters: [ProxyParameter]) -> [ProxyParameter] {
        var renamed = parameters.map { parameter in
            var parameter = parameter
            let bare = unquoted(parameter.name)
            let isClosureArgument = bare.first == "a" && bare.dropFirst().allSatisfy(\.isNumber) && bare.count > 1
            if ProtocolReader.proxyNames.contains(bare) || isClosureArgument { parameter.name = bare + "Argument" }
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

    /// Parameters (or tuple elements) by their commas outside brackets.
    static func split(_ file: SourceFile, _ range: Range<Int>) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            let token = file.tokens[index]
            if ["(", "[", "<"].contains(token.text) {
                index = file.closing(index, limit: range.upperBound) + 1
                continue
            }
            if token.is(",") {
                parts.append(start..<index)
                start = index + 1
            }
            index += 1
        }
        if range.upperBound > start { parts.append(start..<range.upperBound) }
        return parts
    }

    static func isOptional(_ shape: TypeShape) -> Bool {
        switch shape {
        case .optional: true
        case .named(let name, _): name == "Optional"
        case .attributed(_, _, let base): isOptional(base)
        default: false
        }
    }

    static func specifiers(of shape: TypeShape) -> [String] {
        guard case .attributed(_, let specifiers, let base) = shape else { return [] }
        return specifiers + Self.specifiers(of: base)
    }

    /// The type names a type's tokens use: each name not after a `.`, an `@`, or before a `:` (a label).
    static func typeNames(_ file: SourceFile, _ range: Range<Int>) -> [String] {
        let tokens = file.tokens
        return range.compactMap { index in
            let token = tokens[index]
            guard token.kind == .identifier, token.text != "_",
                index == range.lowerBound || ![".", "@"].contains(tokens[index - 1].text),
                index + 1 >= range.upperBound || !tokens[index + 1].is(":")
            else { return nil }
            return token.text
        }
    }

    private static func modifierProblem(_ modifiers: [String], _ name: String) -> String? {
        if modifiers.contains("static") || modifiers.contains("class") { return "static requirement \(name)" }
        if modifiers.contains("mutating") { return "mutating requirement \(name)" }
        if modifiers.contains("nonisolated") { return "nonisolated requirement \(name)" }
        return nil
    }
}
