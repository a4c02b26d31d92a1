import SwiftSyntax

/// A place where the code breaks a rule.
public struct Violation: Equatable, Sendable, CustomStringConvertible {
    public let path: String
    public let line: Int
    /// What it names or does that the rule forbids (`CardsBusinessLogic`, `import MyCardsUI`).
    public let offence: String

    public var description: String { "\(path):\(line): \(offence)" }
}

/// One of a pattern's rules, read off the module's syntax trees: the sentence the drills and the docs quote, and
/// what breaks it.
public struct Rule: Sendable {
    public let architecture: String
    public let sentence: String
    let check: @Sendable (Module) -> [Violation]

    public func violations(in module: Module) -> [Violation] {
        var seen: Set<String> = []
        return check(module).filter { seen.insert($0.description).inserted }
            .sorted { ($0.path, $0.line, $0.offence) < ($1.path, $1.line, $1.offence) }
    }
}

extension Rule {
    /// The code of the roles `isRole` names (types, what is nested in them, their extensions anywhere) names no type
    /// `isForbidden` accepts, directly, qualified (`MyCardsKit.Card`) or through a `typealias` declared anywhere in
    /// the module; the files holding that code import no module in `imports`, and no file re-exports one
    /// (`@_exported import`). With `nestedTypesAllowed`, a forbidden type may still qualify a nested type
    /// (`Card.Side` is a plain value where `Card` is the entity).
    static func names(
        _ architecture: String, _ sentence: String, roles isRole: @escaping @Sendable (String) -> Bool,
        forbidden isForbidden: @escaping @Sendable (String) -> Bool, imports: Set<String> = [],
        nestedTypesAllowed: Bool = false
    ) -> Rule {
        Rule(architecture: architecture, sentence: sentence) { module in
            let forbidden = ForbiddenNames(module: module, nestedTypesAllowed: nestedTypesAllowed, base: isForbidden)
            let code = module.roleCode(where: isRole)
            var found: [Violation] = []
            for piece in code {
                // A role naming itself (`CardsInteractor.self` in `CardsInteractor`) is no offence.
                for use in NameUseCollector.uses(in: piece.node)
                where forbidden.contains(use) && use.name != piece.role {
                    found.append(
                        Violation(
                            path: piece.file.path, line: piece.file.line(of: use.node),
                            offence: "\(piece.role) names \(use.name)"))
                }
            }
            let roleFiles = Set(code.map(\.file.path))
            for file in module.files {
                for declaration in file.tree.descendants(ImportDeclSyntax.self) {
                    let imported = declaration.path.first?.name.text ?? ""
                    let exported = declaration.attributes.contains { $0.trimmedDescription == "@_exported" }
                    guard imports.contains(imported), exported || roleFiles.contains(file.path) else { continue }
                    found.append(
                        Violation(
                            path: file.path, line: file.line(of: declaration),
                            offence: "\(exported ? "@_exported " : "")import \(imported)"))
                }
            }
            return found
        }
    }

    /// The code of the roles `isRole` names calls no initialiser or function whose name `isForbidden` accepts:
    /// `CardsPresenter(…)`, `CardsPresenter.init(…)`, `Int.random(in:)`, or through an alias of the type.
    static func calls(
        _ architecture: String, _ sentence: String, roles isRole: @escaping @Sendable (String) -> Bool,
        forbidden isForbidden: @escaping @Sendable (String) -> Bool
    ) -> Rule {
        Rule(architecture: architecture, sentence: sentence) { module in
            let aliases = module.aliases
            return module.roleCode(where: isRole).flatMap { piece in
                piece.node.descendants(FunctionCallExprSyntax.self).compactMap { call -> Violation? in
                    guard
                        let callee = Self.callee(of: call.calledExpression).map({
                            Module.resolved($0, aliases: aliases)
                        }),
                        isForbidden(callee)
                    else { return nil }
                    return Violation(
                        path: piece.file.path, line: piece.file.line(of: call),
                        offence: "\(piece.role) calls \(callee)")
                }
            }
        }
    }

    /// The name a call calls: the function's or type's, or the type's for `.init`.
    static func callee(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let access = expression.as(MemberAccessExprSyntax.self) {
            if access.declName.baseName.text == "init", let base = access.base { return callee(of: base) }
            return access.declName.baseName.text
        }
        if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
            return callee(of: specialized.expression)
        }
        return nil
    }
}

/// The names a rule forbids: those its predicate accepts, and every alias that stands for one of them.
struct ForbiddenNames {
    private let names: Set<String>
    private let nestedTypesAllowed: Bool
    private let base: (String) -> Bool

    init(module: Module, nestedTypesAllowed: Bool, base: @escaping (String) -> Bool) {
        self.nestedTypesAllowed = nestedTypesAllowed
        self.base = base
        let aliases = module.aliases
        var names: Set<String> = []
        var grew = true
        while grew {
            grew = false
            for (alias, uses) in aliases where !names.contains(alias) {
                let counted = uses.filter { !(nestedTypesAllowed && $0.qualifiesNestedType) }
                if counted.contains(where: { base($0.name) || names.contains($0.name) }) {
                    names.insert(alias)
                    grew = true
                }
            }
        }
        self.names = names
    }

    func contains(_ use: NameUse) -> Bool {
        if nestedTypesAllowed && use.qualifiesNestedType { return false }
        return base(use.name) || names.contains(use.name)
    }
}
