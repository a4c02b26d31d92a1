import Nimble
import Testing

@Suite("ScreenText")
struct ScreenTextSpec {
    @Suite("when searched")
    struct WhenSearched {
        @Test("finds a message wrapped over two rows")
        func wrapped() {
            let screen = ScreenText(text: "\n   Terminal too small (need\n        40×12)   \n")

            expect(screen.contains("Terminal too small (need 40×12)")).to(beTrue())
        }

        @Test("does not find a text that is not there")
        func missing() {
            expect(ScreenText(text: "My Cards · Cards [MVC]").contains("My Cards · Card [MVC]")).to(beFalse())
        }

        @Test("counts occurrences")
        func counts() {
            expect(ScreenText(text: "No photo   No photo\nFront").occurrences(of: "No photo")).to(equal(2))
        }

        @Test("tells the row and column of a text from a given row on")
        func position() {
            let screen = ScreenText(text: "Alpha title\n  Beta   Alpha\nGamma")

            expect(screen.position(of: "Alpha", fromRow: 1)?.row).to(equal(1))
            expect(screen.position(of: "Alpha", fromRow: 1)?.column).to(equal(9))
            expect(screen.line(containing: "Gam")).to(equal("Gamma"))
        }
    }
}
