import Nimble
import Testing

@testable import MyCardsUI

@Suite("ColorPairCache")
struct ColorPairCacheSpec {
    @Suite("when a colour combination is first asked for")
    struct FirstUse {
        @Test("hands out a new pair with the curses colours")
        func newPair() {
            var cache = ColorPairCache(colorPairs: 256, colorCount: 256, defaultColorsAvailable: true)

            let lookup = cache.pair(foreground: .palette(196), background: .palette(21))

            expect(lookup).to(equal(.new(1, foreground: 196, background: 21)))
        }

        @Test("numbers further combinations in turn")
        func numbersInTurn() {
            var cache = ColorPairCache(colorPairs: 256, colorCount: 256, defaultColorsAvailable: true)

            _ = cache.pair(foreground: .palette(1), background: .terminalDefault)
            let second = cache.pair(foreground: .palette(2), background: .terminalDefault)

            expect(second).to(equal(.new(2, foreground: 2, background: -1)))
        }

        @Test("uses pair 0 for the terminal's default colours")
        func defaultPair() {
            var cache = ColorPairCache(colorPairs: 256, colorCount: 256, defaultColorsAvailable: true)

            let lookup = cache.pair(foreground: .terminalDefault, background: .terminalDefault)

            expect(lookup).to(equal(.existing(0)))
        }
    }

    @Suite("when a combination is asked for again")
    struct Reuse {
        @Test("reuses its pair")
        func reuses() {
            var cache = ColorPairCache(colorPairs: 256, colorCount: 256, defaultColorsAvailable: true)
            _ = cache.pair(foreground: .palette(10), background: .palette(20))

            let again = cache.pair(foreground: .palette(10), background: .palette(20))

            expect(again).to(equal(.existing(1)))
        }
    }

    @Suite("when every pair is in use")
    struct Exhausted {
        @Test("starts the numbering over and says so through the generation")
        func startsOver() {
            var cache = ColorPairCache(colorPairs: 3, colorCount: 256, defaultColorsAvailable: true)
            _ = cache.pair(foreground: .palette(1), background: .palette(0))
            _ = cache.pair(foreground: .palette(2), background: .palette(0))

            let third = cache.pair(foreground: .palette(3), background: .palette(0))

            expect(third).to(equal(.new(1, foreground: 3, background: 0)))
            expect(cache.generation).to(equal(1))
        }

        @Test("forgets the pairs it had")
        func forgets() {
            var cache = ColorPairCache(colorPairs: 2, colorCount: 256, defaultColorsAvailable: true)
            _ = cache.pair(foreground: .palette(1), background: .palette(0))
            _ = cache.pair(foreground: .palette(2), background: .palette(0))

            let first = cache.pair(foreground: .palette(1), background: .palette(0))

            expect(first).to(equal(.new(1, foreground: 1, background: 0)))
        }

        @Test("gives pair 0 when the terminal has no pairs at all")
        func noPairs() {
            var cache = ColorPairCache(colorPairs: 0, colorCount: 0, defaultColorsAvailable: false)

            let lookup = cache.pair(foreground: .palette(1), background: .palette(2))

            expect(lookup).to(equal(.existing(0)))
        }
    }

    @Suite("when the terminal cannot keep its own default colours")
    struct NoDefaultColors {
        @Test("draws the default as white on black")
        func whiteOnBlack() {
            var cache = ColorPairCache(colorPairs: 64, colorCount: 8, defaultColorsAvailable: false)

            let lookup = cache.pair(foreground: .terminalDefault, background: .palette(4))

            expect(lookup).to(equal(.new(1, foreground: 7, background: 4)))
        }

        @Test("uses pair 0 for white on black")
        func pairZero() {
            var cache = ColorPairCache(colorPairs: 64, colorCount: 8, defaultColorsAvailable: false)

            let lookup = cache.pair(foreground: .terminalDefault, background: .terminalDefault)

            expect(lookup).to(equal(.existing(0)))
        }
    }

    @Suite("when a palette entry is beyond the terminal's colours")
    struct Reduction {
        static let eightColors: [(UInt8, Int32)] = [
            (3, 3), (9, 1), (15, 7), (196, 1), (46, 2), (21, 4), (231, 7), (16, 0), (226, 3), (235, 0), (250, 7),
        ]

        @Test("falls back to the nearest of the basic eight", arguments: eightColors)
        func basicEight(entry: UInt8, expected: Int32) {
            let cache = ColorPairCache(colorPairs: 64, colorCount: 8, defaultColorsAvailable: true)

            let color = cache.cursesColor(.palette(entry), default: 7)

            expect(color).to(equal(expected))
        }

        @Test("keeps the bright eight and uses bright black for dark greys with sixteen colours")
        func sixteen() {
            let cache = ColorPairCache(colorPairs: 256, colorCount: 16, defaultColorsAvailable: true)

            let colors = [cache.cursesColor(.palette(12), default: 7), cache.cursesColor(.palette(236), default: 7)]

            expect(colors).to(equal([12, 8]))
        }
    }
}
