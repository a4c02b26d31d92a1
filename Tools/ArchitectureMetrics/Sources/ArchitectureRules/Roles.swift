import SwiftSyntax

/// A declaration of a role's code: a type whose name says its role (`CardsPresenter`), with everything nested in
/// it, or an extension of one in any file of the module (`extension CardsInteractor`, or of an alias of it).
struct RoleCode {
    let file: Module.File
    let node: Syntax
    /// The role's type name.
    let role: String
}

extension Module {
    /// The names every `typealias` of the module stands for (`typealias Reading = any PersistenceWorking<Card>`:
    /// Reading → its uses), wherever it is declared: a rule that forbids a name forbids its aliases too.
    var aliases: [String: [NameUse]] {
        var found: [String: [NameUse]] = [:]
        for file in files {
            for alias in file.tree.descendants(TypeAliasDeclSyntax.self) {
                found[alias.name.text, default: []] += NameUseCollector.uses(in: alias.initializer.value)
            }
        }
        return found
    }

    /// The type an alias names when it names one type (`typealias Shown = CardsPresenter`), followed to the end.
    func resolved(_ name: String) -> String {
        Self.resolved(name, aliases: aliases)
    }

    static func resolved(_ name: String, aliases: [String: [NameUse]]) -> String {
        var name = name
        var seen: Set<String> = []
        while let uses = aliases[name], !seen.contains(name) {
            seen.insert(name)
            let types = uses.filter { !$0.qualifiesNestedType }
            guard types.count == 1, let only = types.first else { break }
            name = only.name
        }
        return name
    }

    /// The code of every role `isRole` accepts, by the role's type name (declarations and extensions).
    func roleCode(where isRole: (String) -> Bool) -> [RoleCode] {
        var code: [RoleCode] = []
        let aliases = self.aliases
        for file in files {
            for node in file.tree.descendants(DeclSyntax.self) {
                if let type = node.asProtocol(NamedDeclSyntax.self), !node.is(ProtocolDeclSyntax.self),
                    node.is(ClassDeclSyntax.self) || node.is(StructDeclSyntax.self) || node.is(EnumDeclSyntax.self)
                        || node.is(ActorDeclSyntax.self), isRole(type.name.text)
                {
                    code.append(RoleCode(file: file, node: Syntax(node), role: type.name.text))
                } else if let extended = node.as(ExtensionDeclSyntax.self) {
                    let name = Self.resolved(Self.lastName(of: extended.extendedType), aliases: aliases)
                    if isRole(name) { code.append(RoleCode(file: file, node: Syntax(node), role: name)) }
                }
            }
        }
        return code
    }

    /// `CardsPresenter` of `CardsPresenter` or of `MyCardsVIPER.CardsPresenter`.
    static func lastName(of type: TypeSyntax) -> String {
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        return type.trimmedDescription
    }
}

extension SyntaxProtocol {
    /// Every node of type `T` under this one (this one included), outermost first.
    func descendants<T: SyntaxProtocol>(_ type: T.Type) -> [T] {
        let finder = NodeFinder<T>(viewMode: .sourceAccurate)
        finder.walk(self)
        return finder.found
    }
}

private final class NodeFinder<T: SyntaxProtocol>: SyntaxAnyVisitor {
    var found: [T] = []

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if let match = node.as(T.self) { found.append(match) }
        return .visitChildren
    }
}
