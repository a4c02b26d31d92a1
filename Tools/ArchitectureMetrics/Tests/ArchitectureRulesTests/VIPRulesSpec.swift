import Nimble
import Testing

@testable import ArchitectureRules

@Suite("Clean Swift's one-way cycle")
struct VIPRulesSpec {
    @Suite("no presenter refers to an interactor or its business logic")
    struct PresenterCallsNoInteractor {
        let rule = ArchitectureRulesTests.rule("VIP", "no presenter refers to an interactor")

        @Test("catches drill 4: a presenter holding the business logic to ask it again")
        func drill() {
            let presenter = """
                final class CardsPresenter {
                    weak var interactor: (any CardsBusinessLogic)?
                }
                """

            expect(violations(rule, ["CardsPresenter.swift": presenter])).to(
                equal(["CardsPresenter.swift:2: CardsPresenter names CardsBusinessLogic"]))
        }

        @Test("catches the business logic under a typealias declared in another file")
        func typealiasElsewhere() {
            let sources = [
                "Retry.swift": "typealias Retrying = MyCardsVIP.CardsBusinessLogic",
                "CardsPresenter.swift": "final class CardsPresenter { weak var again: (any Retrying)? }",
            ]

            expect(violations(rule, sources)).to(equal(["CardsPresenter.swift:1: CardsPresenter names Retrying"]))
        }

        @Test("catches a cast to the interactor in an extension in another file")
        func castInExtension() {
            let sources = [
                "CardsPresenter.swift": "final class CardsPresenter { weak var owner: AnyObject? }",
                "CardsPresenter+Retry.swift": """
                extension CardsPresenter {
                    func retry() { (owner as? CardsInteractor)?.loadCards() }
                }
                """,
            ]

            expect(violations(rule, sources)).to(
                equal(["CardsPresenter+Retry.swift:2: CardsPresenter names CardsInteractor"]))
        }

        @Test("catches the business logic in a type nested in the presenter")
        func nested() {
            let presenter = """
                final class CardsPresenter {
                    struct Retry { weak var logic: (any CardsBusinessLogic)? }
                }
                """

            expect(violations(rule, ["CardsPresenter.swift": presenter])).to(
                equal(["CardsPresenter.swift:2: CardsPresenter names CardsBusinessLogic"]))
        }

        @Test("lets a variable named interactor pass when its type names no interactor")
        func variableName() {
            let presenter = "final class CardsPresenter { var interactor: Int = 0 }"

            expect(violations(rule, ["CardsPresenter.swift": presenter])).to(beEmpty())
        }

        @Test("lets a comment or a string name the interactor")
        func commentAndString() {
            let presenter = """
                // The CardsInteractor calls this presenter, never the other way round.
                final class CardsPresenter { let note = "CardsBusinessLogic" }
                """

            expect(violations(rule, ["CardsPresenter.swift": presenter])).to(beEmpty())
        }
    }

    @Suite("no interactor refers to a view controller or display logic")
    struct InteractorDisplaysNothing {
        let rule = ArchitectureRulesTests.rule("VIP", "no interactor refers to a view controller")

        @Test("catches an interactor's use case, in an extension of its own, naming the display logic")
        func extensionElsewhere() {
            let sources = [
                "CardDetailsInteractor.swift": "final class CardDetailsInteractor {}",
                "CardDetailsInteractor+Saving.swift": """
                extension CardDetailsInteractor {
                    func save(on screen: any CardDetailsDisplayLogic) {}
                }
                """,
            ]

            expect(violations(rule, sources)).to(
                equal(["CardDetailsInteractor+Saving.swift:2: CardDetailsInteractor names CardDetailsDisplayLogic"]))
        }
    }

    @Suite("no business-logic request returns a value to the view controller")
    struct RequestsAnswerNothing {
        let rule = ArchitectureRulesTests.rule("VIP", "no business-logic request returns")

        @Test("catches a request that returns its answer")
        func returns() {
            let logic = """
                protocol CardsBusinessLogic: AnyObject {
                    func loadCards(request: ListCards.FetchCards.Request) async -> [Card]
                }
                """

            expect(violations(rule, ["CardsInteractor.swift": logic])).to(
                equal(["CardsInteractor.swift:2: loadCards returns [Card]"]))
        }

        @Test("lets an async request pass: awaiting it says only that it is done")
        func asyncRequest() {
            let logic = """
                protocol CardsBusinessLogic: AnyObject {
                    func loadCards(request: ListCards.FetchCards.Request) async
                }
                """

            expect(violations(rule, ["CardsInteractor.swift": logic])).to(beEmpty())
        }
    }
}
