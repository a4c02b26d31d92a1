import Nimble
import Testing

@testable import MyCardsUI

/// Keys in the kitty keyboard protocol, as curses hands them over: characters, Escape first.
@Suite("KeyDecoder with the kitty keyboard protocol")
struct KittyKeySpec {
    @Test(
        "decodes the key at once, with no Escape held",
        arguments: [
            ("\u{1B}[27u", Key.escape), ("\u{1B}[98;3u", .meta(.character("b"))),
            ("\u{1B}[102;3u", .meta(.character("f"))),
            ("\u{1B}[127;3u", .meta(.backspace)), ("\u{1B}[99;5u", .control("c")), ("\u{1B}[122;5u", .control("z")),
            ("\u{1B}[13u", .enter), ("\u{1B}[97;2u", .character("A")),
        ])
    func decodes(sequence: String, key: Key) {
        var decoder = KeyDecoder()
        var outcomes: [KeyDecoder.Outcome] = []

        for scalar in sequence.unicodeScalars { outcomes.append(decoder.decode(.character(scalar.value))) }

        expect(outcomes.last).to(equal(.key(key)))
        expect(outcomes.dropLast().allSatisfy { $0 == .ignored }).to(beTrue())
    }

    @Test("leaves nothing waiting after Escape, so the next key is not read as Alt")
    func nothingHeld() {
        var decoder = KeyDecoder()
        for scalar in "\u{1B}[27u".unicodeScalars { _ = decoder.decode(.character(scalar.value)) }

        expect(decoder.decode(.character(UInt32(("j" as Unicode.Scalar).value)))).to(equal(.key(.character("j"))))
    }
}
