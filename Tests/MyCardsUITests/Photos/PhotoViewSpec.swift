import MyCardsKit
import MyCardsUI
import Nimble
import Testing

@Suite("PhotoView")
struct PhotoViewSpec {
    static let gradient = PhotoFixtures.horizontalGradient(width: 20, height: 24)
    static let quadrants = PhotoFixtures.quadrants(width: 64, height: 40)

    static func cache() -> PhotoCache {
        PhotoCache(decoder: FakePhotoDecoder(images: ["gradient": gradient, "quadrants": quadrants]))
    }

    static func render(_ view: PhotoView, width: Int, height: Int) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: Size(width: width, height: height))
        view.draw(into: &buffer, in: buffer.bounds)
        return buffer
    }

    @Suite("when there is no photo")
    struct Missing {
        @Test("says so in the middle of the area")
        func noPhoto() {
            let view = PhotoView(photo: nil, cache: PhotoViewSpec.cache(), mode: .palette256)

            let buffer = PhotoViewSpec.render(view, width: 12, height: 3)

            expect(buffer.text()).to(equal("\n  No photo\n"))
        }

        @Test("puts the caption under the placeholder")
        func caption() {
            let view = PhotoView(photo: nil, cache: PhotoViewSpec.cache(), mode: .palette256, caption: "Front")

            let buffer = PhotoViewSpec.render(view, width: 12, height: 4)

            expect(buffer.text()).to(equal("\n  No photo\n   Front\n"))
        }
    }

    @Suite("when the photo cannot be decoded")
    struct Unreadable {
        @Test("shows the reason when it fits")
        func withReason() {
            let view = PhotoView(photo: PhotoFixtures.photo("broken"), cache: PhotoViewSpec.cache(), mode: .palette256)

            let buffer = PhotoViewSpec.render(view, width: 40, height: 1)

            expect(buffer.text()).to(equal(" Photo unreadable: the image is damaged"))
        }

        @Test("shows a short placeholder in a narrow area")
        func narrow() {
            let view = PhotoView(photo: PhotoFixtures.photo("broken"), cache: PhotoViewSpec.cache(), mode: .palette256)

            let buffer = PhotoViewSpec.render(view, width: 20, height: 1)

            expect(buffer.text()).to(equal("  Photo unreadable"))
        }
    }

    @Suite("when there is a photo")
    struct Showing {
        @Test("centres the raster and the caption under it")
        func centred() {
            let view = PhotoView(
                photo: PhotoFixtures.photo("quadrants"), cache: PhotoViewSpec.cache(), mode: .palette256,
                caption: "Back"
            )

            let buffer = PhotoViewSpec.render(view, width: 40, height: 12)

            expect(buffer.text()).to(equal(PhotoViewSpec.snapshot40x12))
            expect(buffer[6, 0].style).to(equal(Style(foreground: .palette(196), background: .palette(196))))
        }

        @Test("fills a large area in shades without colours")
        func largeMonochrome() {
            let view = PhotoView(
                photo: PhotoFixtures.photo("gradient"), cache: PhotoViewSpec.cache(), mode: .monochrome,
                caption: "Front"
            )

            let buffer = PhotoViewSpec.render(view, width: 100, height: 32)

            expect(buffer.text()).to(equal(PhotoViewSpec.snapshot100x32))
        }

        @Test("shows only the caption when there is no room for the picture")
        func noRoom() {
            let view = PhotoView(
                photo: PhotoFixtures.photo("quadrants"), cache: PhotoViewSpec.cache(), mode: .palette256,
                caption: "Front"
            )

            let buffer = PhotoViewSpec.render(view, width: 9, height: 1)

            expect(buffer.text()).to(equal("  Front"))
        }

        @Test("draws an image it is given directly")
        func directImage() {
            let view = PhotoView(image: PhotoViewSpec.quadrants, mode: .palette256)

            let buffer = PhotoViewSpec.render(view, width: 40, height: 12)

            expect(buffer[38, 11].style.background).to(equal(.palette(231)))
        }
    }

    @Suite("when an outline is given")
    struct Outline {
        @Test("draws its border over the matching cells")
        func border() {
            let view = PhotoView(
                image: PhotoViewSpec.quadrants, mode: .palette256,
                outline: PixelRect(x: 16, y: 8, width: 32, height: 24)
            )

            let buffer = PhotoViewSpec.render(view, width: 64, height: 20)

            expect(buffer.text()).to(equal(PhotoViewSpec.outlined))
        }

        @Test("draws it in bright yellow over the photo's colours")
        func colour() {
            let view = PhotoView(
                image: PhotoViewSpec.quadrants, mode: .palette256,
                outline: PixelRect(x: 16, y: 8, width: 32, height: 24)
            )

            let buffer = PhotoViewSpec.render(view, width: 64, height: 20)

            expect(buffer[16, 4].style).to(
                equal(Style(foreground: .palette(226), background: .palette(196), attributes: .bold)))
        }

        @Test("draws it bold in the default colours without colours")
        func monochrome() {
            let view = PhotoView(
                image: PhotoViewSpec.quadrants, mode: .monochrome,
                outline: PixelRect(x: 16, y: 8, width: 32, height: 24)
            )

            let buffer = PhotoViewSpec.render(view, width: 64, height: 20)

            expect(buffer[16, 4]).to(equal(Cell(character: "┌", style: .bold)))
        }

        @Test("grows a one-row outline to three rows, so its corners show")
        func thinOutline() {
            let view = PhotoView(
                image: PhotoViewSpec.quadrants, mode: .monochrome, outline: PixelRect(x: 0, y: 0, width: 8, height: 1)
            )

            let buffer = PhotoViewSpec.render(view, width: 64, height: 20)

            expect(buffer.row(at: 0).prefix(8)).to(equal("┌──────┐"))
            expect(buffer.row(at: 2).prefix(8)).to(equal("└──────┘"))
        }

        @Test("keeps corners and a usable size on a very tall picture (60×1200)")
        func tallPicture() {
            let image = PhotoFixtures.quadrants(width: 60, height: 1200)
            let outline = CardOutline.centred(in: image.size).rect
            let view = PhotoView(image: image, mode: .monochrome, outline: outline)

            let buffer = PhotoViewSpec.render(view, width: 100, height: 30)

            let text = buffer.text()
            for corner in ["┌", "┐", "└", "┘"] { expect(text).to(contain(corner)) }
            let rows = (0..<30).filter { buffer.row(at: $0).contains("─") || buffer.row(at: $0).contains("│") }
            expect(rows.count).to(beGreaterThanOrEqualTo(3))
        }
    }

    static let snapshot40x12 = """
          ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
          ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
          ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
          ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
          ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
          ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
          ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
          ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
          ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
          ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
          ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
                          Back
        """

    static let snapshot100x32 = """
                                ░░░░░░░░░░░░▒▒▒▒▒▒▒▒▒▒▒▒▒▓▓▓▓▓▓▓▓▓▓▓▓▓██████████████
                                ░░░░░░░░░░░░▒▒▒▒▒▒▒▒▒▒▒▒▒▓▓▓▓▓▓▓▓▓▓▓▓▓██████████████
                                ░░░░░░░░░░░░▒▒▒▒▒▒▒▒▒▒▒▒▒▓▓▓▓▓▓▓▓▓▓▓▓▓██████████████
                                ░░░░░░░░░░░░▒▒▒▒▒▒▒▒▒▒▒▒▒▓▓▓▓▓▓▓▓▓▓▓▓▓██████████████
                                ░░░░░░░░░░░░▒▒▒▒▒▒▒▒▒▒▒▒▒▓▓▓▓▓▓▓▓▓▓▓▓▓██████████████
                                ░░░░░░░░░░░░▒▒▒▒▒▒▒▒▒▒▒▒▒▓▓▓▓▓▓▓▓▓▓▓▓▓██████████████
                                ░░░░░░░░░░░░▒▒▒▒▒▒▒▒▒▒▒▒▒▓▓▓▓▓▓▓▓▓▓▓▓▓██████████████
                                ░░░░░░░░░░░░▒▒▒▒▒▒▒▒▒▒▒▒▒▓▓▓▓▓▓▓▓▓▓▓▓▓██████████████
                                ░░░░░░░░░░░░▒▒▒▒▒▒▒▒▒▒▒▒▒▓▓▓▓▓▓▓▓▓▓▓▓▓██████████████
                                ░░░░░░░░░░░░▒▒▒▒▒▒▒▒▒▒▒▒▒▓▓▓▓▓▓▓▓▓▓▓▓▓██████████████
                                ░░░░░░░░░░░░▒▒▒▒▒▒▒▒▒▒▒▒▒▓▓▓▓▓▓▓▓▓▓▓▓▓██████████████
                                ░░░░░░░░░░░░▒▒▒▒▒▒▒▒▒▒▒▒▒▓▓▓▓▓▓▓▓▓▓▓▓▓██████████████
                                ░░░░░░░░░░░░▒▒▒▒▒▒▒▒▒▒▒▒▒▓▓▓▓▓▓▓▓▓▓▓▓▓██████████████
                                ░░░░░░░░░░░░▒▒▒▒▒▒▒▒▒▒▒▒▒▓▓▓▓▓▓▓▓▓▓▓▓▓██████████████
                                ░░░░░░░░░░░░▒▒▒▒▒▒▒▒▒▒▒▒▒▓▓▓▓▓▓▓▓▓▓▓▓▓██████████████
                                ░░░░░░░░░░░░▒▒▒▒▒▒▒▒▒▒▒▒▒▓▓▓▓▓▓▓▓▓▓▓▓▓██████████████
                                ░░░░░░░░░░░░▒▒▒▒▒▒▒▒▒▒▒▒▒▓▓▓▓▓▓▓▓▓▓▓▓▓██████████████
                                ░░░░░░░░░░░░▒▒▒▒▒▒▒▒▒▒▒▒▒▓▓▓▓▓▓▓▓▓▓▓▓▓██████████████
                                ░░░░░░░░░░░░▒▒▒▒▒▒▒▒▒▒▒▒▒▓▓▓▓▓▓▓▓▓▓▓▓▓██████████████
                                ░░░░░░░░░░░░▒▒▒▒▒▒▒▒▒▒▒▒▒▓▓▓▓▓▓▓▓▓▓▓▓▓██████████████
                                ░░░░░░░░░░░░▒▒▒▒▒▒▒▒▒▒▒▒▒▓▓▓▓▓▓▓▓▓▓▓▓▓██████████████
                                ░░░░░░░░░░░░▒▒▒▒▒▒▒▒▒▒▒▒▒▓▓▓▓▓▓▓▓▓▓▓▓▓██████████████
                                ░░░░░░░░░░░░▒▒▒▒▒▒▒▒▒▒▒▒▒▓▓▓▓▓▓▓▓▓▓▓▓▓██████████████
                                ░░░░░░░░░░░░▒▒▒▒▒▒▒▒▒▒▒▒▒▓▓▓▓▓▓▓▓▓▓▓▓▓██████████████
                                ░░░░░░░░░░░░▒▒▒▒▒▒▒▒▒▒▒▒▒▓▓▓▓▓▓▓▓▓▓▓▓▓██████████████
                                ░░░░░░░░░░░░▒▒▒▒▒▒▒▒▒▒▒▒▒▓▓▓▓▓▓▓▓▓▓▓▓▓██████████████
                                ░░░░░░░░░░░░▒▒▒▒▒▒▒▒▒▒▒▒▒▓▓▓▓▓▓▓▓▓▓▓▓▓██████████████
                                ░░░░░░░░░░░░▒▒▒▒▒▒▒▒▒▒▒▒▒▓▓▓▓▓▓▓▓▓▓▓▓▓██████████████
                                ░░░░░░░░░░░░▒▒▒▒▒▒▒▒▒▒▒▒▒▓▓▓▓▓▓▓▓▓▓▓▓▓██████████████
                                ░░░░░░░░░░░░▒▒▒▒▒▒▒▒▒▒▒▒▒▓▓▓▓▓▓▓▓▓▓▓▓▓██████████████
                                ░░░░░░░░░░░░▒▒▒▒▒▒▒▒▒▒▒▒▒▓▓▓▓▓▓▓▓▓▓▓▓▓██████████████
                                                       Front
        """

    static let outlined = """
        ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
        ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
        ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
        ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
        ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀┌──────────────────────────────┐▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
        ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀│▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀│▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
        ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀│▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀│▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
        ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀│▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀│▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
        ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀│▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀│▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
        ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀│▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀│▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
        ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀│▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀│▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
        ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀│▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀│▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
        ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀│▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀│▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
        ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀│▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀│▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
        ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀│▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀│▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
        ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀└──────────────────────────────┘▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
        ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
        ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
        ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
        ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
        """
}
