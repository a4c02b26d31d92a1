import MyCardsUI
import Nimble
import Testing

extension TextFieldStateSpec {
    @Suite("when Meta keys edit by word")
    struct Words {
        @Test("Meta-b moves to the start of the word, then of the one before")
        func wordLeft() {
            let once = TextFieldStateSpec.typed([.meta(.character("b"))], into: "Café Aurora-north")
            let twice = TextFieldStateSpec.typed(
                [.meta(.character("b")), .meta(.character("b"))], into: "Café Aurora-north")

            expect(once.cursor).to(equal(12))
            expect(twice.cursor).to(equal(5))
        }

        @Test("Meta-f moves to the end of the word, then of the next one")
        func wordRight() {
            let once = TextFieldStateSpec.typed([.home, .meta(.character("f"))], into: "Café Aurora")
            let twice = TextFieldStateSpec.typed(
                [.home, .meta(.character("f")), .meta(.character("f"))], into: "Café Aurora")

            expect(once.cursor).to(equal(4))
            expect(twice.cursor).to(equal(11))
        }

        @Test("Meta-Backspace deletes the word before the cursor and the spaces after it")
        func deleteWord() {
            let state = TextFieldStateSpec.typed([.meta(.backspace)], into: "北京 Peking Duck  ")

            expect(state.text).to(equal("北京 Peking "))
            expect(state.cursor).to(equal(10))
        }

        @Test("leaves other Meta keys to the owner", arguments: [Key.meta(.character("y")), .meta(.character("x"))])
        func othersUnused(key: Key) {
            var state = TextFieldState(text: "Café")

            let used = state.handle(key)

            expect(used).to(beFalse())
            expect(state.text).to(equal("Café"))
        }
    }

    @Suite("when text is pasted")
    struct Pasting {
        @Test("inserts it at the cursor with tabs and line ends as spaces")
        func flattens() {
            var state = TextFieldState(text: "[]")
            state.moveLeft()

            state.paste("Pasted\tTab\r\nNewline\n東京")

            expect(state.text).to(equal("[Pasted Tab Newline 東京]"))
            expect(state.cursor).to(equal(22))
        }
    }
}
