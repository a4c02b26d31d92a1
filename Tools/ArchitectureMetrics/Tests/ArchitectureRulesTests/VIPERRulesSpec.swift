import Nimble
import Testing

@testable import ArchitectureRules

@Suite("VIPER's rules")
struct VIPERRulesSpec {
    @Suite("no presenter calls a service")
    struct NoService {
        let rule = ArchitectureRulesTests.rule("VIPER", "no presenter calls a service")

        @Test("catches drill 3: a presenter holding the store")
        func drill() {
            let presenter = """
                final class CardsPresenter {
                    var store: (any PersistenceWorking<Card>)?
                }
                """

            expect(violations(rule, ["CardsPresenter.swift": presenter])).to(
                equal(["CardsPresenter.swift:2: CardsPresenter names PersistenceWorking"]))
        }

        @Test("catches the service under a typealias declared in another file")
        func typealiasElsewhere() {
            let sources = [
                "Reading.swift": "typealias Reading = any PersistenceWorking<Card>",
                "CardsPresenter.swift": "final class CardsPresenter { var store: Reading? }",
            ]

            expect(violations(rule, sources)).to(equal(["CardsPresenter.swift:1: CardsPresenter names Reading"]))
        }

        @Test("catches an alias of an alias")
        func aliasOfAlias() {
            let sources = [
                "Aliases.swift": "typealias Store = PersistenceWorking\ntypealias Reading = any Store<Card>",
                "CardsPresenter.swift": "final class CardsPresenter { var store: Reading? }",
            ]

            expect(violations(rule, sources)).to(equal(["CardsPresenter.swift:1: CardsPresenter names Reading"]))
        }

        @Test("catches the service's fully qualified name")
        func qualified() {
            let presenter = "final class CardsPresenter { var store: (any MyCardsKit.PersistenceWorking<Card>)? }"

            expect(violations(rule, ["CardsPresenter.swift": presenter])).to(
                equal(["CardsPresenter.swift:1: CardsPresenter names PersistenceWorking"]))
        }

        @Test("catches it in an extension of the presenter in another file")
        func extensionElsewhere() {
            let sources = [
                "CardsPresenter.swift": "final class CardsPresenter {}",
                "CardsPresenter+Refresh.swift": """
                extension CardsPresenter {
                    func read(_ store: any PersistenceWorking<Card>) {}
                }
                """,
            ]

            expect(violations(rule, sources)).to(
                equal(["CardsPresenter+Refresh.swift:2: CardsPresenter names PersistenceWorking"]))
        }

        @Test("catches it in an extension of an alias of the presenter")
        func extensionOfAlias() {
            let sources = [
                "Shown.swift":
                    "typealias Shown = CardsPresenter\nextension Shown { var store: (any CardsNetworking)? { nil } }"
            ]

            expect(violations(rule, sources)).to(equal(["Shown.swift:2: CardsPresenter names CardsNetworking"]))
        }

        @Test("catches it in a type nested in the presenter")
        func nested() {
            let presenter = """
                final class CardsPresenter {
                    struct Reader { let library: any PhotoLibraryBrowsing }
                }
                """

            expect(violations(rule, ["CardsPresenter.swift": presenter])).to(
                equal(["CardsPresenter.swift:2: CardsPresenter names PhotoLibraryBrowsing"]))
        }

        @Test("lets a comment name the service")
        func comment() {
            let presenter = """
                /// Never holds an `any PersistenceWorking<Card>`: the interactor reads the store.
                final class CardsPresenter {
                    // var store: (any PersistenceWorking<Card>)?
                }
                """

            expect(violations(rule, ["CardsPresenter.swift": presenter])).to(beEmpty())
        }

        @Test("lets a string name the service")
        func string() {
            let presenter = #"final class CardsPresenter { let note = "PersistenceWorking is the interactor's" }"#

            expect(violations(rule, ["CardsPresenter.swift": presenter])).to(beEmpty())
        }

        @Test("lets a view controller hold a service: the rule reads presenters")
        func otherRole() {
            let view = "final class CardsViewController { var store: (any PersistenceWorking<Card>)? }"

            expect(violations(rule, ["CardsViewController.swift": view])).to(beEmpty())
        }
    }

    @Suite("no presenter names the Card entity")
    struct NoEntity {
        let rule = ArchitectureRulesTests.rule("VIPER", "no presenter names the Card entity")

        @Test("catches a list of cards")
        func list() {
            let presenter = "final class CardsPresenter { func show(_ cards: [Card]) {} }"

            expect(violations(rule, ["CardsPresenter.swift": presenter])).to(
                equal(["CardsPresenter.swift:1: CardsPresenter names Card"]))
        }

        @Test("catches the entity's qualified name")
        func qualified() {
            let presenter = "final class CardsPresenter { var card: MyCardsKit.Card? }"

            expect(violations(rule, ["CardsPresenter.swift": presenter])).to(
                equal(["CardsPresenter.swift:1: CardsPresenter names Card"]))
        }

        @Test("catches a static call on the entity")
        func staticCall() {
            let presenter = "final class CardsPresenter { func make() { _ = Card.new() } }"

            expect(violations(rule, ["CardsPresenter.swift": presenter])).to(
                equal(["CardsPresenter.swift:1: CardsPresenter names Card"]))
        }

        @Test("lets a type nested in the entity pass, written out, qualified, as a value or under an alias")
        func nestedTypes() {
            let sources = [
                "Side.swift": "typealias Side = MyCardsKit.Card.Side",
                "CardsPresenter.swift": """
                final class CardsPresenter {
                    var side: Card.Side = Card.Side.front
                    var other: Side?
                    var reason: Card.InvalidReason?
                }
                """,
            ]

            expect(violations(rule, sources)).to(beEmpty())
        }
    }

    @Suite("a module's router reaches other modules only through their builders")
    struct Builders {
        let rule = ArchitectureRulesTests.rule("VIPER", "a module's router reaches other modules only")

        @Test("catches a router making another module's presenter")
        func makesPresenter() {
            let router = "final class CardsRouter { func open() { _ = CardDetailsPresenter(card: nil) } }"

            expect(violations(rule, ["CardsRouter.swift": router])).to(
                equal(["CardsRouter.swift:1: CardsRouter calls CardDetailsPresenter"]))
        }

        @Test("catches it through .init and an alias")
        func initThroughAlias() {
            let sources = [
                "Made.swift": "typealias Made = CardDetailsInteractor",
                "CardsRouter.swift": "final class CardsRouter { func open() { _ = Made.init() } }",
            ]

            expect(violations(rule, sources)).to(
                equal(["CardsRouter.swift:1: CardsRouter calls CardDetailsInteractor"]))
        }

        @Test("lets a router call a builder")
        func builder() {
            let router = "final class CardsRouter { func open() { _ = CardDetailsBuilder.build(card: nil) } }"

            expect(violations(rule, ["CardsRouter.swift": router])).to(beEmpty())
        }
    }

    @Suite("no interactor imports the terminal")
    struct NoTerminal {
        let rule = ArchitectureRulesTests.rule("VIPER", "no interactor imports the terminal")

        @Test("catches an interactor's file importing MyCardsUI")
        func imports() {
            let interactor = "import MyCardsUI\nfinal class CardsInteractor {}"

            expect(violations(rule, ["CardsInteractor.swift": interactor])).to(
                equal(["CardsInteractor.swift:1: import MyCardsUI"]))
        }

        @Test("catches one declaration imported from it")
        func importsOneDeclaration() {
            let interactor = "import struct MyCardsUI.DisplayWidth\nfinal class CardsInteractor {}"

            expect(violations(rule, ["CardsInteractor.swift": interactor])).to(
                equal(["CardsInteractor.swift:1: import MyCardsUI"]))
        }

        @Test("catches a re-export anywhere in the module, which every file then sees")
        func reexport() {
            let sources = [
                "Exports.swift": "@_exported import MyCardsUI",
                "CardsInteractor.swift": "final class CardsInteractor {}",
            ]

            expect(violations(rule, sources)).to(equal(["Exports.swift:1: @_exported import MyCardsUI"]))
        }

        @Test("lets a view controller's file import it")
        func viewController() {
            let view = "import MyCardsUI\nfinal class CardsViewController {}"

            expect(violations(rule, ["CardsViewController.swift": view])).to(beEmpty())
        }
    }
}
