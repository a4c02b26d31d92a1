import MyCardsUI
import Nimble
import Testing

@Suite("TerminalError")
struct TerminalErrorSpec {
    @Suite("when the terminal type is unknown")
    struct Unknown {
        @Test("names it and suggests one that works")
        func namesIt() {
            let error = TerminalError.unknownTerminal("vt-nowhere")

            expect(error.message).to(
                equal(
                    "Unknown terminal type \"vt-nowhere\" (TERM): set TERM to one terminfo knows, such as xterm-256color"
                ))
        }

        @Test("says TERM is not set when it is empty")
        func unset() {
            let error = TerminalError.unknownTerminal("")

            expect(error.message).to(equal("TERM is not set: cannot drive the terminal"))
        }
    }
}
