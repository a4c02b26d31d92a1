import SwiftSyntax

/// How the proxy generator reads a written type: as a trace message shows it, and as a callback to wrap.
enum ProxyTypeText {
    /// The type as a message shows it: attributes (`@escaping`, `@Sendable`) removed, spaces collapsed.
    static func message(_ type: TypeSyntax) -> String {
        collapsed(AttributeRemover(viewMode: .sourceAccurate).rewrite(type).trimmedDescription)
    }

    /// The type (or attributes) as written, on one line: a generated declaration never breaks inside a type.
    static func written(_ node: some SyntaxProtocol) -> String {
        collapsed(node.trimmedDescription)
    }

    /// The function a parameter's type is, through attributes, parentheses and the folder's typealiases
    /// (`typealias Completion = (Result<Card, PersistenceError>) -> Void`), and whether it is optional.
    static func function(
        _ type: TypeSyntax, aliases: [String: FunctionTypeSyntax]
    ) -> (function: FunctionTypeSyntax, isOptional: Bool)? {
        if let optional = type.as(OptionalTypeSyntax.self) {
            return bareFunction(optional.wrappedType, aliases).map { ($0, true) }
        }
        return bareFunction(type, aliases).map { ($0, false) }
    }

    /// A callback the proxy can wrap: called synchronously, answering nothing, each argument passed by value.
    static func isWrappable(_ function: FunctionTypeSyntax) -> Bool {
        let returnType = function.returnClause.type.trimmedDescription
        return function.effectSpecifiers == nil && (returnType == "Void" || returnType == "()")
            && function.parameters.allSatisfy { $0.ellipsis == nil && !isInout($0.type) }
    }

    /// The wrapper closure's type: the parameter's, less `@escaping`, which only a parameter may carry.
    static func withoutEscaping(_ type: TypeSyntax) -> String {
        guard let attributed = type.as(AttributedTypeSyntax.self) else { return written(type) }
        let kept = attributed.attributes.filter { attributeName($0) != "escaping" }
        if kept.isEmpty && attributed.specifiers.isEmpty && attributed.lateSpecifiers.isEmpty {
            return written(attributed.baseType)
        }
        return written(TypeSyntax(attributed.with(\.attributes, kept)))
    }

    /// The attributes written on a callback's function type (`@MainActor @Sendable`), less `@escaping`: an optional
    /// callback's wrapper is made inside `map`, where Swift 6.3 cannot infer them from the declared type.
    static func closureAttributes(_ function: FunctionTypeSyntax) -> String {
        var attributes: [String] = []
        var node = function.parent
        while let current = node {
            if let attributed = current.as(AttributedTypeSyntax.self) {
                attributes.insert(
                    contentsOf: attributed.attributes.filter { attributeName($0) != "escaping" }.map { written($0) },
                    at: 0)
            } else if !current.is(TupleTypeSyntax.self) && !current.is(TupleTypeElementListSyntax.self)
                && !current.is(TupleTypeElementSyntax.self)
            {
                break
            }
            node = current.parent
        }
        return attributes.joined(separator: " ")
    }

    static func isInout(_ type: TypeSyntax) -> Bool {
        type.as(AttributedTypeSyntax.self)?.specifiers.contains { $0.trimmedDescription == "inout" } ?? false
    }

    static func isOptional(_ type: TypeSyntax) -> Bool {
        if type.is(OptionalTypeSyntax.self) { return true }
        return type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
    }

    static func attributeName(_ element: AttributeListSyntax.Element) -> String? {
        element.as(AttributeSyntax.self)?.attributeName.trimmedDescription
    }

    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private static func bareFunction(_ type: TypeSyntax, _ aliases: [String: FunctionTypeSyntax]) -> FunctionTypeSyntax?
    {
        if let function = type.as(FunctionTypeSyntax.self) { return function }
        if let attributed = type.as(AttributedTypeSyntax.self) { return bareFunction(attributed.baseType, aliases) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.firstName == nil
        {
            return bareFunction(only.type, aliases)
        }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
            return aliases[identifier.name.text]
        }
        return nil
    }
}

/// Drops every attribute inside a type (`@escaping`, `@Sendable`, `@MainActor`), keeping `inout` and the like.
private final class AttributeRemover: SyntaxRewriter {
    override func visit(_ node: AttributedTypeSyntax) -> TypeSyntax {
        let base = visit(node.baseType)
        if node.specifiers.isEmpty && node.lateSpecifiers.isEmpty { return base }
        return TypeSyntax(node.with(\.attributes, []).with(\.baseType, base))
    }
}
