import Nimble
import Testing

@testable import MyCardsUI

@Suite("CursesColorMapping")
struct CursesColorMappingSpec {
    @Suite("when a palette entry is beyond the terminal's colours")
    struct Reduction {
        static let eightColors: [(UInt8, Int32)] = [
            (3, 3), (9, 1), (15, 7), (196, 1), (46, 2), (21, 4), (231, 7), (16, 0), (226, 3), (235, 0), (250, 7),
        ]

        @Test("falls back to the nearest of the basic eight", arguments: eightColors)
        func basicEight(entry: UInt8, expected: Int32) {
            let mapping = CursesColorMapping(colorCount: 8, defaultColorsAvailable: true)

            let color = mapping.cursesColor(.palette(entry), default: 7)

            expect(color).to(equal(expected))
        }

        @Test("keeps the bright eight and uses bright black for dark greys with sixteen colours")
        func sixteen() {
            let mapping = CursesColorMapping(colorCount: 16, defaultColorsAvailable: true)

            let colors = [
                mapping.cursesColor(.palette(12), default: 7), mapping.cursesColor(.palette(236), default: 7),
            ]

            expect(colors).to(equal([12, 8]))
        }
    }

    @Suite("when the terminal takes direct colours")
    struct Direct {
        static let mapping = CursesColorMapping(colorCount: 1 << 24, defaultColorsAvailable: true)

        @Test("packs a 24-bit colour as 0xRRGGBB")
        func packs() {
            let color = Self.mapping.cursesColor(.rgb(red: 0x1B, green: 0x2A, blue: 0x4A), default: 7)

            expect(color).to(equal(0x1B2A4A))
        }

        @Test("gives colours with no red and no green a green of 1, out of the palette's numbers")
        func outOfPaletteNumbers() {
            let colors = [0, 7, 200].map { Self.mapping.cursesColor(.rgb(red: 0, green: 0, blue: $0), default: 7) }

            expect(colors).to(equal([0x100, 0x107, 0x1C8]))
        }

        @Test("turns palette entries from 16 on into their fixed RGB values")
        func paletteAsRGB() {
            let colors = [
                Self.mapping.cursesColor(.palette(24), default: 7), Self.mapping.cursesColor(.palette(236), default: 7),
            ]

            expect(colors).to(equal([0x005F87, 0x303030]))
        }

        @Test("keeps the basic eight and folds the bright eight onto them")
        func basicEntries() {
            let colors = [
                Self.mapping.cursesColor(.palette(4), default: 7), Self.mapping.cursesColor(.palette(12), default: 7),
            ]

            expect(colors).to(equal([4, 4]))
        }

        @Test("keeps the terminal's default colour")
        func terminalDefault() {
            let color = Self.mapping.cursesColor(.terminalDefault, default: 7)

            expect(color).to(equal(-1))
        }
    }

    @Suite("when a 24-bit colour reaches a palette terminal")
    struct Indexed {
        @Test("takes the nearest of the 240 fixed palette colours")
        func nearest() {
            let mapping = CursesColorMapping(colorCount: 256, defaultColorsAvailable: true)

            let color = mapping.cursesColor(.rgb(red: 250, green: 2, blue: 3), default: 7)

            expect(color).to(equal(196))
        }
    }
}
