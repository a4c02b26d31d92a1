import CNcursesw
import Nimble
import Testing

@testable import MyCardsUI

@Suite("KeyDecoder")
struct KeyDecoderSpec {
    @Suite("when a key code arrives")
    struct KeyCodes {
        static let table: [(Int32, Key)] = [
            (KEY_UP, .up), (KEY_DOWN, .down), (KEY_LEFT, .left), (KEY_RIGHT, .right),
            (KEY_HOME, .home), (KEY_END, .end), (KEY_PPAGE, .pageUp), (KEY_NPAGE, .pageDown),
            (KEY_ENTER, .enter), (KEY_BACKSPACE, .backspace), (KEY_DC, .delete), (KEY_BTAB, .backTab),
            (KEY_F0 + 1, .function(1)), (KEY_F0 + 12, .function(12)), (KEY_F0 + 63, .function(63)),
        ]

        @Test("maps it to its key", arguments: table)
        func mapsKeyCode(code: Int32, key: Key) {
            var decoder = KeyDecoder()

            let outcome = decoder.decode(.keyCode(code))

            expect(outcome).to(equal(.key(key)))
        }

        @Test("asks for the new size on a resize")
        func resize() {
            var decoder = KeyDecoder()

            let outcome = decoder.decode(.keyCode(KEY_RESIZE))

            expect(outcome).to(equal(.resize))
        }

        @Test("asks for the mouse report on a mouse event")
        func mouse() {
            var decoder = KeyDecoder()

            let outcome = decoder.decode(.keyCode(KEY_MOUSE))

            expect(outcome).to(equal(.mouse))
        }

        @Test("ignores codes the app has no use for", arguments: [KEY_IC, KEY_F0, KEY_F0 + 64, KEY_SRIGHT])
        func ignoresUnknown(code: Int32) {
            var decoder = KeyDecoder()

            let outcome = decoder.decode(.keyCode(code))

            expect(outcome).to(equal(.ignored))
        }
    }

    @Suite("when a control character arrives")
    struct ControlCharacters {
        static let table: [(UInt32, Key)] = [
            (9, .tab), (10, .enter), (13, .enter), (127, .backspace), (8, .backspace),
            (1, .control("a")), (3, .control("c")), (19, .control("s")), (26, .control("z")),
            (7, .control("g")), (11, .control("k")), (12, .control("l")), (14, .control("n")),
        ]

        @Test("maps it to its key", arguments: table)
        func mapsControl(value: UInt32, key: Key) {
            var decoder = KeyDecoder()

            let outcome = decoder.decode(.character(value))

            expect(outcome).to(equal(.key(key)))
        }

        @Test("maps every Ctrl-letter but Tab, Enter and Backspace to .control")
        func everyLetter() {
            var decoder = KeyDecoder()
            let reserved: Set<UInt32> = [8, 9, 10, 13]
            let letters = (1...26).filter { !reserved.contains($0) }

            let keys = letters.map { decoder.decode(.character($0)) }

            let expected = letters.map { KeyDecoder.Outcome.key(.control(Character(Unicode.Scalar(96 + $0)!))) }
            expect(keys).to(equal(expected))
        }

        @Test("ignores the other C0 and C1 controls", arguments: [UInt32(0), 28, 31, 0x80, 0x9F])
        func ignoresOthers(value: UInt32) {
            var decoder = KeyDecoder()

            let outcome = decoder.decode(.character(value))

            expect(outcome).to(equal(.ignored))
        }
    }

    @Suite("when a printable character arrives")
    struct Printable {
        @Test("gives it as text", arguments: ["a", "Z", " ", "~", "é", "北", "😀"])
        func givesText(text: String) {
            var decoder = KeyDecoder()
            let scalar = text.unicodeScalars.first!

            let outcome = decoder.decode(.character(scalar.value))

            expect(outcome).to(equal(.key(.character(Character(text)))))
        }

        @Test("ignores values that are no Unicode scalar")
        func ignoresInvalid() {
            var decoder = KeyDecoder()

            let outcome = decoder.decode(.character(0x11_0000))

            expect(outcome).to(equal(.ignored))
        }
    }

    @Suite("when a character comes as UTF-16 surrogate halves")
    struct Surrogates {
        @Test("joins the two halves into one character")
        func joinsPair() {
            var decoder = KeyDecoder()

            let first = decoder.decode(.character(0xD83D))
            let second = decoder.decode(.character(0xDE00))

            expect(first).to(equal(.ignored))
            expect(second).to(equal(.key(.character("😀"))))
        }

        @Test("drops a low half without a high one")
        func dropsLoneLow() {
            var decoder = KeyDecoder()

            let outcome = decoder.decode(.character(0xDE00))

            expect(outcome).to(equal(.ignored))
        }

        @Test("forgets a high half followed by something else")
        func forgetsHigh() {
            var decoder = KeyDecoder()

            _ = decoder.decode(.character(0xD83D))
            let next = decoder.decode(.character(0x61))
            let low = decoder.decode(.character(0xDE00))

            expect(next).to(equal(.key(.character("a"))))
            expect(low).to(equal(.ignored))
        }

        @Test("forgets a high half followed by a key code")
        func forgetsHighOnKeyCode() {
            var decoder = KeyDecoder()

            _ = decoder.decode(.character(0xD83D))
            _ = decoder.decode(.keyCode(KEY_UP))
            let low = decoder.decode(.character(0xDE00))

            expect(low).to(equal(.ignored))
        }
    }
}
