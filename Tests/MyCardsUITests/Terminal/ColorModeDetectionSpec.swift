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
        @Test("gives the 256 palette with 256 colours or more", arguments: [256, 16_777_216])
        func palette(colors: Int) {
            let mode = ColorModeDetection.mode(hasColors: true, colors: colors, colorPairs: 65_536)

            expect(mode).to(equal(.palette256))
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
}
