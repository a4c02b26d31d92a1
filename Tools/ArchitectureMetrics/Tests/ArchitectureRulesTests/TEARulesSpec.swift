import Nimble
import Testing

@testable import ArchitectureRules

@Suite("The Elm Architecture's rules")
struct TEARulesSpec {
    @Suite("reducers call no service")
    struct ReducersCallNoService {
        let rule = ArchitectureRulesTests.rule("TEA", "reducers call no service")

        @Test("catches drill 5: a reducer making an identifier")
        func drill() {
            let reducer = """
                enum CardsReducer {
                    static func reduce(into state: inout CardsState, action: CardsAction) -> Effect<CardsAction> {
                        .send(.delegate(.create(Card.new(identifier: UUID().uuidString))))
                    }
                }
                """

            expect(violations(rule, ["CardsReducer.swift": reducer])).to(
                equal(["CardsReducer.swift:3: CardsReducer names UUID"]))
        }

        @Test("catches the identifier's maker qualified by its module")
        func qualified() {
            let reducer = "enum CardsReducer { static func id() -> String { Foundation.UUID().uuidString } }"

            expect(violations(rule, ["CardsReducer.swift": reducer])).to(
                equal(["CardsReducer.swift:1: CardsReducer names UUID"]))
        }

        @Test("catches it under a typealias declared in another file")
        func typealiasElsewhere() {
            let sources = [
                "Identifier.swift": "typealias Fresh = UUID",
                "CardsReducer.swift": "enum CardsReducer { static func id() -> String { Fresh().uuidString } }",
            ]

            expect(violations(rule, sources)).to(equal(["CardsReducer.swift:1: CardsReducer names Fresh"]))
        }

        @Test("catches it in an extension of the reducer in another file")
        func extensionElsewhere() {
            let sources = [
                "CardsReducer.swift": "enum CardsReducer {}",
                "CardsReducer+New.swift": """
                extension CardsReducer {
                    static func newIdentifier() -> String { UUID().uuidString }
                }
                """,
            ]

            expect(violations(rule, sources)).to(equal(["CardsReducer+New.swift:2: CardsReducer names UUID"]))
        }

        @Test("catches it in a type nested in the reducer")
        func nested() {
            let reducer = """
                enum CardsReducer {
                    enum Clock { static func now() -> Date { Date() } }
                }
                """

            expect(violations(rule, ["CardsReducer.swift": reducer])).to(
                equal(["CardsReducer.swift:2: CardsReducer names Date"]))
        }

        @Test("catches a random number")
        func random() {
            let reducer = "enum CardsReducer { static func pick() -> Int { Int.random(in: 0..<9) } }"

            expect(violations(rule, ["CardsReducer.swift": reducer])).to(
                equal(["CardsReducer.swift:1: CardsReducer calls random"]))
        }

        @Test("catches a reducer reaching the environment")
        func environment() {
            let reducer = "enum CardsReducer { static func reduce(_ environment: AppEnvironment) {} }"

            expect(violations(rule, ["CardsReducer.swift": reducer])).to(
                equal(["CardsReducer.swift:1: CardsReducer names AppEnvironment"]))
        }

        @Test("lets a comment, a string or a state's field named date pass")
        func commentStringField() {
            let reducer = """
                // Never UUID() here: the .newCard effect asks the environment.
                enum CardsReducer {
                    static func note(_ state: CardsState) -> String { "UUID() \\(state.date)" }
                }
                """

            expect(violations(rule, ["CardsReducer.swift": reducer])).to(beEmpty())
        }

        @Test("lets an effect use the environment: the rule reads reducers")
        func effect() {
            let effect = """
                extension Effect where Action == CardsAction {
                    static var newCard: Self { .run { environment, send in _ = UUID() } }
                }
                """

            expect(violations(rule, ["CardsEffects.swift": effect])).to(beEmpty())
        }
    }

    @Suite("reducers, states and actions import no terminal code")
    struct NoTerminal {
        let rule = ArchitectureRulesTests.rule("TEA", "reducers, states and actions import no terminal code")

        @Test("catches a state's file importing the terminal toolkit")
        func state() {
            let feature = "import MyCardsUI\nstruct CardsState {}"

            expect(violations(rule, ["CardsFeature.swift": feature])).to(
                equal(["CardsFeature.swift:1: import MyCardsUI"]))
        }
    }

    @Suite("states and actions are values")
    struct Values {
        let rule = ArchitectureRulesTests.rule("TEA", "states and actions are values")

        @Test("catches a class nested in a state")
        func nestedClass() {
            let feature = "struct CardsState {\n    final class Cache {}\n}"

            expect(violations(rule, ["CardsFeature.swift": feature])).to(
                equal(["CardsFeature.swift:2: CardsState holds final class Cache {}"]))
        }

        @Test("catches an object held as AnyObject")
        func anyObject() {
            let feature = "struct CardsState {\n    var owner: AnyObject?\n}"

            expect(violations(rule, ["CardsFeature.swift": feature])).to(
                equal(["CardsFeature.swift:2: CardsState holds AnyObject"]))
        }
    }
}
