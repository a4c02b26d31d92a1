import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

extension AppShellSpec {
    /// Issue 33: an error about what a screen showed (its form) goes when the screen shows something else.
    @Suite("when the top screen shows something else than when an error came")
    @MainActor
    struct StatusScope {
        /// The Card screen with its form open, on top.
        static func form(in harness: Harness) -> ScreenSpy {
            let card = ScreenSpy(title: "Card")
            card.statusScope = "Edit card"
            harness.shell.push(card)
            return card
        }

        @Test("drops an error about what the screen showed once it shows something else (a form left)")
        func dropsErrorOfLeftForm() {
            let harness = Harness().started()
            let card = Self.form(in: harness)
            harness.shell.showStatus(
                "The last digit of this EAN-13 should be 1", busy: false, isError: true, about: card)
            harness.shell.loop.drawIfNeeded()
            let onForm = harness.screen

            card.statusScope = "Card"
            harness.shell.setNeedsDisplay()
            harness.shell.loop.drawIfNeeded()

            expect(onForm).to(contain("should be 1"))
            expect(harness.screen).toNot(contain("should be 1"))
            expect(harness.shell.frame?.statusText).to(equal(""))
        }

        @Test("keeps news and busy messages when the screen shows something else (“Saved” as the form closes)")
        func keepsNewsOfLeftForm() {
            let harness = Harness().started()
            let card = Self.form(in: harness)
            harness.shell.showStatus("Saved", busy: true, isError: false, about: card)

            card.statusScope = "Card"
            harness.shell.setNeedsDisplay()
            harness.shell.loop.drawIfNeeded()

            expect(harness.shell.frame?.statusText).to(equal("Saved"))
        }

        @Test("keeps an error while its screen shows the same thing")
        func keepsErrorOfSameForm() {
            let harness = Harness().started()
            let card = Self.form(in: harness)
            harness.shell.showStatus(
                "Not saved: the card was changed in another window", busy: false, isError: true, about: card)

            harness.shell.setNeedsDisplay()
            harness.shell.loop.drawIfNeeded()

            expect(harness.shell.frame?.statusText).to(equal("Not saved: the card was changed in another window"))
        }
    }
}
