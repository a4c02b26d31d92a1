import SwiftSyntax

/// Walks one file's syntax tree and counts what the comparison reports.
final class DeclarationVisitor: SyntaxVisitor {
    private(set) var types: [String: Int] = [:]
    private(set) var complexities: [Int] = []
    private(set) var imports: Set<String> = []
    private(set) var tests = 0
    private(set) var assertions = 0

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { count("class") }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { count("struct") }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { count("enum") }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { count("protocol") }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { count("extension") }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { count("actor") }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { count("typealias") }

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

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        complexities.append(ComplexityCounter.complexity(of: Syntax(node)))
        return .visitChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        complexities.append(ComplexityCounter.complexity(of: Syntax(node)))
        return .visitChildren
    }

    /// A type's computed property or observed one: its accessors are code, counted like a function.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard ScopedVisitor.isMember(node) else { return .visitChildren }
        for binding in node.bindings {
            if let accessors = binding.accessorBlock {
                complexities.append(ComplexityCounter.complexity(of: Syntax(accessors)))
            }
        }
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
