import SwiftSyntax

extension CodeIndex {
    /// A type of the index (or the extensions of one declared elsewhere), with what the code says of it.
    public final class TypeInfo: @unchecked Sendable {
        public enum Kind: String, Sendable {
            case `class`, `struct`, `enum`, actor, `protocol`, `extension`
        }

        /// What a type is, by stated rules (`CodeIndex.classify`).
        public enum Classification: String, Sendable {
            /// A type that acts: it declares a function other than a named constructor or a mutating one.
            case role
            /// A type that only holds values.
            case carrier
            /// A protocol.
            case contract
            /// An enum with no case and no function: a name space for nested types or constants.
            case namespace
        }

        public let name: String
        /// `ListCards.FetchCards.Request` for a nested type.
        public let qualifiedName: String
        public let kind: Kind
        /// Where the type is declared: the path inside its folder, and that folder's part of the code.
        public let file: String
        public let origin: SwiftFile.Origin
        public internal(set) var files: Set<String>
        /// Lines of its declaration and of its extensions in the index.
        public internal(set) var lines = 0
        public internal(set) var startLine = 0
        public internal(set) var inherited: [String] = []
        public internal(set) var properties: [String: Property] = [:]
        public internal(set) var functions: [String: [Function]] = [:]
        public internal(set) var initialisers: [Function] = []
        /// Property accessors, subscripts and deinitialisers: code that counts towards the type's complexity.
        public internal(set) var accessors: [Function] = []
        public internal(set) var cases = 0
        public internal(set) var nestedTypes: [String] = []
        /// McCabe's number summed over every function-like body of the type.
        public internal(set) var complexity = 0
        public internal(set) var classification = Classification.carrier

        init(name: String, kind: Kind, file: SwiftFile, outer: TypeInfo? = nil) {
            self.name = name
            qualifiedName = outer.map { "\($0.qualifiedName).\(name)" } ?? name
            self.kind = kind
            self.file = file.path
            origin = file.origin
            files = [file.path]
        }

        /// The top folder of the file declaring it (`Cards`, `App`), "." at the top.
        public var folder: String {
            let parts = file.split(separator: "/")
            return parts.count > 1 ? String(parts[0]) : "."
        }

        public var isRole: Bool { classification == .role }

        /// Every function-like body: functions, initialisers, accessors.
        public var bodies: [Function] { functions.values.flatMap { $0 } + initialisers + accessors }
    }

    /// A stored or computed property, as declared.
    public struct Property: @unchecked Sendable {
        public let name: String
        /// As written; nil when the type is left to the initialiser.
        public let type: String?
        public let initializer: ExprSyntax?
        public let isStatic: Bool
        public let isComputed: Bool
    }

    /// A function, initialiser, accessor, subscript or deinitialiser.
    public struct Function: @unchecked Sendable {
        public struct Parameter: Sendable {
            /// The argument label callers write (nil for `_`).
            public let label: String?
            public let name: String
            public let type: String
        }

        public let name: String
        /// The qualified name of the type declaring it (or extended), nil for a free function.
        public let owner: String?
        public let isStatic: Bool
        public let isMutating: Bool
        public let isOperator: Bool
        public let isTest: Bool
        public let returnType: String?
        /// Its result is a closure (`-> @MainActor (Action) -> Void`): a function that makes callbacks.
        public let returnsFunction: Bool
        public let parameters: [Parameter]
        /// The whole declaration: its complexity is read from it, and its code walked.
        public let node: Syntax
        public let complexity: Int
        public let file: String

        init(_ node: FunctionDeclSyntax, owner: TypeInfo?, file: SwiftFile) {
            name = node.name.text
            self.owner = owner?.qualifiedName
            isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
            isMutating = node.modifiers.contains { $0.name.text == "mutating" }
            isOperator = !(name.first.map { $0.isLetter || $0 == "_" } ?? true)
            isTest = node.attributes.contains {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Test"
            }
            let result = node.signature.returnClause?.type
            returnType = result?.trimmedDescription
            returnsFunction =
                result?.is(FunctionTypeSyntax.self) == true
                || result?.as(AttributedTypeSyntax.self)?.baseType.is(FunctionTypeSyntax.self) == true
            parameters = Self.parameters(node.signature.parameterClause)
            self.node = Syntax(node)
            complexity = ComplexityCounter.complexity(of: Syntax(node))
            self.file = file.path
        }

        init(initialiser node: InitializerDeclSyntax, owner: TypeInfo, file: SwiftFile) {
            name = "init"
            self.owner = owner.qualifiedName
            (isStatic, isMutating, isOperator, isTest, returnsFunction) = (false, false, false, false, false)
            returnType = owner.qualifiedName
            parameters = Self.parameters(node.signature.parameterClause)
            self.node = Syntax(node)
            complexity = ComplexityCounter.complexity(of: Syntax(node))
            self.file = file.path
        }

        init(body: Syntax, named name: String, owner: TypeInfo, file: SwiftFile) {
            self.name = name
            self.owner = owner.qualifiedName
            (isStatic, isMutating, isOperator, isTest, returnsFunction) = (false, false, false, false, false)
            returnType = nil
            parameters = []
            node = body
            complexity = ComplexityCounter.complexity(of: body)
            self.file = file.path
        }

        private static func parameters(_ clause: FunctionParameterClauseSyntax) -> [Parameter] {
            clause.parameters.map { parameter in
                let first = parameter.firstName.text
                return Parameter(
                    label: first == "_" ? nil : first, name: (parameter.secondName ?? parameter.firstName).text,
                    type: parameter.type.trimmedDescription)
            }
        }

        /// A static function whose result is the type itself (`static func info(_:) -> StatusMessage`): another
        /// way to write an initialiser.
        func isNamedConstructor(of type: TypeInfo) -> Bool {
            guard isStatic, let returnType else { return false }
            let first = CodeIndex.names(in: returnType).first
            return first == "Self" || first == type.name || first == type.qualifiedName
        }
    }

    /// The functions a type may declare for the standard library's value protocols (`Hashable`, `Codable`): they
    /// compare, hash or encode the value, they do not make the type act.
    static let valueProtocolFunctions: Set<String> = ["hash", "encode"]

    /// The classification rules, in order: a protocol is a contract; a type that declares (in its body or an
    /// extension in the index) a function other than an operator, a named constructor, a mutating function or a
    /// value protocol's (`hash(into:)`, `encode(to:)`) is a role; an enum with no case is a name space; anything
    /// else — structs, enums and classes holding only values, with initialisers, computed properties and those
    /// functions — is a data carrier.
    static func classify(_ type: TypeInfo) -> TypeInfo.Classification {
        if type.kind == .protocol { return .contract }
        let acts = type.functions.values.joined().contains { function in
            !function.isOperator && !function.isMutating && !function.isNamedConstructor(of: type)
                && !valueProtocolFunctions.contains(function.name)
        }
        if acts { return .role }
        if type.kind == .enum && type.cases == 0 { return .namespace }
        return .carrier
    }
}
