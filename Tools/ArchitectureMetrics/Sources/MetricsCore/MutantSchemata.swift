import SwiftParser
import SwiftSyntax

/// One place a mutant can be made: a call statement deleted, an assignment deleted, a condition negated, a Boolean
/// constant flipped, the store query swapped, one pattern of a `case` dropped (where the switch has a
/// `default` to fall to), or a reducer's returned effect dropped. Numbered in the order the file is read.
public struct MutationSite: Equatable, Sendable {
    public enum Kind: String, Sendable {
        case deleteCall = "delete call"
        case negateCondition = "negate condition"
        case flipBoolean = "flip constant"
        case swapQuery = "swap query"
        /// `picking = nil` forgotten: the slip that leaves state behind after a failure.
        case deleteAssignment = "delete assignment"
        /// `case .a, .b:` that forgets `.b`, which then falls to `default`.
        case dropPattern = "drop case pattern"
        /// `return .readCards` that returns `.none`: TEA's reducers call nothing, so the call a screen of the other
        /// architectures makes (and `deleteCall` deletes) is an effect a reducer returns; forgetting one is this.
        case dropEffect = "drop returned effect"
    }

    public let index: Int
    public let line: Int
    public let kind: Kind
    public let original: String
}

/// Mutant schemata: every chosen mutant is written into the source at once, behind a switch read at run time
/// (`MutantSwitch.on(id)`), so one build serves every mutant and a run picks one with `MYCARDS_MUTANT=id`.
/// With no site chosen it only lists the sites.
public final class MutantSchemata: SyntaxRewriter {
    public private(set) var sites: [MutationSite] = []
    private let chosen: [Int: Int]
    private let converter: SourceLocationConverter

    /// `chosen` maps a site's index in this file to the mutant's id across the whole run.
    public init(tree: SourceFileSyntax, chosen: [Int: Int] = [:]) {
        self.chosen = chosen
        converter = SourceLocationConverter(fileName: "", tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    /// The sites of `source`, and the source with the chosen mutants switched in.
    public static func apply(to source: String, chosen: [Int: Int] = [:]) -> (sites: [MutationSite], text: String) {
        let tree = Parser.parse(source: source)
        let rewriter = MutantSchemata(tree: tree, chosen: chosen)
        let text = rewriter.rewrite(tree).description
        return (rewriter.sites, text)
    }

    override public func visit(_ node: CodeBlockItemSyntax) -> CodeBlockItemSyntax {
        let kind: MutationSite.Kind
        if isMutableCallStatement(node) {
            kind = .deleteCall
        } else if isMutableAssignment(node) {
            kind = .deleteAssignment
        } else {
            return super.visit(node)
        }
        let id = site(kind, node)
        let inner = super.visit(node)
        guard let id else { return inner }
        let text = "if MutantSwitch.on(\(id)) {} else { \(inner.trimmedDescription) }"
        return CodeBlockItemSyntax(item: .stmt(parsedStatement(text))).with(\.leadingTrivia, node.leadingTrivia)
            .with(\.trailingTrivia, node.trailingTrivia)
    }

    override public func visit(_ node: ConditionElementSyntax) -> ConditionElementSyntax {
        guard case .expression(let expression) = node.condition else { return super.visit(node) }
        let id = site(.negateCondition, node)
        let visited = visit(expression)
        guard let id else { return node.with(\.condition, .expression(visited)) }
        let inner = visited.trimmedDescription
        let mutated = parsedExpression("(MutantSwitch.on(\(id)) ? !(\(inner)) : (\(inner)))")
        return node.with(
            \.condition,
            .expression(
                mutated.with(\.leadingTrivia, expression.leadingTrivia).with(
                    \.trailingTrivia, expression.trailingTrivia)))
    }

    override public func visit(_ node: SwitchCaseSyntax) -> SwitchCaseSyntax {
        guard case .case(let label) = node.label, let last = label.caseItems.last, last.whereClause == nil,
            Self.hasDefault(node)
        else { return super.visit(node) }
        let id = site(.dropPattern, last)
        let visited = super.visit(node)
        guard let id, case .case(let visitedLabel) = visited.label, let visitedLast = visitedLabel.caseItems.last
        else { return visited }
        let guarded = visitedLast.with(
            \.whereClause,
            WhereClauseSyntax(
                leadingTrivia: .space, whereKeyword: .keyword(.where, trailingTrivia: .space),
                condition: parsedExpression("!MutantSwitch.on(\(id))")))
        var items = Array(visitedLabel.caseItems)
        items[items.count - 1] = guarded.with(\.trailingComma, nil)
        return visited.with(\.label, .case(visitedLabel.with(\.caseItems, SwitchCaseItemListSyntax(items))))
    }

    /// A `case` of a switch that also has `default`: a dropped pattern falls there instead of failing to build.
    private static func hasDefault(_ node: SwitchCaseSyntax) -> Bool {
        guard let list = node.parent?.as(SwitchCaseListSyntax.self) else { return false }
        return list.contains { item in
            if case .switchCase(let other) = item, case .default = other.label { return true }
            return false
        }
    }

    override public func visit(_ node: ReturnStmtSyntax) -> StmtSyntax {
        guard let expression = node.expression, Self.returnsEffect(node), !Self.isNone(expression) else {
            return super.visit(node)
        }
        let id = site(.dropEffect, expression)
        let visited = visit(expression)
        guard let id else { return StmtSyntax(node.with(\.expression, visited)) }
        let mutated = parsedExpression("(MutantSwitch.on(\(id)) ? .none : (\(visited.trimmedDescription)))")
        return StmtSyntax(
            node.with(
                \.expression,
                mutated.with(\.leadingTrivia, expression.leadingTrivia).with(
                    \.trailingTrivia, expression.trailingTrivia)))
    }

    /// A `return` of a function declared to return `Effect<…>` (a TEA reducer or one of its helpers), not of a
    /// closure inside it, whose value may be anything.
    private static func returnsEffect(_ node: ReturnStmtSyntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(ClosureExprSyntax.self) || parent.is(AccessorDeclSyntax.self)
                || parent.is(InitializerDeclSyntax.self)
            {
                return false
            }
            if let function = parent.as(FunctionDeclSyntax.self) {
                let type = function.signature.returnClause?.type.trimmedDescription ?? ""
                return type.hasPrefix("Effect<")
            }
            current = parent.parent
        }
        return false
    }

    /// `.none`: already no effect, nothing to drop.
    private static func isNone(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return false }
        return member.base == nil && member.declName.baseName.text == "none"
    }

    override public func visit(_ node: BooleanLiteralExprSyntax) -> ExprSyntax {
        guard isInsideBody(Syntax(node)) else { return ExprSyntax(node) }
        guard let id = site(.flipBoolean, node) else { return ExprSyntax(node) }
        let value = node.literal.text
        return parsedExpression("(MutantSwitch.on(\(id)) ? \(value == "true" ? "false" : "true") : \(value))")
            .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    override public func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        guard node.base == nil, node.declName.baseName.text == "cardsInDisplayOrder" else { return super.visit(node) }
        guard let id = site(.swapQuery, node) else { return ExprSyntax(node) }
        return parsedExpression("(MutantSwitch.on(\(id)) ? .all : .cardsInDisplayOrder)")
            .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// Records a site; answers the mutant's id when this site was chosen.
    private func site(_ kind: MutationSite.Kind, _ node: some SyntaxProtocol) -> Int? {
        let index = sites.count
        let line = node.startLocation(converter: converter).line
        sites.append(
            MutationSite(index: index, line: line, kind: kind, original: String(node.trimmedDescription.prefix(80))))
        return chosen[index]
    }

    /// A call standing as a statement, not a `--trace` call (a teaching aid no test should pin), and not the only
    /// statement of a closure or a function whose value it may be.
    private func isMutableCallStatement(_ node: CodeBlockItemSyntax) -> Bool {
        guard case .expr(let expression) = node.item else { return false }
        var call = expression
        while let wrapped = call.as(TryExprSyntax.self)?.expression ?? call.as(AwaitExprSyntax.self)?.expression {
            call = wrapped
        }
        guard call.is(FunctionCallExprSyntax.self) else { return false }
        let text = call.trimmedDescription
        if text.hasPrefix("trace.") || text.hasPrefix("self?.trace.") || text.hasPrefix("self.trace.") { return false }
        if let list = node.parent?.as(CodeBlockItemListSyntax.self), list.count == 1, Self.mayBeValue(list) {
            return false
        }
        return true
    }

    /// A plain assignment standing as a statement (`picking = nil`), outside initialisers (where every stored
    /// property must be set) and not the only statement of a body whose value it may be.
    private func isMutableAssignment(_ node: CodeBlockItemSyntax) -> Bool {
        guard case .expr(let expression) = node.item, let sequence = expression.as(SequenceExprSyntax.self),
            sequence.elements.contains(where: { $0.is(AssignmentExprSyntax.self) })
        else { return false }
        var current = node.parent
        var body: Syntax?
        while let parent = current {
            if parent.is(InitializerDeclSyntax.self) { return false }
            if parent.is(FunctionDeclSyntax.self) || parent.is(ClosureExprSyntax.self)
                || parent.is(AccessorDeclSyntax.self)
            {
                body = parent
                break
            }
            current = parent.parent
        }
        // A local declared without a value (`let result: Result<…>` set in each branch) must be set on every path.
        if let target = sequence.elements.first?.as(DeclReferenceExprSyntax.self)?.baseName.text, let body,
            Self.declaresWithoutValue(target, in: body)
        {
            return false
        }
        if let list = node.parent?.as(CodeBlockItemListSyntax.self), list.count == 1, Self.mayBeValue(list) {
            return false
        }
        return true
    }

    private static func declaresWithoutValue(_ name: String, in body: Syntax) -> Bool {
        body.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.text == name, let pattern = token.parent?.as(IdentifierPatternSyntax.self),
                let binding = pattern.parent?.as(PatternBindingSyntax.self)
            else { return false }
            return binding.initializer == nil
        }
    }

    /// The only statement of a closure, a switch case, an `if` branch, a function or an accessor may be the
    /// value it produces (single-expression bodies, `if` and `switch` expressions): wrapping it would not build.
    private static func mayBeValue(_ list: CodeBlockItemListSyntax) -> Bool {
        guard let parent = list.parent else { return false }
        if parent.is(ClosureExprSyntax.self) || parent.is(SwitchCaseSyntax.self) || parent.is(AccessorBlockSyntax.self)
        {
            return true
        }
        guard parent.is(CodeBlockSyntax.self), let owner = parent.parent else { return false }
        return owner.is(FunctionDeclSyntax.self) || owner.is(IfExprSyntax.self) || owner.is(AccessorDeclSyntax.self)
    }

    /// Inside a function, initialiser, accessor or closure body (not a stored property's initial value).
    private func isInsideBody(_ node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(CodeBlockSyntax.self) || parent.is(ClosureExprSyntax.self) { return true }
            if parent.is(MemberBlockItemSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }

    private func parsedStatement(_ text: String) -> StmtSyntax {
        var parser = Parser(text)
        return StmtSyntax.parse(from: &parser)
    }

    private func parsedExpression(_ text: String) -> ExprSyntax {
        var parser = Parser(text)
        return ExprSyntax.parse(from: &parser)
    }
}
