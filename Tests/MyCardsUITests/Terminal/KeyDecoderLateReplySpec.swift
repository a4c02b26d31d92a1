import CNcursesw
import Nimble
import Testing

@testable import MyCardsUI

/// Answers to the start-up questions that arrive after the probe stopped waiting reach curses as characters.
@Suite("KeyDecoder")
struct KeyDecoderLateReplySpec {
    /// Every key the decoder makes of `text`, as curses would hand it over byte by byte, then with input exhausted.
    static func keys(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        var keys: [Key] = []
        for scalar in text.unicodeScalars {
            if case .key(let key) = decoder.decode(.character(scalar.value)) { keys.append(key) }
        }
        if case .key(let key)? = decoder.inputExhausted() { keys.append(key) }
        return keys
    }

    @Suite("when a late answer arrives")
    struct LateAnswers {
        @Test(
            "makes no key of it",
            arguments: [
                "\u{1B}[?63;1;2;4;6;9;15;16;22;28c", "\u{1B}_Gi=31;OK\u{1B}\\", "\u{1B}P>|XTerm(379)\u{1B}\\",
                "\u{1B}[6;18;9t", "\u{1B}[?1;0;1024S", "\u{1B}[?0u",
            ])
        func dropsAnswer(answer: String) {
            expect(keys(answer)).to(beEmpty())
        }

        @Test("reads the keys typed after it")
        func keysAfter() {
            expect(keys("\u{1B}[?62;c" + "jq")).to(equal([.character("j"), .character("q")]))
        }
    }

    @Suite("when the user presses Alt keys")
    struct AltKeys {
        @Test("still makes Alt-b, Alt-f and Escape")
        func altKeysWork() {
            expect(keys("\u{1B}b\u{1B}f\u{1B}")).to(equal([.meta(.character("b")), .meta(.character("f")), .escape]))
        }

        @Test("reads the key typed after Alt-P, which no answer follows with it")
        func altPThenKey() {
            expect(keys("\u{1B}Pj")).to(equal([.character("j")]))
        }
    }
}
