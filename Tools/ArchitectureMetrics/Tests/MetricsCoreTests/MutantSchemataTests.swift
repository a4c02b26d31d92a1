import Testing

@testable import MetricsCore

@Suite("MutantSchemata")
struct MutantSchemataTests {
    static let source = """
        final class Screen {
            var ready = false

            func show(_ cards: [Card]) {
                trace.to("View", "show")
                guard cards.count > 1 else { return }
                view.show(cards.map { Tile($0) })
                store.get(.cardsInDisplayOrder) { _ in done = true }
                if let first = cards.first { select(first) }
            }
        }
        """

    @Test("finds calls, plain conditions, constants in bodies and the store query, never a trace call")
    func findsSites() {
        let kinds = MutantSchemata.apply(to: Self.source).sites.map(\.kind)

        #expect(kinds == [.negateCondition, .deleteCall, .deleteCall, .swapQuery, .flipBoolean])
    }

    @Test("leaves the only statement of an if branch alone: an if expression's value would not build wrapped")
    func skipsLoneBranchStatement() {
        let originals = MutantSchemata.apply(to: Self.source).sites.map(\.original)

        #expect(!originals.contains("select(first)"))
    }

    @Test("leaves a stored property's constant and a single-expression closure alone")
    func skipsValues() {
        let originals = MutantSchemata.apply(to: Self.source).sites.map(\.original)

        #expect(!originals.contains("Tile($0)"))
        #expect(originals.filter { $0 == "false" }.isEmpty)
    }

    @Test("switches a chosen mutant in behind MutantSwitch and leaves the others as written")
    func switchesChosen() {
        let text = MutantSchemata.apply(to: Self.source, chosen: [0: 7]).text

        #expect(text.contains("guard (MutantSwitch.on(7) ? !(cards.count > 1) : (cards.count > 1)) else"))
        #expect(text.contains("view.show(cards.map { Tile($0) })"))
        #expect(!text.contains("MutantSwitch.on(8)"))
    }

    @Test("wraps a deleted call so that the mutant skips it")
    func deletesCall() {
        let text = MutantSchemata.apply(to: Self.source, chosen: [1: 3]).text

        #expect(text.contains("if MutantSwitch.on(3) {} else { view.show(cards.map { Tile($0) }) }"))
    }

    @Test("draws the same mutants from the same sources every time")
    func drawsDeterministically() {
        let files = ["Cards/Screen.swift": Self.source]

        let first = MutantPlan.make(architecture: "X", firstID: 1, files: files, perScreen: 3, seed: 1)
        let second = MutantPlan.make(architecture: "X", firstID: 1, files: files, perScreen: 3, seed: 1)

        #expect(first.mutants == second.mutants)
        #expect(first.mutants.count == 3)
    }

    static let stateful = """
        final class Picker {
            var picking: Int?

            init() {
                picking = nil
            }

            func failed(_ kind: Kind) {
                picking = nil
                switch kind {
                case .decode, .read: show("unreadable")
                case .missing: show("missing")
                default: break
                }
                switch kind {
                case .decode: show("again")
                case .read, .missing: show("gone")
                }
            }
        }
        """

    @Test("finds an assignment to delete, but not in an initialiser, where every property must be set")
    func findsAssignment() {
        let sites = MutantSchemata.apply(to: Self.stateful).sites.filter { $0.kind == .deleteAssignment }

        #expect(sites.map(\.line) == [9])
    }

    @Test("leaves a local declared without a value alone: every path must set it")
    func skipsDeferredInitialisation() {
        let source = """
            func word(_ flag: Bool) -> String {
                let word: String
                var said = false
                if flag {
                    word = "yes"
                    said = true
                } else {
                    word = "no"
                    said = false
                }
                return said ? word : ""
            }
            """

        let deleted = MutantSchemata.apply(to: source).sites.filter { $0.kind == .deleteAssignment }

        #expect(deleted.map(\.original) == ["said = true", "said = false"])
    }

    @Test("wraps a deleted assignment so that the mutant skips it")
    func deletesAssignment() {
        let index = MutantSchemata.apply(to: Self.stateful).sites.firstIndex { $0.kind == .deleteAssignment }

        let text = MutantSchemata.apply(to: Self.stateful, chosen: [index ?? -1: 5]).text

        #expect(text.contains("if MutantSwitch.on(5) {} else { picking = nil }"))
    }

    @Test("drops the last pattern of a case only where the switch has a default to fall to")
    func findsDroppablePatterns() {
        let sites = MutantSchemata.apply(to: Self.stateful).sites.filter { $0.kind == .dropPattern }

        #expect(sites.map(\.original) == [".read", ".missing"])
    }

    @Test("guards a dropped pattern with the mutant's switch")
    func dropsPattern() {
        let index = MutantSchemata.apply(to: Self.stateful).sites.firstIndex { $0.kind == .dropPattern }

        let text = MutantSchemata.apply(to: Self.stateful, chosen: [index ?? -1: 9]).text

        #expect(text.contains("case .decode, .read where !MutantSwitch.on(9):"))
    }

    static let reducer = """
        enum CardsReducer {
            static func reduce(into state: inout CardsState, action: CardsAction) -> Effect<CardsAction> {
                switch action {
                case .appeared:
                    guard !state.hasAppeared else { return .readCards }
                    state.hasAppeared = true
                    return .merge(.observeStore, .readCards)
                case .delegate:
                    return .none
                }
            }

            static func label(_ state: CardsState) -> String {
                return state.title
            }
        }

        extension Effect where Action == CardsAction {
            static var observeStore: Self {
                .subscription(id: 1) { environment, respond in
                    let observation = environment.cards.observeChanges { respond(.storeChanged) }
                    return Cancellation { observation.cancel() }
                }
            }
        }
        """

    @Test("finds a reducer's returned effects to drop, never a .none, another function's value or a closure's")
    func findsReturnedEffects() {
        let sites = MutantSchemata.apply(to: Self.reducer).sites.filter { $0.kind == .dropEffect }

        #expect(sites.map(\.original) == [".readCards", ".merge(.observeStore, .readCards)"])
    }

    @Test("finds a reducer's state assignment, its condition and its constant, as in any other code")
    func findsReducerState() {
        let kinds = MutantSchemata.apply(to: Self.reducer).sites.map(\.kind)

        #expect(kinds == [.negateCondition, .dropEffect, .deleteAssignment, .flipBoolean, .dropEffect])
    }

    @Test("switches a dropped effect to .none behind MutantSwitch")
    func dropsEffect() {
        let index = MutantSchemata.apply(to: Self.reducer).sites.firstIndex { $0.kind == .dropEffect }

        let text = MutantSchemata.apply(to: Self.reducer, chosen: [index ?? -1: 4]).text

        #expect(text.contains("else { return (MutantSwitch.on(4) ? .none : (.readCards)) }"))
        #expect(text.contains("return .merge(.observeStore, .readCards)\n"))
    }

    @Test("keeps App/ out of the screens' draw in every architecture, and TEA's Store/ too: its runtime, no screen")
    func skipsInfrastructure() {
        let files = [
            "App/Root.swift": Self.source, "Store/Store.swift": Self.source, "Cards/Screen.swift": Self.source,
        ]

        let tea = MutantPlan.make(architecture: "TEA", firstID: 1, files: files, perScreen: 9, atLeast: 20, seed: 1)
        let mvc = MutantPlan.make(architecture: "MVC", firstID: 1, files: files, perScreen: 9, atLeast: 20, seed: 1)

        #expect(Set(tea.mutants.map(\.file)) == ["Cards/Screen.swift"])
        #expect(Set(mvc.mutants.map(\.file)) == ["Cards/Screen.swift", "Store/Store.swift"])
    }

    @Test("draws more from other screens when small ones leave the architecture short")
    func topsUp() {
        let files = ["Cards/Screen.swift": Self.source, "Picker/Picker.swift": Self.stateful]

        let plan = MutantPlan.make(architecture: "X", firstID: 1, files: files, perScreen: 1, atLeast: 5, seed: 1)

        #expect(plan.mutants.count == 5)
    }
}
