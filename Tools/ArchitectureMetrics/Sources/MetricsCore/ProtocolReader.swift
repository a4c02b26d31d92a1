import SwiftSyntax

/// Reads a protocol declaration into what a forwarding class needs, or names why no class can forward it.
enum ProtocolReader {
    static func read(_ decl: ProtocolDeclSyntax, aliases: [String: FunctionTypeSyntax]) -> ProxyProtocol {
        var requirements: [ProxyRequirement] = []
        var problem = protocolProblem(decl)
        for member in decl.memberBlock.members where problem == nil {
            switch requirement(member.decl, aliases) {
            case .found(let found): requirements.append(contentsOf: found)
            case .ignored: continue
            case .problem(let reason): problem = reason
            }
        }
        return ProxyProtocol(
            name: decl.name.text, globalActor: globalActor(decl.attributes),
            inherited: decl.inheritanceClause?.inheritedTypes.map { ProxyTypeText.written($0.type) } ?? [],
            requirements: requirements, problem: problem)
    }

    /// The attribute that isolates the protocol to a global actor: `@MainActor`, or a custom `@…Actor`.
    static func globalActor(_ attributes: AttributeListSyntax) -> String? {
        attributes.lazy.compactMap(ProxyTypeText.attributeName).first { $0.hasSuffix("Actor") }.map { "@" + $0 }
    }

    enum Reading {
        case found([ProxyRequirement])
        /// A member that asks nothing of a conforming type (a typealias).
        case ignored
        case problem(String)
    }

    private static func protocolProblem(_ decl: ProtocolDeclSyntax) -> String? {
        if decl.primaryAssociatedTypeClause != nil { return "associated types" }
        if decl.genericWhereClause != nil { return "a where clause" }
        let hidden = decl.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        return hidden ? "private to its file" : nil
    }

    private static func requirement(_ decl: DeclSyntax, _ aliases: [String: FunctionTypeSyntax]) -> Reading {
        if let function = decl.as(FunctionDeclSyntax.self) {
            return RequirementReader.method(function, aliases)
        }
        if let variable = decl.as(VariableDeclSyntax.self) { return RequirementReader.properties(variable) }
        if decl.is(TypeAliasDeclSyntax.self) { return .ignored }
        if let associated = decl.as(AssociatedTypeDeclSyntax.self) {
            return .problem("associated type \(associated.name.text)")
        }
        if decl.is(InitializerDeclSyntax.self) { return .problem("an init requirement") }
        if decl.is(SubscriptDeclSyntax.self) { return .problem("a subscript") }
        return .problem("a requirement the generator does not read (\(decl.kind))")
    }
}
