import MyCardsUI
import Nimble
import Testing

@Suite("TextFieldState")
struct TextFieldStateSpec {
    static func typed(_ keys: [Key], into text: String = "") -> TextFieldState {
        var state = TextFieldState(text: text)
        for key in keys { state.handle(key) }
        return state
    }

    @Suite("when text is typed")
    struct Typing {
        @Test("inserts CJK characters and emoji as whole characters")
        func insertsWide() {
            let state = TextFieldStateSpec.typed([.character("北"), .character("😀"), .character("👩‍💻")])

            expect(state.text).to(equal("北😀👩‍💻"))
            expect(state.cursor).to(equal(3))
        }

        @Test("joins a combining mark to the letter before it")
        func joinsCombiningMark() {
            let state = TextFieldStateSpec.typed([.character("e"), .character("\u{301}"), .character("x")])

            expect(state.text).to(equal("e\u{301}x"))
            expect(state.text.count).to(equal(2))
            expect(state.cursor).to(equal(2))
        }

        @Test("takes only what fits under its maximum length")
        func stopsAtMaximumLength() {
            var state = TextFieldState(text: "北京", maximumLength: 5)

            state.paste("Tea 茶 House")
            state.handle(.character("x"))

            expect(state.text).to(equal("北京Tea"))
            expect(state.isFull).to(beTrue())
        }

        @Test("scrolls a very long text so the cursor shows at its end")
        func scrollsLongText() {
            var state = TextFieldState()
            state.paste(String(repeating: "北", count: 20_000) + "end")

            state.scrollToCursor(width: 20)

            expect(state.visible(width: 20).text).to(equal(String(repeating: "北", count: 8) + "end"))
            expect(state.visible(width: 20).cursorColumn).to(equal(19))
        }

        @Test("inserts at the cursor")
        func insertsAtCursor() {
            let state = TextFieldStateSpec.typed([.home, .right, .character("京")], into: "北茶")

            expect(state.text).to(equal("北京茶"))
            expect(state.cursor).to(equal(2))
        }
    }

    @Suite("when deleting")
    struct Deleting {
        @Test("backspace removes a whole character before the cursor")
        func backspaces() {
            let state = TextFieldStateSpec.typed([.backspace], into: "Café\u{301}👩‍💻")

            expect(state.text).to(equal("Café\u{301}"))
        }

        @Test("backspace removes a letter with its combining mark")
        func backspacesCombined() {
            let state = TextFieldStateSpec.typed([.backspace], into: "Cafe\u{301}")

            expect(state.text).to(equal("Caf"))
            expect(state.cursor).to(equal(3))
        }

        @Test("delete removes the character under the cursor")
        func deletesForward() {
            let state = TextFieldStateSpec.typed([.home, .delete], into: "北京")

            expect(state.text).to(equal("京"))
            expect(state.cursor).to(equal(0))
        }

        @Test("does nothing at the ends")
        func ignoresEnds() {
            let atStart = TextFieldStateSpec.typed([.home, .backspace], into: "ab")
            let atEnd = TextFieldStateSpec.typed([.delete], into: "ab")

            expect(atStart.text).to(equal("ab"))
            expect(atEnd.text).to(equal("ab"))
        }
    }

    @Suite("when the cursor moves")
    struct CursorMoves {
        @Test("steps by whole characters and stops at the ends")
        func steps() {
            let left = TextFieldStateSpec.typed([.left, .left, .left, .left], into: "e\u{301}😀京")
            let right = TextFieldStateSpec.typed([.home, .right, .right, .right, .right], into: "e\u{301}😀京")

            expect(left.cursor).to(equal(0))
            expect(right.cursor).to(equal(3))
        }

        @Test("jumps to the start and the end")
        func jumps() {
            let start = TextFieldStateSpec.typed([.home], into: "Tesco")
            let end = TextFieldStateSpec.typed([.home, .end], into: "Tesco")

            expect(start.cursor).to(equal(0))
            expect(end.cursor).to(equal(5))
        }

        @Test("leaves keys it does not use to the screen")
        func refusesOtherKeys() {
            var state = TextFieldState(text: "a")

            let used = [Key.enter, .tab, .up, .escape, .control("s")].map { state.handle($0) }

            expect(used).to(equal([false, false, false, false, false]))
            expect(state.text).to(equal("a"))
        }
    }

    @Suite("when the text is wider than the field")
    struct Scrolling {
        @Test("scrolls so the cursor at the end stays visible")
        func scrollsToEnd() {
            var state = TextFieldState(text: "北京茶店咖啡")

            state.scrollToCursor(width: 6)

            expect(state.scrollOffset).to(equal(4))
            expect(state.visible(width: 6).text).to(equal("咖啡"))
            expect(state.visible(width: 6).cursorColumn).to(equal(4))
        }

        @Test("scrolls back when the cursor goes home")
        func scrollsHome() {
            var state = TextFieldState(text: "北京茶店咖啡")
            state.scrollToCursor(width: 6)

            state.moveToStart()
            state.scrollToCursor(width: 6)

            expect(state.scrollOffset).to(equal(0))
            expect(state.visible(width: 6).text).to(equal("北京茶"))
        }

        @Test("keeps a wide character under the cursor whole")
        func keepsWideUnderCursor() {
            var state = TextFieldState(text: "abcd北")
            state.moveLeft()

            state.scrollToCursor(width: 5)

            expect(state.visible(width: 5).text).to(equal("bcd北"))
            expect(state.visible(width: 5).cursorColumn).to(equal(3))
        }

        @Test("pulls earlier text back in after deleting")
        func pullsBack() {
            var state = TextFieldState(text: "abcdefgh")
            state.scrollToCursor(width: 5)

            state.backspace()
            state.backspace()
            state.backspace()
            state.scrollToCursor(width: 5)

            expect(state.scrollOffset).to(equal(1))
            expect(state.visible(width: 5).text).to(equal("bcde"))
        }
    }

    @Test("replaces the text and puts the cursor at its end")
    func setsText() {
        var state = TextFieldStateSpec.typed([.home], into: "old")

        state.setText("Tesco")

        expect(state.text).to(equal("Tesco"))
        expect(state.cursor).to(equal(5))
    }
}
