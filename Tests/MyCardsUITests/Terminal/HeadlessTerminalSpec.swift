import MyCardsUI
import Nimble
import Testing

@Suite("HeadlessTerminal")
@MainActor
struct HeadlessTerminalSpec {
    @Suite("when it is made")
    @MainActor
    struct Made {
        @Test("has the size and colour mode given and a blank screen")
        func initialState() {
            let terminal = HeadlessTerminal(size: Size(width: 10, height: 3), colorMode: .basic)

            expect(terminal.size).to(equal(Size(width: 10, height: 3)))
            expect(terminal.colorMode).to(equal(.basic))
            expect(terminal.snapshot()).to(equal("\n\n"))
            expect(terminal.cursor).to(beNil())
        }

        @Test("is 80×24 in 256 colours by default")
        func defaults() {
            let terminal = HeadlessTerminal()

            expect(terminal.size).to(equal(Size(width: 80, height: 24)))
            expect(terminal.colorMode).to(equal(.palette256))
        }

        @Test("has no input pending")
        func noInput() {
            let terminal = HeadlessTerminal()

            expect(terminal.nextEvent()).to(beNil())
        }
    }

    @Suite("when a buffer is presented")
    @MainActor
    struct Presenting {
        @Test("keeps it with the cursor and shows it as text")
        func keepsBuffer() {
            let terminal = HeadlessTerminal(size: Size(width: 6, height: 2))
            var buffer = ScreenBuffer(size: terminal.size)
            buffer.write("Cards", at: Point(x: 1, y: 1))

            terminal.present(buffer, cursor: Point(x: 2, y: 1))

            expect(terminal.screen).to(equal(buffer))
            expect(terminal.cursor).to(equal(Point(x: 2, y: 1)))
            expect(terminal.snapshot()).to(equal("\n Cards"))
            expect(terminal.presentCount).to(equal(1))
        }
    }

    @Suite("when input is sent")
    @MainActor
    struct Input {
        @Test("gives the events back in order, then nil")
        func inOrder() {
            let terminal = HeadlessTerminal()
            terminal.send(.up)
            terminal.send(.mouse(MouseEvent(kind: .wheelDown, position: .zero)))

            let events = [terminal.nextEvent(), terminal.nextEvent(), terminal.nextEvent()]

            expect(events).to(equal([.key(.up), .mouse(MouseEvent(kind: .wheelDown, position: .zero)), nil]))
        }

        @Test("types text as one key per character, newline and tab as Enter and Tab")
        func typesText() {
            let terminal = HeadlessTerminal()

            terminal.type("a北\t\n")

            expect(terminal.pendingEvents).to(
                equal([
                    .key(.character("a")), .key(.character("北")), .key(.tab), .key(.enter),
                ]))
        }

        @Test("clicks at a cell")
        func clicks() {
            let terminal = HeadlessTerminal()

            terminal.click(at: Point(x: 4, y: 2))

            expect(terminal.nextEvent()).to(equal(.mouse(MouseEvent(kind: .click, position: Point(x: 4, y: 2)))))
        }
    }

    @Suite("when it is resized")
    @MainActor
    struct Resizing {
        @Test("takes the new size at once and queues a resize event")
        func resizes() {
            let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))

            terminal.resize(to: Size(width: 40, height: 12))

            expect(terminal.size).to(equal(Size(width: 40, height: 12)))
            expect(terminal.nextEvent()).to(equal(.resize(Size(width: 40, height: 12))))
        }
    }

    @Suite("when it is restored")
    @MainActor
    struct Restoring {
        @Test("counts each call")
        func counts() {
            let terminal = HeadlessTerminal()

            terminal.restore()
            terminal.restore()

            expect(terminal.restoreCount).to(equal(2))
        }
    }

    @Suite("when the colour mode is changed")
    @MainActor
    struct ColorModeChange {
        @Test("reports the new mode")
        func reports() {
            let terminal = HeadlessTerminal()

            terminal.colorMode = .monochrome

            expect(terminal.colorMode).to(equal(.monochrome))
        }
    }
}
