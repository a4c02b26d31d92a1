import Nimble
import Testing

@testable import ArchitectureRules

@Suite("MVVM's rules")
struct MVVMRulesSpec {
    @Suite("view models import neither MyCardsUI nor CNcursesw")
    struct NoTerminal {
        let rule = ArchitectureRulesTests.rule("MVVM", "view models import neither MyCardsUI nor CNcursesw")

        @Test("catches drill 2: a view model's file importing the terminal toolkit")
        func drill() {
            let viewModel = "import MyCardsKit\nimport MyCardsUI\nfinal class CardsViewModel {}"

            expect(violations(rule, ["CardsViewModel.swift": viewModel])).to(
                equal(["CardsViewModel.swift:2: import MyCardsUI"]))
        }

        @Test("catches the toolkit named as a qualifier in an extension in another file")
        func qualifiedInExtension() {
            let sources = [
                "CardsViewModel.swift": "final class CardsViewModel {}",
                "CardsViewModel+Width.swift": """
                extension CardsViewModel {
                    func width(_ name: String) -> Int { MyCardsUI.DisplayWidth.of(name) }
                }
                """,
            ]

            expect(violations(rule, sources)).to(
                equal(["CardsViewModel+Width.swift:2: CardsViewModel names MyCardsUI"]))
        }

        @Test("lets a view controller's file import it")
        func viewController() {
            let view = "import MyCardsUI\nfinal class CardsViewController {}"

            expect(violations(rule, ["CardsViewController.swift": view])).to(beEmpty())
        }
    }
}
