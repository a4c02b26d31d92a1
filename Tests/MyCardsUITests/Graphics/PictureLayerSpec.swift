import Foundation
import MyCardsKit
import MyCardsUI
import Nimble
import Testing

@Suite("PictureLayer")
@MainActor
struct PictureLayerSpec {
    static let cell = PixelSize(width: 2, height: 4)
    static let red = Picture.image(
        RGBAImage(size: PixelSize(width: 4, height: 4), filledWith: RGBA(red: 255, green: 0, blue: 0)), outline: nil)
    static let blue = Picture.image(
        RGBAImage(size: PixelSize(width: 4, height: 4), filledWith: RGBA(red: 0, green: 0, blue: 255)), outline: nil)
    static let left = Rect(x: 0, y: 1, width: 3, height: 2)
    static let right = Rect(x: 5, y: 1, width: 3, height: 2)

    static func layer(_ kind: GraphicsProtocol) -> PictureLayer {
        PictureLayer(graphics: PixelGraphics(kind: kind, cell: cell))
    }

    static func frame(_ pictures: [(Picture, Rect)], coveringAt cover: Point? = nil) -> [PlacedPicture] {
        var buffer = ScreenBuffer(size: Size(width: 10, height: 5))
        for (picture, rect) in pictures { buffer.place(picture, in: rect) }
        if let cover { buffer.put("?", at: cover) }
        return buffer.pictures
    }

    static func text(_ update: PictureLayer.Update) -> String { String(decoding: update.output, as: UTF8.self) }

    @Suite("with kitty")
    @MainActor
    struct Kitty {
        @Test("sends a new picture's image, then shows it at its cells")
        func sendsAndPlaces() {
            let output = text(layer(.kitty).update(to: frame([(red, left)]), fullRedraw: false))

            expect(output).to(contain("a=t,f=32,s=6,v=8,i=1"))
            expect(output).to(contain("\u{1B}[2;1H\u{1B}_Ga=p,i=1,"))
        }

        @Test("writes each new image on its own as it is made, then the placements, never a frame's images at once")
        func writesImagesOneByOne() {
            let sink = sentTwoNewPictures()

            expect(sink.writes).to(equal(3))
        }

        @Test("writes every new image before the first placement that shows one")
        func imagesBeforePlacements() {
            let output = String(decoding: sentTwoNewPictures().bytes, as: UTF8.self)

            let lastImage = output.range(of: "a=t", options: .backwards)?.lowerBound
            let firstPlacement = output.range(of: "a=p")?.lowerBound
            expect(lastImage).toNot(beNil())
            expect(firstPlacement).to(beGreaterThan(lastImage))
        }

        /// A frame of two pictures not shown before, its second half sent into a sink that keeps each write.
        private func sentTwoNewPictures() -> GatheredBytes {
            let layer = layer(.kitty)
            _ = layer.prepare(to: frame([(red, left), (blue, right)]), fullRedraw: false)
            var sink = GatheredBytes()
            layer.send(into: &sink)
            return sink
        }

        @Test("sends nothing for a frame showing the same pictures in the same cells")
        func sameFrameSendsNothing() {
            let layer = layer(.kitty)
            _ = layer.update(to: frame([(red, left)]), fullRedraw: false)

            expect(layer.update(to: frame([(red, left)]), fullRedraw: false).output).to(beEmpty())
        }

        @Test("deletes the showing of a picture that went")
        func deletesGone() {
            let layer = layer(.kitty)
            _ = layer.update(to: frame([(red, left)]), fullRedraw: false)

            let output = text(layer.update(to: frame([]), fullRedraw: false))

            expect(output).to(contain("a=d,d=i,i=1,p=1"))
        }

        @Test("shows a picture that comes back without sending its image again (back to the grid)")
        func comesBack() {
            let layer = layer(.kitty)
            _ = layer.update(to: frame([(red, left)]), fullRedraw: false)
            _ = layer.update(to: frame([(blue, right)]), fullRedraw: false)

            expect(text(layer.update(to: frame([(red, left)]), fullRedraw: false))).toNot(contain("a=t"))
        }

        @Test("frees the image of the picture shown longest ago once those that left pass the retained bytes")
        func freesOldest() {
            // Each image is 3×2 cells of 2×4 pixels: 192 bytes; room for two that left.
            let layer = PictureLayer(graphics: PixelGraphics(kind: .kitty, cell: cell), kittyRetainedBytes: 400)
            var output = ""
            for shade in 0..<4 {
                let image = RGBAImage(
                    size: PixelSize(width: 2, height: 2), filledWith: RGBA(red: UInt8(shade), green: 0, blue: 0))
                output = text(layer.update(to: frame([(.image(image, outline: nil), left)]), fullRedraw: false))
            }

            expect(output).to(contain("a=d,d=I,i=1,"))
        }

        @Test("moves a picture without sending its image again")
        func movesWithoutResending() {
            let layer = layer(.kitty)
            _ = layer.update(to: frame([(red, left)]), fullRedraw: false)

            let output = text(
                layer.update(to: frame([(red, Rect(x: 4, y: 1, width: 3, height: 2))]), fullRedraw: false))

            expect(output).toNot(contain("a=t"))
        }

        @Test("holds no image in the app: the terminal keeps it")
        func holdsNothing() {
            let layer = layer(.kitty)

            _ = layer.update(to: frame([(red, left), (blue, right)]), fullRedraw: false)

            expect(layer.keptBytes).to(equal(0))
        }

        @Test("takes away a picture something was drawn over (a help overlay)")
        func coveredGoes() {
            let layer = layer(.kitty)
            _ = layer.update(to: frame([(red, left)]), fullRedraw: false)

            let output = text(layer.update(to: frame([(red, left)], coveringAt: Point(x: 1, y: 2)), fullRedraw: false))

            expect(output).to(contain("a=d"))
        }

        @Test("sends every picture again after a full redraw (resize, back from Ctrl-Z)")
        func fullRedrawResends() {
            let layer = layer(.kitty)
            _ = layer.update(to: frame([(red, left)]), fullRedraw: false)

            expect(text(layer.update(to: frame([(red, left)]), fullRedraw: true))).to(contain("a=t"))
        }
    }

    @Suite("with sixel")
    @MainActor
    struct Sixel {
        @Test("draws a new picture as sixel at its cells, the cursor put back after")
        func drawsSixel() {
            let output = text(layer(.sixel).update(to: frame([(red, left)]), fullRedraw: false))

            expect(output.hasPrefix("\u{1B}7\u{1B}[2;1H\u{1B}P0;1;0q")).to(beTrue())
            expect(output.hasSuffix("\u{1B}\\\u{1B}8")).to(beTrue())
        }

        @Test("has curses draw the rows of a picture that went again, so its text covers the pixels")
        func redrawsGoneRows() {
            let layer = layer(.sixel)
            _ = layer.update(to: frame([(red, left)]), fullRedraw: false)

            expect(layer.update(to: frame([]), fullRedraw: false).redrawRows).to(equal([1..<3]))
        }

        @Test("sends again a picture that stays on rows drawn again")
        func resendsNeighbour() {
            let layer = layer(.sixel)
            _ = layer.update(to: frame([(red, left), (blue, right)]), fullRedraw: false)

            let output = text(layer.update(to: frame([(blue, right)]), fullRedraw: false))

            expect(output).to(contain("\u{1B}[2;6H"))
        }

        @Test("keeps no encoding of a picture off screen")
        func freesOffScreen() {
            let layer = layer(.sixel)
            _ = layer.update(to: frame([(red, left), (blue, right)]), fullRedraw: false)
            let both = layer.keptBytes

            _ = layer.update(to: frame([(blue, right)]), fullRedraw: false)

            expect(layer.keptBytes).to(beLessThan(both))
        }

        @Test("sends nothing for an unchanged frame")
        func unchanged() {
            let layer = layer(.sixel)
            _ = layer.update(to: frame([(red, left)]), fullRedraw: false)

            expect(layer.update(to: frame([(red, left)]), fullRedraw: false)).to(equal(PictureLayer.Update()))
        }
    }

    @Suite("through tmux")
    @MainActor
    struct Tmux {
        @Test("wraps every sequence in tmux's passthrough, its Escapes doubled")
        func wraps() {
            let layer = PictureLayer(graphics: PixelGraphics(kind: .iterm, cell: cell, throughTmux: true))

            let output = text(layer.update(to: frame([(red, left)]), fullRedraw: false))

            expect(output.hasPrefix("\u{1B}Ptmux;\u{1B}\u{1B}7")).to(beTrue())
        }
    }
}

/// Every write kept, in order: what the specs read of a frame's second half.
struct GatheredBytes: ByteSink {
    private(set) var bytes: [UInt8] = []
    private(set) var writes = 0

    mutating func write(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        self.bytes += bytes
        writes += 1
    }
}

extension PictureLayer {
    struct Update: Equatable {
        /// Rows (top, count) curses must draw whole again before it refreshes.
        var redrawRows: [Range<Int>] = []
        /// What is written after curses' refresh.
        var output: [UInt8] = []
    }

    /// Both halves of a frame at once, as the terminal runs them around curses' refresh, the bytes gathered.
    func update(to pictures: [PlacedPicture], fullRedraw: Bool) -> Update {
        let rows = prepare(to: pictures, fullRedraw: fullRedraw)
        var output = GatheredBytes()
        send(into: &output)
        return Update(redrawRows: rows, output: output.bytes)
    }
}
