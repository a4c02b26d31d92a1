import Foundation
import SwiftSyntax

/// Every declaration of a set of Swift files, read from the syntax tree alone (no type checker): the types, with
/// their extensions in the set merged in, each one's properties, functions and complexity, and what kind of thing it
/// is (`TypeInfo.Classification`). Generated files are left out: nobody wrote them.
public final class CodeIndex: @unchecked Sendable {
    public private(set) var types: [String: TypeInfo] = [:]
    /// Simple name → the types of that name, outermost first (`Request` is declared in many VIP namespaces).
    private var bySimpleName: [String: [TypeInfo]] = [:]
    /// Functions declared outside any type, by name.
    public private(set) var freeFunctions: [String: [Function]] = [:]
    /// Extensions of types declared elsewhere (`extension Publisher`), by the extended name.
    public private(set) var foreignExtensions: [String: TypeInfo] = [:]
    /// Every function-like body (functions, initialisers, accessors, subscripts, deinits) with its complexity, by file.
    public private(set) var complexityByFile: [String: [Int]] = [:]
    public let files: [SwiftFile]
    private let origins: [String: SwiftFile.Origin]

    /// Whose code the file at `path` is.
    public func origin(ofFile path: String) -> SwiftFile.Origin? { origins[path] }

    public init(files: [SwiftFile]) {
        self.files = files.filter { !$0.isGenerated }
        origins = Dictionary(self.files.map { ($0.path, $0.origin) }) { first, _ in first }
        var extensions: [(ExtensionDeclSyntax, SwiftFile, SourceLocationConverter)] = []
        for file in self.files {
            let converter = SourceLocationConverter(fileName: file.path, tree: file.tree)
            for decl in Self.declarations(in: file.tree.statements) {
                if let node = decl.as(ExtensionDeclSyntax.self) {
                    extensions.append((node, file, converter))
                } else if let node = decl.as(FunctionDeclSyntax.self) {
                    let function = Function(node, owner: nil, file: file)
                    freeFunctions[function.name, default: []].append(function)
                    complexityByFile[file.path, default: []].append(function.complexity)
                } else {
                    register(decl, outer: nil, file: file, converter: converter)
                }
            }
        }
        for (node, file, converter) in extensions {
            let name = node.extendedType.trimmedDescription
            let target: TypeInfo
            if let found = lookup(name) {
                target = found
            } else {
                let made = foreignExtensions[name] ?? TypeInfo(name: name, kind: .extension, file: file)
                foreignExtensions[name] = made
                target = made
            }
            target.files.insert(file.path)
            target.lines += Self.lines(of: Syntax(node), converter)
            target.inherited += node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            read(node.memberBlock.members, into: target, file: file, converter: converter)
        }
        for type in types.values { type.classification = Self.classify(type) }
        resolveConformances()
    }

    // MARK: - Lookups

    /// The type a name written in the code stands for: `ListCards.FetchCards.Request` exactly, else the outermost
    /// type of that simple name.
    public func lookup(_ name: String) -> TypeInfo? {
        let bare = name.split(separator: "<").first.map(String.init) ?? name
        if let exact = types[bare] { return exact }
        return bySimpleName[String(bare.split(separator: ".").last ?? "")]?.first
    }

    /// The names of types in a type as written (`(any CardsDataStore & Foo)?`, `Store<AppState, AppAction>`).
    public static func names(in text: String) -> [String] {
        text.replacingOccurrences(of: "any ", with: " ").replacingOccurrences(of: "some ", with: " ")
            .components(separatedBy: CharacterSet(charactersIn: " ()?!&<>,[]:=-@"))
            .filter { !$0.isEmpty && $0.first?.isUppercase == true }
    }

    /// The types a type written in the code can stand for at run time: itself, or for a protocol every type of the
    /// index that conforms to it (directly or through another protocol).
    public func conformingTypes(ofType text: String) -> [TypeInfo] {
        var out: [TypeInfo] = []
        for name in Self.names(in: text) {
            guard let type = lookup(name) else { continue }
            if type.kind == .protocol {
                out += (conformers[type.qualifiedName] ?? []).sorted().compactMap { types[$0] }
            } else {
                out.append(type)
            }
        }
        return out
    }

    /// The declared type of member `name` of `type`: a property's type (or the type its initialiser makes), a
    /// function's result, looked up in the type, its protocols and its superclass.
    public func memberType(_ name: String, of type: TypeInfo) -> String? {
        for candidate in [type] + ancestors(of: type) {
            if let property = candidate.properties[name] {
                if let declared = property.type { return declared }
                if let value = property.initializer, let made = madeType(value) { return made }
            }
            if let function = candidate.functions[name]?.first { return function.returnType }
        }
        return nil
    }

    /// A member function named `name` of `type` or of what it conforms to or inherits (the first found).
    public func functions(_ name: String, of type: TypeInfo) -> [Function] {
        for candidate in [type] + ancestors(of: type) {
            if let found = candidate.functions[name] { return found }
        }
        return []
    }

    /// The type an expression like `Foo(…)`, `Foo.init(…)` or `Foo.shared` makes, when written at a property's
    /// declaration without a type.
    public func madeType(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
            reference.baseName.text.first?.isUppercase == true
        {
            return reference.baseName.text
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
            let base = member.base, lookup(base.trimmedDescription) != nil
        {
            return base.trimmedDescription
        }
        return nil
    }

    /// The protocols and superclasses of `type` known to the index, nearest first.
    func ancestors(of type: TypeInfo) -> [TypeInfo] {
        (ancestorNames[type.qualifiedName] ?? []).compactMap { types[$0] }
    }

    private var ancestorNames: [String: [String]] = [:]
    private var conformers: [String: Set<String>] = [:]

    private func resolveConformances() {
        for type in types.values {
            var seen: [String] = []
            var queue = type.inherited
            while let next = queue.first {
                queue.removeFirst()
                guard let parent = lookup(next), parent.qualifiedName != type.qualifiedName,
                    !seen.contains(parent.qualifiedName)
                else { continue }
                seen.append(parent.qualifiedName)
                queue += parent.inherited
            }
            ancestorNames[type.qualifiedName] = seen
            for parent in seen where types[parent]?.kind == .protocol && type.kind != .protocol {
                conformers[parent, default: []].insert(type.qualifiedName)
            }
        }
    }

    // MARK: - Reading

    private static func declarations(in items: CodeBlockItemListSyntax) -> [DeclSyntax] {
        items.flatMap { item -> [DeclSyntax] in
            guard let decl = item.item.as(DeclSyntax.self) else { return [] }
            if let config = decl.as(IfConfigDeclSyntax.self) {
                return config.clauses.flatMap { clause -> [DeclSyntax] in
                    if case .statements(let inner) = clause.elements { return declarations(in: inner) }
                    return []
                }
            }
            return [decl]
        }
    }

    private func register(_ decl: DeclSyntax, outer: TypeInfo?, file: SwiftFile, converter: SourceLocationConverter) {
        let found: (TokenSyntax, TypeInfo.Kind, InheritanceClauseSyntax?, MemberBlockSyntax)
        if let node = decl.as(ClassDeclSyntax.self) {
            found = (node.name, .class, node.inheritanceClause, node.memberBlock)
        } else if let node = decl.as(StructDeclSyntax.self) {
            found = (node.name, .struct, node.inheritanceClause, node.memberBlock)
        } else if let node = decl.as(EnumDeclSyntax.self) {
            found = (node.name, .enum, node.inheritanceClause, node.memberBlock)
        } else if let node = decl.as(ActorDeclSyntax.self) {
            found = (node.name, .actor, node.inheritanceClause, node.memberBlock)
        } else if let node = decl.as(ProtocolDeclSyntax.self) {
            found = (node.name, .protocol, node.inheritanceClause, node.memberBlock)
        } else {
            return
        }
        let type = TypeInfo(name: found.0.text, kind: found.1, file: file, outer: outer)
        type.inherited = found.2?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        type.lines = Self.lines(of: Syntax(decl), converter)
        type.startLine = decl.startLocation(converter: converter, afterLeadingTrivia: true).line
        // A second declaration of the same qualified name (one per variant of a test fixture) keeps the first.
        guard types[type.qualifiedName] == nil else { return }
        types[type.qualifiedName] = type
        bySimpleName[type.name, default: []].append(type)
        outer?.nestedTypes.append(type.qualifiedName)
        read(found.3.members, into: type, file: file, converter: converter)
    }

    private func read(
        _ members: MemberBlockItemListSyntax, into type: TypeInfo, file: SwiftFile, converter: SourceLocationConverter
    ) {
        for member in members {
            let decl = member.decl
            if let config = decl.as(IfConfigDeclSyntax.self) {
                for clause in config.clauses {
                    if case .decls(let inner) = clause.elements {
                        read(inner, into: type, file: file, converter: converter)
                    }
                }
            } else if let node = decl.as(FunctionDeclSyntax.self) {
                add(Function(node, owner: type, file: file), to: type)
            } else if let node = decl.as(InitializerDeclSyntax.self) {
                add(Function(initialiser: node, owner: type, file: file), to: type)
            } else if let node = decl.as(DeinitializerDeclSyntax.self) {
                add(Function(body: Syntax(node), named: "deinit", owner: type, file: file), to: type, accessor: true)
            } else if let node = decl.as(SubscriptDeclSyntax.self) {
                add(Function(body: Syntax(node), named: "subscript", owner: type, file: file), to: type, accessor: true)
            } else if let node = decl.as(VariableDeclSyntax.self) {
                readProperties(node, into: type, file: file)
            } else if let node = decl.as(EnumCaseDeclSyntax.self) {
                type.cases += node.elements.count
            } else {
                register(decl, outer: type, file: file, converter: converter)
            }
        }
    }

    private func readProperties(_ node: VariableDeclSyntax, into type: TypeInfo, file: SwiftFile) {
        let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let declared = binding.typeAnnotation?.type.trimmedDescription
            type.properties[name] = Property(
                name: name, type: declared, initializer: binding.initializer?.value, isStatic: isStatic,
                isComputed: binding.accessorBlock != nil && binding.initializer == nil)
            if let accessors = binding.accessorBlock {
                add(Function(body: Syntax(accessors), named: name, owner: type, file: file), to: type, accessor: true)
            }
        }
    }

    /// `accessor`: a property's accessors, a subscript or a deinitialiser, counted in the type's complexity only.
    private func add(_ function: Function, to type: TypeInfo, accessor: Bool = false) {
        if accessor {
            type.accessors.append(function)
        } else if function.name == "init" {
            type.initialisers.append(function)
        } else {
            type.functions[function.name, default: []].append(function)
        }
        type.complexity += function.complexity
        complexityByFile[function.file, default: []].append(function.complexity)
    }

    static func lines(of node: Syntax, _ converter: SourceLocationConverter) -> Int {
        let start = node.startLocation(converter: converter, afterLeadingTrivia: true).line
        let end = node.endLocation(converter: converter, afterTrailingTrivia: false).line
        return end - start + 1
    }
}
