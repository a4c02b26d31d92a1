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
            cache.beginFrame()
            _ = cache.pair(foreground: .palette(1), background: .palette(0))
            _ = cache.pair(foreground: .palette(2), background: .palette(0))
            return cache
        }

        @Test("starts the numbering over with the new colours as pair 1")
        func startsOver() {
            var cache = Self.full()

            let third = cache.pair(foreground: .palette(3), background: .palette(0))

            expect(third).to(equal(.startOver(foreground: 3, background: 0)))
            expect(cache.count).to(equal(1))
        }

        @Test("forgets the pairs it had")
        func forgets() {
            var cache = Self.full()
            _ = cache.pair(foreground: .palette(3), background: .palette(0))

            let first = cache.pair(foreground: .palette(1), background: .palette(0))

            expect(first).to(equal(.new(2, foreground: 1, background: 0)))
        }

        @Test("forgets the pair it gave last too")
        func forgetsLast() {
            var cache = Self.full()
            _ = cache.pair(foreground: .palette(3), background: .palette(0))

            let second = cache.pair(foreground: .palette(2), background: .palette(0))

            expect(second).to(equal(.new(2, foreground: 2, background: 0)))
        }

        @Test("starts over only once a frame, then gives pair 0 until the next frame")
        func oncePerFrame() {
            var cache = Self.full()
            _ = cache.pair(foreground: .palette(3), background: .palette(0))
            _ = cache.pair(foreground: .palette(4), background: .palette(0))

            let sameFrame = cache.pair(foreground: .palette(5), background: .palette(0))
            cache.beginFrame()
            let nextFrame = cache.pair(foreground: .palette(5), background: .palette(0))

            expect(sameFrame).to(equal(.existing(0)))
            expect(nextFrame).to(equal(.startOver(foreground: 5, background: 0)))
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
