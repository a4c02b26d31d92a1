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
            "the request's task, which leaving the screen does not cancel, holds what the answer needs (the shell and "
                + "the store) and the controller only weakly; once the screen is gone the line is about no screen and "
                + "shows wherever the user is",
            [
                ("CardDetails/CardDetailsViewController+Editing.swift", "upload"),
                ("CardDetails/CardDetailsViewController+Editing.swift", "deleteOnBackend"),
            ]
        ),
        "MVVM": (
            "the request holds the view model's `status` output, never the view model; the Card screen binds that "
                + "output for as long as it lasts (`observeValues`), so the answer shows wherever the user is",
            [
                ("CardDetails/CardDetailsViewModel+Backend.swift", "upload"),
                ("CardDetails/CardDetailsViewModel+Backend.swift", "deleteOnBackend"),
                ("App/LateOutput.swift", "LateOutput"), ("App/Observing.swift", "observeValues"),
                ("CardDetails/CardDetailsViewController.swift", "bind"),
            ]
        ),
        "VIPER": (
            "each request holds the interactor output it will answer; the presenter, its view gone, reports through "
                + "the module output to the Cards module, whose view shows it",
            [
                ("CardDetails/CardDetailsInteractor.swift", "upload"),
                ("CardDetails/CardDetailsInteractor.swift", "deleteOnBackend"),
                ("CardDetails/CardDetailsContract.swift", "CardDetailsModuleOutput"),
                ("Cards/CardsPresenter.swift", "cardDetailsDidReport"),
                ("Cards/CardsViewController.swift", "showStatusOfClosedCard"),
            ]
        ),
        "VIP": (
            "the request holds the presenter it answers through, never the interactor or the view controller; the "
                + "presenter, its view controller gone, displays the line on the app's status line, a display that "
                + "outlives scenes (installed by the configurator)",
            [
                ("CardDetails/CardDetailsInteractor+Saving.swift", "upload"),
                ("CardDetails/CardDetailsInteractor+Deleting.swift", "deleteOnBackend"),
                ("App/StatusLine.swift", "StatusDisplayLogic"), ("App/StatusLine.swift", "AppStatusLine"),
                ("CardDetails/CardDetailsPresenter.swift", "statusLine"),
            ]
        ),
        "TEA": (
            "the upload and the backend delete are the app's effects, not the Card screen's, so leaving the screen "
                + "does not cancel them; their answer is an action reduced into state, a line on the owner's status "
                + "if that screen is still on the path, else on the screen on top",
            [
                ("App/AppReducer.swift", "reduce"), ("App/AppReducer.swift", "cardDetails"),
                ("App/AppEffects.swift", "upload"), ("App/AppEffects.swift", "deleteOnBackend"),
                ("App/AppReducer.swift", "show"), ("App/AppFeature.swift", "statusLine"),
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
