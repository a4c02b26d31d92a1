import CNcursesw
import Nimble
import Testing

@testable import MyCardsUI

extension KeyDecoderSpec {
    @Suite("when Escape comes with another key")
    struct Meta {
        @Test("makes one Meta key of Escape and a letter")
        func metaLetter() {
            var decoder = KeyDecoder()

            let escape = decoder.decode(.character(27))
            let letter = decoder.decode(.character(0x79))

            expect(escape).to(equal(.ignored))
            expect(letter).to(equal(.key(.meta(.character("y")))))
            expect(decoder.inputExhausted()).to(beNil())
        }

        @Test("makes Meta-Backspace of Escape and DEL")
        func metaBackspace() {
            var decoder = KeyDecoder()

            _ = decoder.decode(.character(27))
            let outcome = decoder.decode(.character(127))

            expect(outcome).to(equal(.key(.meta(.backspace))))
        }

        @Test("gives a plain Escape when nothing follows it")
        func loneEscape() {
            var decoder = KeyDecoder()

            _ = decoder.decode(.character(27))
            let outcome = decoder.inputExhausted()

            expect(outcome).to(equal(.key(.escape)))
            expect(decoder.inputExhausted()).to(beNil())
        }

        @Test("gives Escape for the first of two and keeps the second waiting")
        func doubleEscape() {
            var decoder = KeyDecoder()

            _ = decoder.decode(.character(27))
            let first = decoder.decode(.character(27))
            let second = decoder.decode(.character(0x62))

            expect(first).to(equal(.key(.escape)))
            expect(second).to(equal(.key(.meta(.character("b")))))
        }

        @Test("lets a resize through and keeps the Escape waiting")
        func resizeBetween() {
            var decoder = KeyDecoder()

            _ = decoder.decode(.character(27))
            let resize = decoder.decode(.keyCode(KEY_RESIZE))

            expect(resize).to(equal(.resize))
            expect(decoder.inputExhausted()).to(equal(.key(.escape)))
        }
    }

    @Suite("when the terminal brackets a paste")
    struct Paste {
        static func decode(_ inputs: [RawKeyInput]) -> [KeyDecoder.Outcome] {
            var decoder = KeyDecoder()
            return inputs.map { decoder.decode($0) }
        }

        static func characters(_ text: String) -> [RawKeyInput] {
            text.unicodeScalars.map { .character($0.value) }
        }

        @Test("gives the text between the markers as one paste, tabs and line ends kept")
        func wholePaste() {
            let inputs =
                [.keyCode(KeyDecoder.pasteStartCode)] + Self.characters("Pasted\tTab\nNewline 東京")
                + [.keyCode(KeyDecoder.pasteEndCode)]

            let outcomes = Self.decode(inputs)

            expect(outcomes.last).to(equal(.paste("Pasted\tTab\nNewline 東京")))
            expect(outcomes.dropLast()).to(allPass(equal(.ignored)))
        }

        @Test("keeps Escape, Ctrl keys and Enter inside a paste from acting as keys")
        func noKeysInside() {
            let inputs =
                [.keyCode(KeyDecoder.pasteStartCode)] + Self.characters("a\u{1B}y\u{13}\rb")
                + [.keyCode(KeyDecoder.pasteEndCode)]

            let outcomes = Self.decode(inputs)

            expect(outcomes.last).to(equal(.paste("ay\rb")))
        }

        @Test("decodes keys normally after the paste")
        func keysAfter() {
            let outcomes = Self.decode([
                .keyCode(KeyDecoder.pasteStartCode), .character(0x61), .keyCode(KeyDecoder.pasteEndCode),
                .character(9),
            ])

            expect(outcomes.last).to(equal(.key(.tab)))
        }

        @Test("keeps only the start of a runaway paste")
        func limit() {
            var decoder = KeyDecoder()
            _ = decoder.decode(.keyCode(KeyDecoder.pasteStartCode))
            for _ in 0...KeyDecoder.pasteLimit { _ = decoder.decode(.character(0x61)) }

            let outcome = decoder.decode(.keyCode(KeyDecoder.pasteEndCode))

            expect(outcome).to(equal(.paste(String(repeating: "a", count: KeyDecoder.pasteLimit))))
        }
    }
}
