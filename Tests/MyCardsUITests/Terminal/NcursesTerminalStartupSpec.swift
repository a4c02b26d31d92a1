import CNcursesw
import Nimble
import Testing

@testable import MyCardsUI

extension NcursesTerminalSpec {
    @Suite("when keys were typed while the terminal was asked what it draws")
    @MainActor
    struct TypedDuringQuestion {
        @Test("reads them first, in the order typed, an arrow's sequence decoded")
        func typedFirst() throws {
            let fixture = try CursesFixture()
            defer { fixture.terminal.restore() }
            fixture.press("q")

            NcursesTerminal.pushBack(Array("j\u{1B}[Bl".utf8))
            let events = (0..<4).map { _ in fixture.terminal.nextEvent() }

            expect(events).to(
                equal([.key(.character("j")), .key(.down), .key(.character("l")), .key(.character("q"))]))
        }
    }

    @Suite("when the terminal speaks the kitty keyboard protocol")
    @MainActor
    struct KittyKeyboard {
        @Test("reads Escape sent as ESC [ 27 u at once, the next key not taken for Alt")
        func escapeAtOnce() throws {
            let fixture = try CursesFixture()
            defer { fixture.terminal.restore() }
            fixture.press("\u{1B}[27uj")

            let events = [fixture.terminal.nextEvent(), fixture.terminal.nextEvent()]

            expect(events).to(equal([.key(.escape), .key(.character("j"))]))
        }
    }

    @Suite("when the start-up question is reported to the log")
    struct DetectionReport {
        @Test("says how many answers came, in how many milliseconds, and which")
        func words() {
            let report = NcursesTerminal.detectionReport(
                replies: [.keyboardFlags(0), .primaryAttributes([62, 4])], elapsed: .microseconds(4_500))

            expect(report).to(
                equal(
                    "2 answers in 4.5 ms: [MyCardsUI.TerminalReply.keyboardFlags(0), "
                        + "MyCardsUI.TerminalReply.primaryAttributes([62, 4])]"))
        }

        @Test("is not asked before the terminal has been")
        @MainActor
        func notAsked() throws {
            let fixture = try CursesFixture()
            defer { fixture.terminal.restore() }

            expect(fixture.terminal.detectionReport).to(equal("not asked"))
        }
    }
}
