import SwiftParser
import SwiftSyntax

/// One declaration cut out of a Swift file as written, with the comment right above it (which says why), so a
/// page can quote the code and say where it is.
public struct DeclarationCut: Sendable, Equatable {
    /// How a reader names it: `CardsViewController.open(_:)`, `CardDetailsViewModel.init(card:mode:services:)`.
    public let symbol: String
    /// 1-based, the comment above included.
    public let startLine: Int
    public let endLine: Int
    /// The lines from `startLine` to `endLine`, their common indentation removed.
    public let text: String

    public var lineCount: Int { endLine - startLine + 1 }

    /// The first declaration called `name` in `source`: a function by its name, an initialiser as `init`, a
    /// property by its name. Protocol requirements are skipped (a page of code that runs wants the body), and so
    /// are locals (a `let card` inside a method is not the member `card`). Nil when there is none.
    public static func find(_ name: String, in source: String) -> DeclarationCut? {
        let tree = Parser.parse(source: source)
        let finder = DeclarationCutFinder(name: name)
        finder.walk(tree)
        guard let found = finder.found else { return nil }
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let end = found.node.endLocation(converter: converter, afterTrailingTrivia: false).line
        var start = found.node.startLocation(converter: converter, afterLeadingTrivia: true).line
        while start > 1, isAttachedComment(lines[start - 2]) { start -= 1 }
        let owner = found.owner.map { $0 + "." } ?? ""
        return DeclarationCut(
            symbol: owner + found.label, startLine: start, endLine: end,
            text: dedented(Array(lines[(start - 1)..<end])))
    }

    /// A `//` or `///` line; not a `// MARK:`, which heads a group rather than explaining the declaration.
    private static func isAttachedComment(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        return trimmed.hasPrefix("//") && !trimmed.hasPrefix("// MARK:")
    }

    private static func dedented(_ lines: [String]) -> String {
        let indents = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }
        let indent = indents.min() ?? 0
        return lines.map { $0.allSatisfy(\.isWhitespace) ? "" : String($0.dropFirst(indent)) }
            .joined(separator: "\n")
    }
}

/// Walks a file for the first function, initialiser or property with a given name, and the type it is in.
private final class DeclarationCutFinder: SyntaxVisitor {
    let name: String
    var found: (node: Syntax, label: String, owner: String?)?

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        take(node, named: node.name.text, label: node.name.text + Self.labels(node.signature.parameterClause))
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        take(node, named: "init", label: "init" + Self.labels(node.signature.parameterClause))
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let names = node.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        return take(node, named: names.contains(name) ? name : "", label: name)
    }

    /// Never looks inside: what a function, initialiser or property declares is local to it.
    private func take(_ node: some SyntaxProtocol, named declared: String, label: String) -> SyntaxVisitorContinueKind {
        if found == nil, declared == name { found = (Syntax(node), label, Self.owner(of: Syntax(node))) }
        return .skipChildren
    }

    /// `(card:mode:)`, `(_:)`, `()`: the name Swift's documentation gives a function.
    private static func labels(_ clause: FunctionParameterClauseSyntax) -> String {
        "(" + clause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    /// The innermost type or extension around the declaration, nil at file scope.
    private static func owner(of node: Syntax) -> String? {
        var parent = node.parent
        while let current = parent {
            if let type = current.as(ClassDeclSyntax.self) { return type.name.text }
            if let type = current.as(StructDeclSyntax.self) { return type.name.text }
            if let type = current.as(EnumDeclSyntax.self) { return type.name.text }
            if let type = current.as(ActorDeclSyntax.self) { return type.name.text }
            if let extended = current.as(ExtensionDeclSyntax.self) {
                return extended.extendedType.trimmedDescription
            }
            parent = current.parent
        }
        return nil
    }
}
