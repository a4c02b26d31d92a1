import Foundation

extension ComparisonReport {
    /// One of the article's aspects as the comparison tests it: the article's claim as orders between patterns, the
    /// measure named for it (one value per unit), and what that measure cannot tell.
    struct Aspect: Sendable {
        let name: String
        /// The article's claim, in short.
        let claim: String
        /// The measure, as the verdict table names it.
        let measure: String
        let orders: [VerdictRule.Order]
        /// The value for one screen of one architecture.
        let value: @Sendable (ArchitectureMeasures, String) -> Double?
        let format: @Sendable (Double) -> String
        let caveat: String
    }

    typealias Order = VerdictRule.Order

    static let oneDecimal: @Sendable (Double) -> String = { String(format: "%.1f", $0) }
    static let percent: @Sendable (Double) -> String = { String(format: "%.0f %%", 100 * $0) }
    static let whole: @Sendable (Double) -> String = { String(format: "%.0f", $0) }

    /// The aspects measured screen by screen, in the article's order (refactoring and reusability are apart).
    static let screenAspects: [Aspect] = [
        Aspect(
            name: "responsibilities", claim: "MVC entangled; MVVM, VIPER, VIP dispersed", measure: "roles per screen",
            orders: [Order("MVVM", over: "MVC"), Order("VIPER", over: "MVC"), Order("VIP", over: "MVC")],
            value: { $0.roleCount($1) }, format: oneDecimal,
            caveat:
                "true by construction (each pattern defines its parts); counts parts, not how well each holds one job"),
        Aspect(
            name: "view controller's role", claim: "MVC's does everything; the others' pass actions and show data",
            measure: "view controllers' share of the screen's complexity",
            orders: [Order("MVC", over: "MVVM"), Order("MVC", over: "VIPER"), Order("MVC", over: "VIP")],
            value: { $0.viewControllerShare($1) }, format: percent,
            caveat: "true by construction for MVC (one role a screen); the view controller is the role named "
                + "`…ViewController`, and the shared views draw in all five"),
        Aspect(
            name: "data flow", claim: "VIP uni-directional; MVC, MVVM, VIPER multi-directional",
            measure: "role pairs that data moves between both ways, per screen",
            orders: [Order("MVC", over: "VIP"), Order("MVVM", over: "VIP"), Order("VIPER", over: "VIP")],
            value: { $0.twoWayDataPairs($1) }, format: oneDecimal, caveat: ""),
        Aspect(
            name: "testability", claim: "MVC hard; MVVM better; VIPER, VIP best",
            measure: "complexity a unit test stands up (its roles'), mean per screen",
            orders: [
                Order("MVC", over: "MVVM"), Order("MVC", over: "VIPER"), Order("MVC", over: "VIP"),
                Order("MVVM", over: "VIPER"), Order("MVVM", over: "VIP"),
            ],
            value: { $0.testedComplexity($1) }, format: oneDecimal,
            caveat: "what a test stands up, not how slow or fragile it is; mutants below say how much tests check"),
        Aspect(
            name: "entry", claim: "MVC easy; MVVM, VIP hard; VIPER hardest", measure: "roles and contracts per screen",
            orders: [
                Order("VIPER", over: "MVC"), Order("VIPER", over: "MVVM"), Order("VIPER", over: "VIP"),
                Order("MVVM", over: "MVC"), Order("VIP", over: "MVC"),
            ],
            value: { $0.rolesAndContracts($1) }, format: oneDecimal,
            caveat: "parts to learn, not ideas: a reader who knows a pattern's names reads its parts faster"),
        Aspect(
            name: "collaboration", claim: "MVC hard; MVVM better; VIPER, VIP best",
            measure: "largest file's share of the screen's lines",
            orders: [
                Order("MVC", over: "MVVM"), Order("MVC", over: "VIPER"), Order("MVC", over: "VIP"),
                Order("MVVM", over: "VIPER"), Order("MVVM", over: "VIP"),
            ],
            value: { $0.largestFileShare($1) }, format: percent,
            caveat: "where two people editing one screen would meet; no team was measured working"),
        Aspect(
            name: "number of files", claim: "MVC normal; MVVM one more per screen; VIPER, VIP many",
            measure: "files per screen",
            orders: [
                Order("MVVM", over: "MVC"), Order("VIPER", over: "MVVM"), Order("VIP", over: "MVVM"),
                Order("VIPER", over: "MVC"), Order("VIP", over: "MVC"),
            ],
            value: { $0.fileCount($1) }, format: oneDecimal,
            caveat: "true by construction (a file per part); more files can be easier to find one's way in"),
        Aspect(
            name: "lines of code in a single file", claim: "MVC too many; MVVM many; VIPER, VIP satisfactory",
            measure: "the screen's largest file, lines",
            orders: [
                Order("MVC", over: "MVVM"), Order("MVC", over: "VIPER"), Order("MVC", over: "VIP"),
                Order("MVVM", over: "VIPER"), Order("MVVM", over: "VIP"),
            ],
            value: { $0.largestFile($1) }, format: whole,
            caveat: "a long file can be one clear thing; a short one can hide its logic elsewhere"),
    ]

    /// Refactoring, tested on the changes made to all four of the article's patterns (`make refactoring`) rather than
    /// screen by screen; how many there are is in the refactoring section, so the caveat names none.
    static let refactoringAspect = Aspect(
        name: "refactoring", claim: "VIPER worse; MVC, MVVM, VIP normal", measure: "types a change touched",
        orders: [Order("VIPER", over: "MVC"), Order("VIPER", over: "MVVM"), Order("VIPER", over: "VIP")],
        value: { _, _ in nil }, format: oneDecimal,
        caveat: "each change made once, by its authors; a handful of changes is a small sample")

    static let reusabilityClaim = "MVC rather none; MVVM rather small; VIPER, VIP ok"

    /// Why reusability has no verdict.
    static let reusabilityReason =
        "no measure here can tell: no scene component of any of the five is used by another scene except to open "
        + "it, and what is reused (views, services, wording) lives in the shared modules, the same for all five"

    /// The screens every measured architecture has, sorted.
    var screens: [String] {
        let all = sources.compactMap { measures[$0.name]?.screens }
        guard let first = all.first else { return [] }
        return first.filter { screen in all.allSatisfy { $0.contains(screen) } }
    }

    /// Each architecture's values of `aspect`, one per screen in `screens` order.
    func values(of aspect: Aspect) -> [String: [Double?]] {
        var out: [String: [Double?]] = [:]
        for (name, measured) in measures { out[name] = screens.map { aspect.value(measured, $0) } }
        return out
    }

    /// Every change counted, as types touched per architecture (nil: not made, or not measured yet), in order:
    /// Favourites, checkout codes, the move to async/await (a refactoring), the workshop's four rounds (`workshop`:
    /// read from a solution patch).
    var refactoringChanges: [(change: String, workshop: Bool, types: (String) -> Int?)] {
        guard let refactoring else { return [] }
        let rounds: [(String, [String: RefactoringExercise.Change])] = [
            ("the workshop's title", refactoring.workshop),
            ("the workshop's favourites filter", refactoring.workshopFilter),
            ("the workshop's navigation (`c` opens the Code screen)", refactoring.workshopNavigation),
            ("the workshop's download stop (Esc)", refactoring.workshopAsync),
        ]
        return [
            ("Favourites", false, { refactoring.architectures[$0]?.sources.types.count }),
            ("checkout codes", false, { refactoring.checkoutCodes[$0]?.sources.types.count }),
            ("completion handlers to async/await", false, { refactoring.asyncAwait[$0]?.sources.types.count }),
        ] + rounds.map { change, round in (change, true, { round[$0]?.types.count }) }
    }

    /// The changes all four of the article's patterns made, as types touched per architecture, in order (a change
    /// joins once all four are measured).
    var refactoringValues: (changes: [String], values: [String: [Double?]]) {
        let changes = refactoringChanges.filter { change in Self.article.allSatisfy { change.types($0) != nil } }
        var values: [String: [Double?]] = [:]
        for name in sources.map(\.name) { values[name] = changes.map { $0.types(name).map(Double.init) } }
        return (changes.map(\.change), values)
    }

    /// The workshop rounds left out of `refactoringValues` for now, with the architectures that have no count of
    /// them yet (their solution patch was not there when `make refactoring` ran).
    var refactoringPending: [(change: String, missing: [String])] {
        refactoringChanges.filter { change in change.workshop && !Self.article.allSatisfy { change.types($0) != nil } }
            .map { change in (change.change, sources.map(\.name).filter { change.types($0) == nil }) }
    }

    /// The verdict on each aspect, in the article's order, by the one rule.
    var verdicts: [(aspect: Aspect, verdict: VerdictRule.Verdict)] {
        Self.screenAspects.map { ($0, VerdictRule.judge($0.orders, values: values(of: $0))) }
            + [
                (
                    Self.refactoringAspect,
                    VerdictRule.judge(Self.refactoringAspect.orders, values: refactoringValues.values)
                )
            ]
    }

    /// The mean of the defined values.
    static func mean(_ values: [Double?]) -> Double? {
        let defined = values.compactMap { $0 }
        return defined.isEmpty ? nil : defined.reduce(0, +) / Double(defined.count)
    }
}
