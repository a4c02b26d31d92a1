import CNcursesw
import Nimble
import Testing

@testable import MyCardsUI

extension NcursesTerminalSpec {
    @Suite("when keys come as terminals send them")
    @MainActor
    struct KeySequences {
        @Test("reads Escape and a letter sent together as one Meta key")
        func metaKey() throws {
            let fixture = try CursesFixture()
            defer { fixture.terminal.restore() }
            fixture.press("\u{1B}y\u{1B}\u{7F}")

            let events = (0..<3).map { _ in fixture.terminal.nextEvent() }

            expect(events).to(equal([.key(.meta(.character("y"))), .key(.meta(.backspace)), nil]))
        }

        @Test("reads Escape alone as Escape")
        func loneEscape() throws {
            let fixture = try CursesFixture()
            defer { fixture.terminal.restore() }
            fixture.press("\u{1B}")

            let events = [fixture.terminal.nextEvent(), fixture.terminal.nextEvent()]

            expect(events).to(equal([.key(.escape), nil]))
        }

        @Test("reads a bracketed paste as text, not keys")
        func bracketedPaste() throws {
            let fixture = try CursesFixture()
            defer { fixture.terminal.restore() }
            fixture.press("\u{1B}[200~Pasted\tTab\rNewline 東京\u{1B}[201~x")

            let events = (0..<3).map { _ in fixture.terminal.nextEvent() }

            expect(events).to(equal([.paste("Pasted\tTab\rNewline 東京"), .key(.character("x")), nil]))
        }

        @Test("gives the keys typed before a resize first, then the new size")
        func keysBeforeResize() throws {
            let fixture = try CursesFixture()
            defer { fixture.terminal.restore() }
            fixture.press("eab")
            _ = resizeterm(10, 30)

            let events = (0..<5).map { _ in fixture.terminal.nextEvent() }

            expect(events).to(
                equal([
                    .key(.character("e")), .key(.character("a")), .key(.character("b")),
                    .resize(Size(width: 30, height: 10)), nil,
                ]))
        }
    }
}
