import CNcursesw
import Nimble
import Testing

@testable import MyCardsUI

@Suite("NcursesTerminal", .serialized)
@MainActor
struct NcursesTerminalSpec {
    @Suite("when set up for an xterm-256color")
    @MainActor
    struct SetUp {
        @Test("uses the 256 palette and terminfo's size")
        func palette() throws {
            let fixture = try CursesFixture()
            defer { fixture.terminal.restore() }

            expect(fixture.terminal.colorMode).to(equal(.palette256))
            expect(fixture.terminal.size).to(equal(Size(width: 80, height: 24)))
        }

        @Test("goes monochrome when NO_COLOR is set")
        func noColor() throws {
            let fixture = try CursesFixture(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"])
            defer { fixture.terminal.restore() }

            expect(fixture.terminal.colorMode).to(equal(.monochrome))
        }

        @Test("arms the crash guard until restored")
        func guardArmed() throws {
            let fixture = try CursesFixture()

            let armedWhileRunning = TerminalGuard.isArmed
            fixture.terminal.restore()

            expect(armedWhileRunning).to(beTrue())
            expect(TerminalGuard.isArmed).to(beFalse())
        }
    }

    @Suite("when curses cannot open the screen")
    @MainActor
    struct Unknown {
        @Test("throws naming the TERM")
        func throwsUnknown() {
            expect {
                try NcursesTerminal(environment: ["TERM": "vt-nowhere"], outputDescriptor: -1) { nil }
            }.to(throwError(TerminalError.unknownTerminal("vt-nowhere")))
        }
    }

    @Suite("when a buffer is presented")
    @MainActor
    struct Presenting {
        @Test("puts wide characters in their cells")
        func wide() throws {
            let fixture = try CursesFixture()
            defer { fixture.terminal.restore() }
            var buffer = ScreenBuffer(size: fixture.terminal.size)
            buffer.write("a北", at: Point(x: 2, y: 1))

            fixture.terminal.present(buffer, cursor: nil)

            expect(fixture.cell(at: Point(x: 2, y: 1)).character).to(equal("a"))
            expect(fixture.cell(at: Point(x: 3, y: 1)).character).to(equal("北"))
        }

        @Test("gives cells their attributes and palette colours")
        func styles() throws {
            let fixture = try CursesFixture()
            defer { fixture.terminal.restore() }
            var buffer = ScreenBuffer(size: fixture.terminal.size)
            let style = Style(foreground: .palette(196), background: .palette(21), attributes: [.bold])
            buffer.write("x", at: .zero, style: style)

            fixture.terminal.present(buffer, cursor: nil)

            let cell = fixture.cell(at: .zero)
            expect(cell.attributes).to(equal(mycards_attr_bold()))
            expect([cell.foreground, cell.background]).to(equal([196, 21]))
        }

        @Test("reaches colour pairs above 255")
        func manyPairs() throws {
            let fixture = try CursesFixture()
            defer { fixture.terminal.restore() }
            var buffer = ScreenBuffer(size: fixture.terminal.size)
            for index in 0..<300 {
                let style = Style(foreground: .palette(UInt8(index % 256)), background: .palette(UInt8(index / 256)))
                buffer.put("▀", at: Point(x: index % 80, y: index / 80), style: style)
            }

            fixture.terminal.present(buffer, cursor: nil)

            let last = fixture.cell(at: Point(x: 299 % 80, y: 299 / 80))
            expect([last.foreground, last.background]).to(equal([43, 1]))
        }

        @Test("draws only what changed on the next frame")
        func changesOnly() throws {
            let fixture = try CursesFixture()
            defer { fixture.terminal.restore() }
            var first = ScreenBuffer(size: fixture.terminal.size)
            first.write("old", at: .zero)
            fixture.terminal.present(first, cursor: nil)
            var second = ScreenBuffer(size: fixture.terminal.size)
            second.write("new", at: .zero)

            fixture.terminal.present(second, cursor: nil)

            expect(fixture.cell(at: .zero).character).to(equal("n"))
        }

        @Test("moves the cursor where asked")
        func cursor() throws {
            let fixture = try CursesFixture()
            defer { fixture.terminal.restore() }

            fixture.terminal.present(ScreenBuffer(size: fixture.terminal.size), cursor: Point(x: 5, y: 3))

            expect(fixture.cursor).to(equal(Point(x: 5, y: 3)))
        }

        @Test("does nothing once restored")
        func afterRestore() throws {
            let fixture = try CursesFixture()
            fixture.terminal.restore()
            var buffer = ScreenBuffer(size: fixture.terminal.size)
            buffer.write("late", at: .zero)

            fixture.terminal.present(buffer, cursor: nil)

            expect(fixture.cell(at: .zero).character).toNot(equal("l"))
        }
    }

    @Suite("when keys arrive")
    @MainActor
    struct Keys {
        @Test("decodes them in order, then reports nothing pending")
        func decodes() throws {
            let fixture = try CursesFixture()
            defer { fixture.terminal.restore() }
            fixture.press("a\u{1B}OA\u{13}北")

            let events = (0..<5).map { _ in fixture.terminal.nextEvent() }

            expect(events).to(
                equal([
                    .key(.character("a")), .key(.up), .key(.control("s")), .key(.character("北")), nil,
                ]))
        }

        @Test("decodes a mouse report")
        func mouse() throws {
            let fixture = try CursesFixture()
            defer { fixture.terminal.restore() }
            fixture.press("\u{1B}[<64;5;3M")

            let event = fixture.terminal.nextEvent()

            expect(event).to(equal(.mouse(MouseEvent(kind: .wheelUp, position: Point(x: 4, y: 2)))))
        }

        @Test("reports nothing once restored")
        func afterRestore() throws {
            let fixture = try CursesFixture()
            fixture.press("a")
            fixture.terminal.restore()

            let event = fixture.terminal.nextEvent()

            expect(event).to(beNil())
        }
    }

    @Suite("when the screen is resized")
    @MainActor
    struct Resizing {
        @Test("reports the new size once")
        func reportsResize() throws {
            let fixture = try CursesFixture()
            defer { fixture.terminal.restore() }
            _ = resizeterm(30, 100)

            let events = [fixture.terminal.nextEvent(), fixture.terminal.nextEvent()]

            expect(events).to(equal([.resize(Size(width: 100, height: 30)), nil]))
            expect(fixture.terminal.size).to(equal(Size(width: 100, height: 30)))
        }
    }
}
