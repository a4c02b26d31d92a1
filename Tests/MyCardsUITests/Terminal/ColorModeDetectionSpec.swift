import Nimble
import Testing

@testable import MyCardsUI

@Suite("ColorModeDetection")
struct ColorModeDetectionSpec {
    @Suite("when NO_COLOR is looked at")
    struct NoColor {
        @Test("counts any non-empty value", arguments: ["1", "0", "yes"])
        func nonEmpty(value: String) {
            let wanted = ColorModeDetection.wantsNoColor(["NO_COLOR": value])

            expect(wanted).to(beTrue())
        }

        @Test("ignores an empty value")
        func empty() {
            let wanted = ColorModeDetection.wantsNoColor(["NO_COLOR": ""])

            expect(wanted).to(beFalse())
        }

        @Test("ignores its absence")
        func absent() {
            let wanted = ColorModeDetection.wantsNoColor(["TERM": "xterm-256color"])

            expect(wanted).to(beFalse())
        }
    }

    @Suite("when curses reports its colours")
    struct Modes {
        @Test("gives the 256 palette with 256 colours up to direct colour", arguments: [256, 16_777_215])
        func palette(colors: Int) {
            let mode = ColorModeDetection.mode(hasColors: true, colors: colors, colorPairs: 65_536)

            expect(mode).to(equal(.palette256))
        }

        @Test("gives 24-bit colour with a direct-colour entry's 2²⁴ colours")
        func trueColor() {
            let mode = ColorModeDetection.mode(hasColors: true, colors: 16_777_216, colorPairs: 65_536)

            expect(mode).to(equal(.trueColor))
        }

        @Test("gives the basic colours with 8 or 16", arguments: [8, 16, 88])
        func basic(colors: Int) {
            let mode = ColorModeDetection.mode(hasColors: true, colors: colors, colorPairs: 64)

            expect(mode).to(equal(.basic))
        }

        static let colorless: [(Bool, Int, Int)] = [(false, 256, 256), (true, 256, 0), (true, 2, 4)]

        @Test("gives monochrome without colours, pairs or enough colours", arguments: colorless)
        func monochrome(hasColors: Bool, colors: Int, pairs: Int) {
            let mode = ColorModeDetection.mode(hasColors: hasColors, colors: colors, colorPairs: pairs)

            expect(mode).to(equal(.monochrome))
        }
    }

    @Suite("when the terminal announces 24-bit colour")
    struct Announced {
        static let announcing: [(String, String)] = [
            ("xterm-256color", "xterm-direct"), ("tmux-256color", "tmux-direct"), ("alacritty", "alacritty-direct"),
        ]

        @Test("tries the direct-colour entry of TERM's family", arguments: announcing)
        func family(term: String, expected: String) {
            let entry = ColorModeDetection.directColorTerminal(["TERM": term, "COLORTERM": "truecolor"])

            expect(entry).to(equal(expected))
        }

        @Test("takes 24bit as well as truecolor, in any case")
        func spellings() {
            let entries = ["24bit", "TrueColor"].map {
                ColorModeDetection.directColorTerminal(["TERM": "xterm-256color", "COLORTERM": $0])
            }

            expect(entries).to(equal(["xterm-direct", "xterm-direct"]))
        }

        @Test("tries nothing when COLORTERM says something else or nothing", arguments: ["", "yes", "256color"])
        func notAnnounced(value: String) {
            let entry = ColorModeDetection.directColorTerminal(["TERM": "xterm-256color", "COLORTERM": value])

            expect(entry).to(beNil())
        }

        @Test("tries nothing when NO_COLOR is set")
        func noColorWins() {
            let entry = ColorModeDetection.directColorTerminal(
                ["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"])

            expect(entry).to(beNil())
        }

        @Test("tries nothing when TERM is a direct-colour entry already or unset", arguments: ["xterm-direct", ""])
        func alreadyDirect(term: String) {
            let entry = ColorModeDetection.directColorTerminal(["TERM": term, "COLORTERM": "truecolor"])

            expect(entry).to(beNil())
        }
    }
}
