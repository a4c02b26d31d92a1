import MyCardsUI
import Nimble
import Testing

/// Help everywhere: F1 where `?` is text, on menus, and a list that scrolls when the terminal is short.
extension AppFrameSpec {
    @Suite("when help is asked for")
    @MainActor
    struct Help {
        static let manyKeys = (1...12).map { KeyHint(keys: "k\($0)", label: "key number \($0)") }
        static let small = Size(width: 40, height: 12)

        /// A frame drawn at 40×12 over a screen with more keys than its help has rows, help open.
        static func openHelpWithManyKeys() -> AppFrameSpec {
            let spec = AppFrameSpec()
            spec.screen.keyHints = manyKeys
            _ = spec.render(small)
            spec.frame.handle(.key(.character("?")))
            return spec
        }

        @Test("opens on F1 even where ? is text")
        func f1InTextField() {
            let spec = AppFrameSpec()
            spec.screen.acceptsTextInput = true

            spec.frame.handle(.key(.function(1)))

            expect(spec.frame.isShowingHelp).to(beTrue())
            expect(spec.screen.events).to(beEmpty())
        }

        @Test("names F1 in the key bar where ? is text, ? elsewhere")
        func keyBarHint() {
            let spec = AppFrameSpec()
            let plain = spec.render(Size(width: 100, height: 32)).buffer.row(at: 31)
            spec.screen.acceptsTextInput = true

            let inField = spec.render(Size(width: 100, height: 32)).buffer.row(at: 31)

            expect(plain).to(endWith("? help"))
            expect(inField).to(endWith("F1 help"))
        }

        @Test("lists a menu's keys on ? over the menu, without choosing anything")
        func overMenu() {
            let spec = AppFrameSpec()
            var chosen: [Menu.Item?] = []
            let menu = Menu(
                title: "Photo source",
                items: [Menu.Item(key: "c", label: "Camera"), Menu.Item(key: "l", label: "Library")],
                theme: .monochrome)
            spec.navigation.showMenu(menu) { chosen.append($0) }

            spec.frame.handle(.key(.character("?")))
            let buffer = spec.render(Size(width: 100, height: 32)).buffer

            expect(chosen).to(beEmpty())
            expect(buffer.text()).to(contain("Help · Photo source"))
            expect(buffer.text()).to(contain("library"))
            expect(buffer.row(at: 31)).to(endWith("? help"))
        }

        @Test("shows every key at 40×12 by scrolling with ↓ and PgDn")
        func scrollsWhenShort() {
            let spec = Self.openHelpWithManyKeys()

            var seen = spec.render(Self.small).buffer.text()
            for key in [Key.down, .pageDown, .pageDown, .down] {
                spec.frame.handle(.key(key))
                seen += spec.render(Self.small).buffer.text()
            }

            for hint in Self.manyKeys + [.helpKeys, .quit] {
                expect(seen).to(contain(hint.keys + " "), description: hint.keys)
            }
            expect(spec.frame.isShowingHelp).to(beTrue())
            expect(spec.screen.events).to(beEmpty())
        }

        @Test("marks the top of a scrolled list and the rest below it")
        func snapshotScrolled() {
            let spec = Self.openHelpWithManyKeys()

            spec.frame.handle(.key(.down))

            Snapshot.expect(spec.render(Self.small).buffer, matches: "AppFrame-help-scrolled-40x12")
        }

        @Test("stops scrolling at the last key and still closes on another key")
        func clampsAndCloses() {
            let spec = Self.openHelpWithManyKeys()
            for _ in 0..<30 { spec.frame.handle(.key(.down)) }
            let last = spec.frame.helpFirstLine

            spec.frame.handle(.key(.character("x")))

            expect(last).to(equal(8))
            expect(spec.frame.isShowingHelp).to(beFalse())
        }

        @Test("closes on ↓ when every key fits")
        func arrowsCloseWhenAllFit() {
            let spec = AppFrameSpec()
            _ = spec.render(Size(width: 100, height: 32))
            spec.frame.handle(.key(.character("?")))

            spec.frame.handle(.key(.down))

            expect(spec.frame.isShowingHelp).to(beFalse())
        }
    }
}
