import MyCardsKit
import MyCardsUI
import Nimble
import Testing

@Suite("ANSIText")
struct ANSITextSpec {
    static let esc = "\u{1B}["

    @Suite("when a raster is written")
    struct Raster {
        let renderer = HalfBlockRenderer()

        @Test("gives each half block its palette foreground and background")
        func colours() {
            let raster = renderer.rasterize(PhotoFixtures.quadrants(width: 2, height: 2), mode: .palette256)

            let text = ANSIText.text(of: raster)

            expect(text).to(equal("\(esc)38;5;196;48;5;21m▀\(esc)38;5;46;48;5;231m▀\(esc)0m\n"))
        }

        @Test("writes a 24-bit colour as 38;2;r;g;b and 48;2;r;g;b")
        func trueColour() {
            let image = RGBAImage(size: PixelSize(width: 1, height: 2), filledWith: PhotoFixtures.red)
            let raster = renderer.rasterize(image, mode: .trueColor)

            let text = ANSIText.text(of: raster)

            expect(text).to(equal("\(esc)38;2;255;0;0;48;2;255;0;0m▀\(esc)0m\n"))
        }

        @Test("writes a style once for a run of equal cells")
        func runs() {
            let image = RGBAImage(size: PixelSize(width: 3, height: 2), filledWith: PhotoFixtures.red)
            let raster = renderer.rasterize(image, mode: .palette256)

            let text = ANSIText.text(of: raster)

            expect(text).to(equal("\(esc)38;5;196;48;5;196m▀▀▀\(esc)0m\n"))
        }

        @Test("ends every row reset on its own line")
        func rows() {
            let image = RGBAImage(size: PixelSize(width: 1, height: 4), filledWith: PhotoFixtures.red)
            let raster = renderer.rasterize(image, mode: .palette256)

            let lines = ANSIText.text(of: raster).split(separator: "\n", omittingEmptySubsequences: false)

            expect(lines.count).to(equal(3))
            expect(lines.prefix(2).allSatisfy { $0.hasSuffix("\(esc)0m") && $0.hasPrefix("\(esc)38") }).to(beTrue())
            expect(lines.last).to(equal(""))
        }

        @Test("leaves the terminal's default background alone under an odd last row")
        func oddRow() {
            let image = RGBAImage(size: PixelSize(width: 1, height: 1), filledWith: PhotoFixtures.red)
            let raster = renderer.rasterize(image, mode: .palette256)

            expect(ANSIText.text(of: raster)).to(equal("\(esc)38;5;196m▀\(esc)0m\n"))
        }

        @Test("writes unstyled shade characters without any escape")
        func plain() {
            let image = RGBAImage(size: PixelSize(width: 2, height: 2), filledWith: PhotoFixtures.white)
            let raster = renderer.rasterize(image, mode: .monochrome)

            expect(ANSIText.text(of: raster)).to(equal("██\n"))
        }
    }

    @Suite("when the style changes between cells")
    struct Changes {
        @Test("writes only the colour that changed")
        func oneColour() {
            let old = Style(foreground: .palette(21), background: .palette(196))

            let escape = ANSIText.escape(from: old, to: Style(foreground: .palette(21), background: .palette(46)))

            expect(escape).to(equal("\(esc)48;5;46m"))
        }

        @Test("writes nothing for the same style")
        func same() {
            let style = Style(foreground: .palette(21))

            expect(ANSIText.escape(from: style, to: style)).to(equal(""))
        }

        @Test("goes back to the terminal's default colour by its own code")
        func toDefault() {
            let old = Style(foreground: .palette(21), background: .palette(196))

            let escape = ANSIText.escape(from: old, to: Style(foreground: .palette(21)))

            expect(escape).to(equal("\(esc)49m"))
        }

        @Test("resets and turns the attributes on, then the colours, when the attributes change")
        func attributes() {
            let new = Style(foreground: .palette(21), attributes: [.bold, .underline])

            expect(ANSIText.escape(from: .plain, to: new)).to(equal("\(esc)0;1;4;38;5;21m"))
        }
    }
}
