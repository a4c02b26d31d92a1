import Foundation
import SwiftParser
import SwiftSyntax

/// How each pattern gets an answer to the user after its screen has gone (a save's upload, a delete on the
/// backend): the design in a sentence, and the declarations that carry it, measured from the sources so the figure
/// cannot go stale. A named declaration that no longer exists fails `make compare`.
public struct LateAnswer: Sendable, Equatable {
    public struct Part: Sendable, Equatable {
        /// Inside the architecture folder.
        public let file: String
        /// A function, property or type declared in that file.
        public let declaration: String
    }

    public let name: String
    public let design: String
    public let parts: [Part]
    /// Lines of each part, in order.
    public let lines: [Int]

    public var totalLines: Int { lines.reduce(0, +) }
    public var files: Int { Set(parts.map(\.file)).count }

    static let designs: [String: (design: String, parts: [(String, String)])] = [
        "MVC": (
            "the controller's completion holds the shell, not the controller (captured weakly); once the screen is "
                + "gone the line is about no screen and shows wherever the user is",
            [
                ("CardDetails/CardDetailsViewController.swift", "upload"),
                ("CardDetails/CardDetailsViewController.swift", "deleteOnBackend"),
            ]
        ),
        "MVVM": (
            "the Cards view model, which outlives the card's, relays the card's status output as its own `cardStatus`, "
                + "holding one subscription per card view model still alive",
            [
                ("Cards/CardsViewModel.swift", "showDetails"), ("Cards/CardsViewModel.swift", "keep"),
                ("Cards/CardsViewModel.swift", "WeakReference"), ("Cards/CardsViewModelType.swift", "cardStatus"),
                ("Cards/CardsViewController.swift", "bind"),
            ]
        ),
        "VIPER": (
            "the interactor keeps its output (the presenter) while the request is out; the presenter, its view gone, "
                + "reports through the module output to the Cards module, whose view shows it",
            [
                ("CardDetails/CardDetailsInteractor.swift", "outputAwaitingBackend"),
                ("CardDetails/CardDetailsInteractor.swift", "upload"),
                ("CardDetails/CardDetailsInteractor.swift", "deleteOnBackend"),
                ("CardDetails/CardDetailsPresenter.swift", "report"),
                ("CardDetails/CardDetailsContract.swift", "CardDetailsModuleOutput"),
                ("Cards/CardsPresenter.swift", "cardDetailsDidReport"),
                ("Cards/CardsViewController.swift", "showStatusOfClosedCard"),
            ]
        ),
        "VIP": (
            "the request holds the interactor; the presenter, its view controller gone, displays the line on the app's "
                + "status line, a display that outlives scenes (installed by the configurator)",
            [
                ("App/StatusLine.swift", "StatusDisplayLogic"), ("App/StatusLine.swift", "AppStatusLine"),
                ("CardDetails/CardDetailsPresenter.swift", "statusLine"),
            ]
        ),
        "TEA": (
            "the Card screen's own effects are cancelled when it leaves the path (an answer of theirs is dropped), so "
                + "the upload is not one of them: its reducer hands the save up, and the app's reducer returns the "
                + "upload as the app's effect, whose answer is an action naming the screen; reduced, the line goes on "
                + "that screen's status if it is still on the path, else on the app's, which the host shows wherever "
                + "the user is",
            [
                ("App/AppReducer.swift", "reduce"), ("App/AppReducer.swift", "cardDetails"),
                ("App/AppEffects.swift", "upload"), ("App/AppEffects.swift", "deleteOnBackend"),
                ("App/AppReducer.swift", "show"), ("App/AppFeature.swift", "status"),
            ]
        ),
    ]

    /// The late-answer design of the architecture in `folder`, measured; nil for an architecture not described.
    public static func measure(name: String, folder: URL) throws -> LateAnswer? {
        guard let described = designs[name] else { return nil }
        var lines: [Int] = []
        for (file, declaration) in described.parts {
            let url = folder.appendingPathComponent(file)
            let source = try String(contentsOf: url, encoding: .utf8)
            guard let count = lineCount(of: declaration, in: source) else {
                throw MeasureError.missing("late answer: no `\(declaration)` in \(name)'s \(file)")
            }
            lines.append(count)
        }
        return LateAnswer(
            name: name, design: described.design,
            parts: described.parts.map { Part(file: $0.0, declaration: $0.1) }, lines: lines)
    }

    /// Lines of the first declaration named `name` (function, property, type), nil when there is none.
    static func lineCount(of name: String, in source: String) -> Int? {
        let tree = Parser.parse(source: source)
        let finder = DeclarationFinder(name: name, viewMode: .sourceAccurate)
        finder.walk(tree)
        guard let found = finder.found else { return nil }
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let start = found.startLocation(converter: converter, afterLeadingTrivia: true).line
        let end = found.endLocation(converter: converter, afterTrailingTrivia: false).line
        return end - start + 1
    }

    public enum MeasureError: Error, CustomStringConvertible {
        case missing(String)

        public var description: String {
            switch self {
            case .missing(let what): what
            }
        }
    }
}

private final class DeclarationFinder: SyntaxVisitor {
    let name: String
    var found: Syntax?

    init(name: String, viewMode: SyntaxTreeViewMode) {
        self.name = name
        super.init(viewMode: viewMode)
    }

    private func take(_ node: some SyntaxProtocol, named declared: String) -> SyntaxVisitorContinueKind {
        if found == nil, declared == name { found = Syntax(node) }
        return found == nil ? .visitChildren : .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        take(node, named: node.name.text)
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let names = node.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        return take(node, named: names.first ?? "")
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { take(node, named: node.name.text) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { take(node, named: node.name.text) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        take(node, named: node.name.text)
    }
}
