import SwiftSyntax

/// The five patterns' rules as this project keeps them (Docs/Workshop.md, "Break the rule"), each read off the
/// syntax trees of the pattern's module. Roles are found by their type names, the way each pattern's canon names
/// them; the rules know nothing the syntax does not say (no type is resolved across modules).
public enum Rules {
    public static let all: [Rule] = mvc + mvvm + viper + vip + tea

    public static func of(_ architecture: String) -> [Rule] {
        all.filter { $0.architecture == architecture }
    }

    static let terminal: Set<String> = ["MyCardsUI", "CNcursesw"]

    static let mvc: [Rule] = [
        .names(
            "MVC", "controllers draw nothing themselves: no screen buffer, no curses",
            roles: { $0.hasSuffix("Controller") },
            forbidden: { ["ScreenBuffer", "CNcursesw"].contains($0) }, imports: ["CNcursesw"]),
        .names(
            "MVC", "controllers make no store, database or network client of their own",
            roles: { $0.hasSuffix("Controller") },
            forbidden: { ["CardDatabase", "PersistenceWorker", "NetworkLoader", "FolderCamera", "GRDB"].contains($0) },
            imports: ["GRDB"]),
    ]

    static let mvvm: [Rule] = [
        .names(
            "MVVM", "view models import neither MyCardsUI nor CNcursesw", roles: { $0.hasSuffix("ViewModel") },
            forbidden: { terminal.contains($0) }, imports: terminal)
    ]

    static let viper: [Rule] = [
        .names(
            "VIPER", "no interactor imports the terminal", roles: { $0.hasSuffix("Interactor") },
            forbidden: { terminal.contains($0) }, imports: terminal),
        .names(
            "VIPER", "no presenter calls a service", roles: { $0.hasSuffix("Presenter") },
            forbidden: {
                ["PersistenceWorking", "CardsNetworking", "PhotoLibraryBrowsing", "CaptureDevice", "CardPhotoMaker"]
                    .contains($0)
            }),
        .names(
            "VIPER", "no presenter names the Card entity: an interactor hands it plain items",
            roles: { $0.hasSuffix("Presenter") }, forbidden: { $0 == "Card" }, nestedTypesAllowed: true),
        .calls(
            "VIPER", "a module's router reaches other modules only through their builders",
            roles: { $0.hasSuffix("Router") },
            forbidden: { name in ["Presenter", "Interactor", "Router"].contains { name.hasSuffix($0) } }),
    ]

    static let vip: [Rule] = [
        .names(
            "VIP", "no presenter refers to an interactor or its business logic", roles: { $0.hasSuffix("Presenter") },
            forbidden: { $0.contains("Interactor") || $0.hasSuffix("BusinessLogic") }),
        .names(
            "VIP", "no interactor refers to a view controller or display logic", roles: { $0.hasSuffix("Interactor") },
            forbidden: { $0.contains("ViewController") || $0.hasSuffix("DisplayLogic") }),
        Rule(architecture: "VIP", sentence: "no business-logic request returns a value to the view controller") {
            module in
            module.files.flatMap { file in
                file.tree.descendants(ProtocolDeclSyntax.self).filter { $0.name.text.hasSuffix("BusinessLogic") }
                    .flatMap { $0.memberBlock.descendants(FunctionDeclSyntax.self) }
                    .compactMap { function -> Violation? in
                        guard let answer = function.signature.returnClause else { return nil }
                        return Violation(
                            path: file.path, line: file.line(of: function),
                            offence: "\(function.name.text) returns \(answer.type.trimmedDescription)")
                    }
            }
        },
    ]

    static let reducers: @Sendable (String) -> Bool = { $0.hasSuffix("Reducer") }
    static let featureTypes: @Sendable (String) -> Bool = {
        $0.hasSuffix("Reducer") || $0.hasSuffix("State") || $0.hasSuffix("Action")
    }

    static let tea: [Rule] = [
        .combined(
            .names(
                "TEA", "reducers call no service: no client, context, shell, clock or random identifier",
                roles: reducers,
                forbidden: { name in
                    [
                        "AppEnvironment", "AppContext", "UUID", "Date", "DispatchQueue", "Task", "ContinuousClock",
                        "SuspendingClock", "SystemRandomNumberGenerator",
                    ].contains(name)
                        || name.hasSuffix("Client") || name.contains("Shell")
                }),
            .calls(
                "TEA", "", roles: reducers, forbidden: { ["random", "randomElement", "shuffled"].contains($0) })),
        .names(
            "TEA", "reducers, states and actions import no terminal code", roles: featureTypes,
            forbidden: { terminal.contains($0) }, imports: terminal),
        Rule(architecture: "TEA", sentence: "states and actions are values: no class, actor or AnyObject among them") {
            module in
            module.roleCode(where: { $0.hasSuffix("State") || $0.hasSuffix("Action") }).flatMap { piece in
                let references: [Syntax] =
                    piece.node.descendants(ClassDeclSyntax.self).map(Syntax.init)
                    + piece.node.descendants(ActorDeclSyntax.self).map(Syntax.init)
                    + NameUseCollector.uses(in: piece.node).filter { $0.name == "AnyObject" }.map(\.node)
                return references.map {
                    Violation(
                        path: piece.file.path, line: piece.file.line(of: $0),
                        offence: "\(piece.role) holds \($0.trimmedDescription.prefix(40))")
                }
            }
        },
    ]
}

extension Rule {
    /// One rule checked two ways (the first's sentence stands for both).
    static func combined(_ first: Rule, _ second: Rule) -> Rule {
        Rule(architecture: first.architecture, sentence: first.sentence) { module in
            first.check(module) + second.check(module)
        }
    }
}
