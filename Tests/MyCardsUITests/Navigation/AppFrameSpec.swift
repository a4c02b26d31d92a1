import MyCardsUI
import Nimble
import Testing

@MainActor
@Suite("AppFrame")
struct AppFrameSpec {
    let screen = ScreenSpy(
        title: "Cards",
        keyHints: [
            KeyHint(keys: "↑↓←→", label: "move"), KeyHint(keys: "Enter", label: "open"),
            KeyHint(keys: "n", label: "new"), KeyHint(keys: "r", label: "reload"), KeyHint(keys: "q", label: "quit"),
        ])
    let navigation: NavigationStack
    let frame: AppFrame

    init() {
        navigation = NavigationStack(root: screen)
        frame = AppFrame(architecture: "MVC", navigation: navigation, theme: .monochrome)
    }

    func render(_ size: Size) -> (buffer: ScreenBuffer, cursor: Point?) {
        var buffer = ScreenBuffer(size: size)
        let cursor = frame.render(into: &buffer)
        return (buffer, cursor)
    }

    @Suite("when drawing a frame")
    @MainActor
    struct Drawing {
        let spec = AppFrameSpec()

        @Test("puts title, screen, status and key bar together at 100×32")
        func composesWide() {
            spec.frame.setStatus("Downloading cards…", busy: true)

            let buffer = spec.render(Size(width: 100, height: 32)).buffer

            Snapshot.expect(buffer, matches: "AppFrame-100x32")
        }

        @Test("fits the smallest terminal")
        func composesSmall() {
            spec.frame.setStatus("3 cards")

            let buffer = spec.render(Size(width: 40, height: 12)).buffer

            Snapshot.expect(buffer, matches: "AppFrame-40x12")
        }

        @Test("draws a modal over the screen and shows its keys")
        func drawsModal() {
            spec.navigation.confirm("Delete card “Tesco”?", theme: .monochrome) { _ in }

            let buffer = spec.render(Size(width: 100, height: 32)).buffer

            Snapshot.expect(buffer, matches: "AppFrame-modal-100x32")
        }

        @Test("returns the screen's cursor")
        func returnsCursor() {
            spec.screen.acceptsTextInput = true

            let cursor = spec.render(Size(width: 100, height: 32)).cursor

            expect(cursor).to(equal(Point(x: 1, y: 4)))
        }

        @Test("moves the spinner only while busy, and asks for a redraw")
        func spins() {
            var redraws = 0
            spec.frame.onChange = { redraws += 1 }
            spec.frame.advanceSpinner()
            spec.frame.setStatus("Downloading cards…", busy: true)

            spec.frame.advanceSpinner()

            expect(spec.frame.spinner.tick).to(equal(1))
            expect(redraws).to(equal(2))
            expect(spec.render(Size(width: 40, height: 12)).buffer.row(at: 10)).to(equal(" / Downloading cards…"))
        }

        @Test("draws an error status in the error style")
        func stylesErrors() {
            spec.frame.setStatus("Offline: connection refused", isError: true)

            let buffer = spec.render(Size(width: 40, height: 12)).buffer

            expect(buffer[1, 10].style).to(equal(Theme.monochrome.error))
        }
    }

    @Suite("when the terminal is too small")
    @MainActor
    struct TooSmall {
        let spec = AppFrameSpec()

        @Test("shows only the message", arguments: [Size(width: 39, height: 12), Size(width: 40, height: 11)])
        func showsOnlyMessage(size: Size) {
            let buffer = spec.render(size).buffer

            let lines = buffer.text().split(separator: "\n").map { $0.trimmingPrefix(while: { $0 == " " }) }
            expect(lines).to(equal(["Terminal too small (need 40×12)"]))
            expect(spec.screen.renderCount).to(equal(0))
        }

        @Test("ignores keys the user cannot see")
        func ignoresKeys() {
            _ = spec.render(Size(width: 39, height: 12))

            let used = spec.frame.handle(.key(.character("n")))

            expect(used).to(beFalse())
            expect(spec.screen.events).to(beEmpty())
        }

        @Test("still quits on Ctrl-C")
        func quits() {
            var quits = 0
            spec.frame.onQuit = { quits += 1 }
            spec.frame.handle(.resize(Size(width: 20, height: 5)))

            spec.frame.handle(.key(.control("c")))

            expect(quits).to(equal(1))
        }

        @Test("still suspends on Ctrl-Z")
        func suspends() {
            var suspensions = 0
            spec.frame.onSuspend = { suspensions += 1 }
            spec.frame.handle(.resize(Size(width: 20, height: 5)))

            spec.frame.handle(.key(.control("z")))

            expect(suspensions).to(equal(1))
            expect(spec.screen.events).to(beEmpty())
        }

        @Test("restores the screen with the typed text when enlarged")
        func restoresTypedText() {
            spec.screen.acceptsTextInput = true
            _ = spec.render(Size(width: 100, height: 32))
            for character in "Caffè 北京 😀" { spec.frame.handle(.key(.character(character))) }
            spec.frame.handle(.resize(Size(width: 39, height: 12)))
            _ = spec.render(Size(width: 39, height: 12))
            spec.frame.handle(.key(.character("x")))

            spec.frame.handle(.resize(Size(width: 100, height: 32)))
            let buffer = spec.render(Size(width: 100, height: 32)).buffer

            expect(spec.screen.field.text).to(equal("Caffè 北京 😀"))
            expect(buffer.row(at: 4)).to(equal(" Caffè 北京 😀"))
        }
    }

    @Suite("when routing input")
    @MainActor
    struct Routing {
        let spec = AppFrameSpec()

        @Test("opens help on ? and lists the screen's keys")
        func opensHelp() {
            let used = spec.frame.handle(.key(.character("?")))

            let buffer = spec.render(Size(width: 100, height: 32)).buffer

            expect(used).to(beTrue())
            expect(spec.frame.isShowingHelp).to(beTrue())
            expect(spec.screen.events).to(beEmpty())
            expect(buffer.text()).to(contain("Ctrl-C  quit from anywhere"))
            Snapshot.expect(buffer, matches: "AppFrame-help-100x32")
        }

        @Test("closes help on any key without passing it on")
        func closesHelp() {
            spec.frame.handle(.key(.character("?")))

            spec.frame.handle(.key(.character("q")))

            expect(spec.frame.isShowingHelp).to(beFalse())
            expect(spec.screen.events).to(beEmpty())
        }

        @Test("closes help on a click but not on the wheel")
        func closesHelpOnClick() {
            spec.frame.handle(.key(.character("?")))

            let wheel = spec.frame.handle(.mouse(MouseEvent(kind: .wheelDown, position: .zero)))
            let stayed = spec.frame.isShowingHelp
            spec.frame.handle(.mouse(MouseEvent(kind: .click, position: .zero)))

            expect(wheel).to(beFalse())
            expect(stayed).to(beTrue())
            expect(spec.frame.isShowingHelp).to(beFalse())
        }

        @Test("hides the cursor while help is open")
        func hidesCursorUnderHelp() {
            spec.screen.acceptsTextInput = true
            spec.screen.acceptsTextInput = false
            spec.frame.handle(.key(.character("?")))

            expect(spec.render(Size(width: 100, height: 32)).cursor).to(beNil())
        }

        @Test("gives ? to a focused text field")
        func typesQuestionMark() {
            spec.screen.acceptsTextInput = true

            spec.frame.handle(.key(.character("?")))

            expect(spec.frame.isShowingHelp).to(beFalse())
            expect(spec.screen.field.text).to(equal("?"))
        }

        @Test("gives a modal the input before the screen")
        func routesToModal() {
            var answers: [ConfirmDialog.Result] = []
            spec.navigation.confirm("Discard changes?", theme: .monochrome) { answers.append($0) }

            spec.frame.handle(.key(.character("x")))
            spec.frame.handle(.key(.character("y")))

            expect(answers).to(equal([.yes]))
            expect(spec.frame.isShowingHelp).to(beFalse())
            expect(spec.screen.events).to(beEmpty())
        }

        @Test("passes other events to the top screen")
        func routesToScreen() {
            let used = spec.frame.handle(.key(.enter))

            expect(used).to(beTrue())
            expect(spec.screen.events).to(equal([.key(.enter)]))
        }

        @Test("quits on Ctrl-C even over help")
        func quitsOverHelp() {
            var quits = 0
            spec.frame.onQuit = { quits += 1 }
            spec.frame.handle(.key(.character("?")))

            spec.frame.handle(.key(.control("c")))

            expect(quits).to(equal(1))
        }
    }
}
