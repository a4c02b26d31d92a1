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
        static func full() -> ColorPairCache {
            var cache = ColorPairCache(colorPairs: 3, colorCount: 256, defaultColorsAvailable: true)
            _ = cache.pair(foreground: .palette(1), background: .palette(0))
            _ = cache.pair(foreground: .palette(2), background: .palette(0))
            return cache
        }

        @Test("recycles a pair that no cell on screen uses")
        func recycles() {
            var cache = Self.full()
            let screen = [Style(foreground: .palette(2), background: .palette(0))]

            let third = cache.pair(foreground: .palette(3), background: .palette(0)) { screen }

            expect(third).to(equal(.new(1, foreground: 3, background: 0)))
        }

        @Test("keeps the pairs that cells on screen still use")
        func keepsShown() {
            var cache = Self.full()
            let screen = [Style(foreground: .palette(2), background: .palette(0))]
            _ = cache.pair(foreground: .palette(3), background: .palette(0)) { screen }

            let kept = cache.pair(foreground: .palette(2), background: .palette(0))

            expect(kept).to(equal(.existing(2)))
        }

        @Test("forgets the colours of a recycled pair")
        func forgets() {
            var cache = Self.full()
            _ = cache.pair(foreground: .palette(3), background: .palette(0)) { [] }

            let first = cache.pair(foreground: .palette(1), background: .palette(0)) { [] }

            expect(first).to(equal(.new(2, foreground: 1, background: 0)))
        }

        @Test("gives pair 0 when every pair is on screen")
        func everyPairShown() {
            var cache = Self.full()
            let screen = [1, 2].map { Style(foreground: .palette($0), background: .palette(0)) }

            let third = cache.pair(foreground: .palette(3), background: .palette(0)) { screen }

            expect(third).to(equal(.existing(0)))
            expect(cache.count).to(equal(2))
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
}
