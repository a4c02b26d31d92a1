import SwiftSyntax

/// Walks one file's syntax tree and counts what the comparison reports.
final class DeclarationVisitor: SyntaxVisitor {
    private(set) var types: [String: Int] = [:]
    /// Types that hold behaviour: classes, actors, and structs or enums that declare a method.
    private(set) var roles = 0
    /// Their names, for telling what a test builds.
    private(set) var roleNames: [String] = []
    /// Structs and enums without a method (a Request, a ViewModel, a namespace of use cases) and typealiases.
    private(set) var dataCarriers = 0
    private(set) var complexities: [Int] = []
    private(set) var imports: Set<String> = []
    private(set) var tests = 0
    private(set) var assertions = 0

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        roles += 1
        roleNames.append(node.name.text)
        return count("class")
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if classify(node.memberBlock) { roleNames.append(node.name.text) }
        return count("struct")
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        if classify(node.memberBlock) { roleNames.append(node.name.text) }
        return count("enum")
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { count("protocol") }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { count("extension") }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        roles += 1
        return count("actor")
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        dataCarriers += 1
        return count("typealias")
    }

    /// A struct or enum is a role when it declares a method or subscript itself (nested types aside).
    private func classify(_ members: MemberBlockSyntax) -> Bool {
        let hasBehaviour = members.members.contains {
            $0.decl.is(FunctionDeclSyntax.self) || $0.decl.is(SubscriptDeclSyntax.self)
        }
        if hasBehaviour { roles += 1 } else { dataCarriers += 1 }
        return hasBehaviour
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        imports.insert(node.path.map(\.name.text).joined(separator: "."))
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        complexities.append(ComplexityCounter.complexity(of: Syntax(node)))
        let isTest = node.attributes.contains { attribute in
            attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Test"
        }
        if isTest { tests += 1 }
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        complexities.append(ComplexityCounter.complexity(of: Syntax(node)))
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.trimmedDescription == "expect" { assertions += 1 }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if ["expect", "require"].contains(node.macroName.text) { assertions += 1 }
        return .visitChildren
    }

    private func count(_ kind: String) -> SyntaxVisitorContinueKind {
        types[kind, default: 0] += 1
        return .visitChildren
    }
}

/// McCabe's number of a function: one, plus one per branch (`if`, `guard`, loop, `case`, `catch`, `&&`, `||`,
/// ternary, `??`). Nested functions count on their own, not in their parent.
enum ComplexityCounter {
    static func complexity(of function: Syntax) -> Int {
        let counter = BranchCounter(root: function)
        counter.walk(function)
        return 1 + counter.branches
    }

    private final class BranchCounter: SyntaxVisitor {
        private let root: Syntax
        private(set) var branches = 0

        init(root: Syntax) {
            self.root = root
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            Syntax(node) == root ? .visitChildren : .skipChildren
        }
        override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind { branch() }
        override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind { branch() }
        override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind { branch() }
        override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind { branch() }
        override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind { branch() }
        override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind { branch() }
        override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind { branch() }
        override func visit(_ node: TernaryExprSyntax) -> SyntaxVisitorContinueKind { branch() }
        // Before operator folding the parser leaves `a ? b : c` unresolved.
        override func visit(_ node: UnresolvedTernaryExprSyntax) -> SyntaxVisitorContinueKind { branch() }

        override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            if ["&&", "||", "??"].contains(node.operator.text) { branches += 1 }
            return .visitChildren
        }

        private func branch() -> SyntaxVisitorContinueKind {
            branches += 1
            return .visitChildren
        }
    }
}
