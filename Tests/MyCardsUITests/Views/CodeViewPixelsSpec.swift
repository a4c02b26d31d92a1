import MyCardsDisplayData
import MyCardsKit
import MyCardsUI
import Nimble
import Testing

/// The Code screen on a terminal that draws pixels (`Theme.pixels`).
@MainActor
@Suite("CodeView in pixels")
struct CodeViewPixelsSpec {
    static let cell = PixelSize(width: 10, height: 20)
    let view = CodeView(theme: Theme(colorMode: .trueColor, pixels: PixelGraphics(kind: .kitty, cell: cell)))
    let harness: ViewHarness

    init() {
        harness = ViewHarness(view)
    }

    /// What a scanner reads off the picture's pixels.
    static func scanned(_ placed: PlacedPicture) throws -> ReadBarcode? {
        let size = PixelSize(width: placed.rect.width * cell.width, height: placed.rect.height * cell.height)
        let pixels = try #require(PictureRenderer().pixels(of: placed.picture, size: size))
        return BarcodeReader().read(Photo(data: try PNGEncoder.encode(pixels), format: .png, size: size))
    }

    @Suite("when the code is too wide for half blocks")
    @MainActor
    struct TooWideForBlocks {
        let spec = CodeViewPixelsSpec()

        init() {
            spec.view.data = CodeDisplayData(name: "Tesco", number: "MYCARDS-12345", barcode: .code128)
        }

        @Test("does not send the user to show --code at 80×24")
        func noTooWide() {
            expect(spec.harness.render(Size(width: 80, height: 24)).text()).toNot(contain("show --code"))
        }

        @Test("draws the 13-character Code 128 in pixels that a scanner reads")
        func readable() throws {
            let buffer = spec.harness.render(Size(width: 80, height: 24))
            let placed = try #require(buffer.pictures.first)

            expect(try CodeViewPixelsSpec.scanned(placed)?.number).to(equal("MYCARDS-12345"))
        }

        @Test("keeps the picture inside the 80 columns")
        func fits() throws {
            let placed = try #require(spec.harness.render(Size(width: 80, height: 24)).pictures.first)

            expect(placed.rect.maxX).to(beLessThanOrEqualTo(80))
        }
    }

    @Suite("when half blocks fit")
    @MainActor
    struct BlocksFit {
        @Test("shows the same cells as without pixels, the picture named over them")
        func sameText() {
            let spec = CodeViewPixelsSpec()
            let plain = CodeView(theme: Theme(colorMode: .trueColor))
            let data = CodeDisplayData(name: "Aurora", number: "4006381333931", barcode: .ean13)
            spec.view.data = data
            plain.data = data

            let pixels = spec.harness.render(Size(width: 120, height: 36))

            expect(pixels.text()).to(equal(ViewHarness(plain).render(Size(width: 120, height: 36)).text()))
            expect(pixels.pictures.count).to(equal(1))
        }
    }
}
