import Nimble
import Testing

@testable import ArchitectureRules

@Suite("MVC's rules")
struct MVCRulesSpec {
    @Suite("controllers draw nothing themselves")
    struct DrawNothing {
        let rule = ArchitectureRulesTests.rule("MVC", "controllers draw nothing themselves")

        @Test("catches drill 1: a controller rendering into the screen buffer")
        func drill() {
            let controller = """
                final class CardsViewController: ScreenHosting {
                    func render(into buffer: inout ScreenBuffer, area: Rect) -> Point? { nil }
                }
                """

            expect(violations(rule, ["CardsViewController.swift": controller])).to(
                equal(["CardsViewController.swift:2: CardsViewController names ScreenBuffer"]))
        }

        @Test("catches the buffer under a typealias declared in another file")
        func typealiasElsewhere() {
            let sources = [
                "Canvas.swift": "typealias Canvas = MyCardsUI.ScreenBuffer",
                "CardsViewController.swift": """
                final class CardsViewController {
                    func render(into canvas: inout Canvas, area: Rect) -> Point? { nil }
                }
                """,
            ]

            expect(violations(rule, sources)).to(
                equal(["CardsViewController.swift:2: CardsViewController names Canvas"]))
        }

        @Test("catches the buffer in an extension of the controller in another file")
        func extensionElsewhere() {
            let sources = [
                "CardsViewController.swift": "final class CardsViewController {}",
                "CardsViewController+Count.swift": """
                extension CardsViewController {
                    func drawCount(into buffer: inout MyCardsUI.ScreenBuffer) {}
                }
                """,
            ]

            expect(violations(rule, sources)).to(
                equal(["CardsViewController+Count.swift:2: CardsViewController names ScreenBuffer"]))
        }

        @Test("catches the buffer in a type nested in the controller")
        func nested() {
            let controller = """
                final class CardsViewController {
                    struct Badge { func draw(_ buffer: inout ScreenBuffer) {} }
                }
                """

            expect(violations(rule, ["CardsViewController.swift": controller])).to(
                equal(["CardsViewController.swift:2: CardsViewController names ScreenBuffer"]))
        }

        @Test("catches curses imported by a controller's file")
        func curses() {
            let controller = "import CNcursesw\nfinal class CodeViewController {}"

            expect(violations(rule, ["CodeViewController.swift": controller])).to(
                equal(["CodeViewController.swift:1: import CNcursesw"]))
        }

        @Test("lets a view draw: the rule reads controllers")
        func view() {
            let view = "final class CardsView { func render(into buffer: inout ScreenBuffer) {} }"

            expect(violations(rule, ["CardsView.swift": view])).to(beEmpty())
        }

        @Test("lets a comment or a string name the buffer")
        func commentAndString() {
            let controller = """
                /// Its view draws into the ScreenBuffer, never the controller.
                final class CardsViewController { let why = "ScreenBuffer belongs to the view" }
                """

            expect(violations(rule, ["CardsViewController.swift": controller])).to(beEmpty())
        }
    }

    @Suite("controllers make no store, database or network client of their own")
    struct NoServices {
        let rule = ArchitectureRulesTests.rule("MVC", "controllers make no store")

        @Test("catches a controller making its own network client")
        func makesClient() {
            let controller = "final class CardsViewController { let network = NetworkLoader(url: url) }"

            expect(violations(rule, ["CardsViewController.swift": controller])).to(
                equal(["CardsViewController.swift:1: CardsViewController names NetworkLoader"]))
        }

        @Test("catches a controller's file importing the database")
        func importsDatabase() {
            let controller = "import GRDB\nfinal class CardsViewController {}"

            expect(violations(rule, ["CardsViewController.swift": controller])).to(
                equal(["CardsViewController.swift:1: import GRDB"]))
        }
    }
}
