import MyCardsKit
import MyCardsUI
import Nimble
import Testing

@Suite("PaletteQuantizer")
struct PaletteQuantizerSpec {
    @Suite("when a colour is on the cube")
    struct CubeColours {
        let quantizer = PaletteQuantizer()

        @Test("maps pure red, green and blue to their cube corners")
        func primaries() {
            let indices = [PhotoFixtures.red, PhotoFixtures.green, PhotoFixtures.blue].map { quantizer.index(for: $0) }

            expect(indices).to(equal([196, 46, 21]))
        }

        @Test("maps white and black to the cube's corners")
        func whiteAndBlack() {
            let indices = [PhotoFixtures.white, PhotoFixtures.black].map { quantizer.index(for: $0) }

            expect(indices).to(equal([231, 16]))
        }

        @Test("gives back every fixed palette entry for its own RGB value")
        func roundTrip() {
            let indices = (16...255).map { UInt8($0) }

            let mapped = indices.map { quantizer.index(for: PaletteQuantizer.rgb(forIndex: $0)!) }

            expect(mapped).to(equal(indices))
        }
    }

    @Suite("when a colour is grey")
    struct Greys {
        let quantizer = PaletteQuantizer()

        @Test("picks the grey ramp when it is nearer than the cube")
        func rampGrey() {
            let index = quantizer.index(for: RGBA(red: 128, green: 128, blue: 128))

            expect(index).to(equal(244))
        }

        @Test("picks the nearest ramp step for a slightly tinted grey")
        func tintedGrey() {
            let index = quantizer.index(for: RGBA(red: 100, green: 98, blue: 96))

            expect(index).to(equal(241))
        }

        @Test("prefers an exact cube grey to a near ramp step")
        func cubeGrey() {
            let index = quantizer.index(for: RGBA(red: 95, green: 95, blue: 95))

            expect(index).to(equal(59))
        }
    }

    @Suite("when a colour is between entries")
    struct NearestChoice {
        let quantizer = PaletteQuantizer()

        @Test("rounds each channel to the nearest cube level")
        func dimRed() {
            let index = quantizer.index(for: RGBA(red: 90, green: 20, blue: 20))

            expect(index).to(equal(52))
        }

        @Test("chooses an orange for an orange")
        func orange() {
            let index = quantizer.index(for: RGBA(red: 250, green: 140, blue: 10))

            expect(PaletteQuantizer.rgb(forIndex: index)).to(equal(RGBA(red: 255, green: 135, blue: 0)))
        }

        @Test("keeps a dark navy blue rather than the grey nearer in plain RGB")
        func navyStaysBlue() throws {
            let index = quantizer.index(for: RGBA(red: 25, green: 35, blue: 90))

            let shown = try #require(PaletteQuantizer.rgb(forIndex: index))
            expect(Int(shown.blue)).to(beGreaterThan(Int(shown.red) + 40))
        }

        @Test("keeps a dark forest green green")
        func forestStaysGreen() throws {
            let index = quantizer.index(for: RGBA(red: 30, green: 70, blue: 35))

            let shown = try #require(PaletteQuantizer.rgb(forIndex: index))
            expect(Int(shown.green)).to(beGreaterThan(Int(shown.red) + 40))
        }

        @Test("never answers with one of the 16 theme colours")
        func neverThemeColours() {
            let steps = stride(from: 0, through: 255, by: 15).map { UInt8($0) }
            let samples = steps.flatMap { red in
                steps.flatMap { green in steps.map { blue in RGBA(red: red, green: green, blue: blue) } }
            }

            let smallest = samples.map { quantizer.index(for: $0) }.min()

            expect(smallest).to(beGreaterThanOrEqualTo(16))
        }
    }

    @Suite("when a pixel is translucent")
    struct Alpha {
        @Test("blends it over the background by its alpha")
        func halfTransparent() {
            let quantizer = PaletteQuantizer(background: PhotoFixtures.black)

            let opaque = quantizer.composited(RGBA(red: 255, green: 255, blue: 255, alpha: 128))

            expect(opaque).to(equal(RGBA(red: 128, green: 128, blue: 128)))
        }

        @Test("matches a fully transparent pixel to the background")
        func fullyTransparent() {
            let quantizer = PaletteQuantizer()

            let index = quantizer.index(for: RGBA(red: 255, green: 0, blue: 0, alpha: 0))

            expect(index).to(equal(234))
        }

        @Test("ignores the alpha of the background itself")
        func opaqueBackground() {
            let quantizer = PaletteQuantizer(background: RGBA(red: 0, green: 0, blue: 255, alpha: 0))

            let opaque = quantizer.composited(RGBA(red: 0, green: 0, blue: 0, alpha: 0))

            expect(opaque).to(equal(PhotoFixtures.blue))
        }
    }

    @Suite("when asked for a palette entry's RGB value")
    struct Inverse {
        @Test("gives the cube colour for 16–231")
        func cube() {
            expect(PaletteQuantizer.rgb(forIndex: 67)).to(equal(RGBA(red: 95, green: 135, blue: 175)))
        }

        @Test("gives the ramp grey for 232–255")
        func ramp() {
            expect(PaletteQuantizer.rgb(forIndex: 255)).to(equal(RGBA(red: 238, green: 238, blue: 238)))
        }

        @Test("has no answer for the theme colours 0–15")
        func themeColours() {
            expect(PaletteQuantizer.rgb(forIndex: 15)).to(beNil())
        }
    }

    @Suite("when brightness is measured")
    struct Brightness {
        @Test("weighs green above red above blue")
        func weights() {
            let quantizer = PaletteQuantizer()

            let values = [PhotoFixtures.green, PhotoFixtures.red, PhotoFixtures.blue].map {
                quantizer.luminance(of: $0)
            }

            expect(values).to(equal([150, 76, 29]))
        }
    }
}
