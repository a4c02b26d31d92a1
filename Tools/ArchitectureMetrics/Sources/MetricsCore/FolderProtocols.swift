import SwiftParser
import SwiftSyntax

/// What the proxy generator needs from one folder's files: their protocols, imports, compositions and type names.
struct FolderProtocols {
    /// In order of file path, then of declaration.
    private(set) var protocols: [ProxyProtocol] = []
    /// Each imported module, and whether a file imports it `@preconcurrency`.
    private(set) var imports: [String: Bool] = [:]
    /// Each `any A & B` written, its parts in written order, in order of file path.
    private(set) var compositions: [[String]] = []
    /// The folder's top-level types, whose names a proxy must not take.
    private(set) var typeNames: Set<String> = []
    /// Each protocol's screen folder (the first component of its file's path), where its proxy's file goes.
    private(set) var screens: [String: String] = [:]

    init(files: [String: String]) {
        let sorted = files.sorted { $0.key < $1.key }
        let trees = sorted.map { Parser.parse(source: $0.value) }
        let aliases = trees.reduce(into: [String: FunctionTypeSyntax]()) { aliases, tree in
            for item in tree.statements {
                guard let alias = item.item.as(TypeAliasDeclSyntax.self),
                    let found = ProxyTypeText.function(alias.initializer.value, aliases: [:]), !found.isOptional
                else { continue }
                aliases[alias.name.text] = found.function
            }
        }
        for (path, tree) in zip(sorted.map(\.key), trees) {
            let screen = path.split(separator: "/").count > 1 ? String(path.split(separator: "/")[0]) : "App"
            for item in tree.statements {
                if let decl = item.item.as(ProtocolDeclSyntax.self) { screens[decl.name.text] = screen }
                read(item.item, aliases)
            }
            let visitor = CompositionVisitor(viewMode: .sourceAccurate)
            visitor.walk(tree)
            compositions += visitor.compositions
        }
    }

    private mutating func read(_ item: CodeBlockItemSyntax.Item, _ aliases: [String: FunctionTypeSyntax]) {
        if let decl = item.as(ProtocolDeclSyntax.self) {
            protocols.append(ProtocolReader.read(decl, aliases: aliases))
            typeNames.insert(decl.name.text)
        } else if let decl = item.as(ImportDeclSyntax.self), let module = decl.path.first?.name.text {
            let preconcurrency = decl.attributes.contains { ProxyTypeText.attributeName($0) == "preconcurrency" }
            imports[module] = (imports[module] ?? false) || preconcurrency
        } else if let name = Self.typeName(item) {
            typeNames.insert(name)
        }
    }

    private static func typeName(_ item: CodeBlockItemSyntax.Item) -> String? {
        if let decl = item.as(ClassDeclSyntax.self) { return decl.name.text }
        if let decl = item.as(StructDeclSyntax.self) { return decl.name.text }
        if let decl = item.as(EnumDeclSyntax.self) { return decl.name.text }
        if let decl = item.as(ActorDeclSyntax.self) { return decl.name.text }
        return item.as(TypeAliasDeclSyntax.self)?.name.text
    }
}

/// Finds every `any A & B` (bare or inside an optional, a tuple, a generic argument).
private final class CompositionVisitor: SyntaxVisitor {
    private(set) var compositions: [[String]] = []

    override func visit(_ node: SomeOrAnyTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.someOrAnySpecifier.tokenKind == .keyword(.any),
            let composition = node.constraint.as(CompositionTypeSyntax.self)
        {
            compositions.append(composition.elements.map { ProxyTypeText.written($0.type) })
        }
        return .visitChildren
    }
}
