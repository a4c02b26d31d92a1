import SwiftSyntax

/// A name written in code as a type or as a capitalised reference (a type, a module), with whether it only qualifies
/// a nested type (`Card` in `Card.Side`, or in `Card.Side.front`). Lower-case references are values — variables,
/// members, cases — whose names a rule must not read: renaming one would beat it or trip it.
struct NameUse {
    let name: String
    let qualifiesNestedType: Bool
    let node: Syntax
}

/// Collects the names a piece of code uses. Comments are trivia and string literals are literals, so neither is
/// seen; an interpolation inside a string is code, and is.
final class NameUseCollector: SyntaxVisitor {
    private(set) var uses: [NameUse] = []

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    static func uses(in node: some SyntaxProtocol) -> [NameUse] {
        let collector = NameUseCollector()
        collector.walk(node)
        return collector.uses
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, node: Syntax(node), qualifying: Self.nestedTypeQualified(by: Syntax(node)))
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, node: Syntax(node), qualifying: Self.nestedTypeQualified(by: Syntax(node)))
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        guard let first = name.first, first.isUppercase else { return .visitChildren }
        record(name, node: Syntax(node), qualifying: Self.nestedTypeQualified(by: Syntax(node)))
        return .visitChildren
    }

    private func record(_ name: String, node: Syntax, qualifying: Bool) {
        uses.append(NameUse(name: name, qualifiesNestedType: qualifying, node: node))
    }

    /// Whether `node` is the base of a member type or member access whose member is itself capitalised (a nested
    /// type: `Card.Side`), rather than a member of it (`Card.new(…)`, `Card.self`).
    static func nestedTypeQualified(by node: Syntax) -> Bool {
        if let parent = node.parent?.as(MemberTypeSyntax.self), parent.baseType.id == node.id {
            return parent.name.text.first?.isUppercase ?? false
        }
        if let parent = node.parent?.as(MemberAccessExprSyntax.self), parent.base?.id == node.id {
            return parent.declName.baseName.text.first?.isUppercase ?? false
        }
        return false
    }
}
