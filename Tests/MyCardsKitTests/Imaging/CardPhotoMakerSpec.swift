import MyCardsKit
import Nimble
import Testing

@Suite("CardPhotoMaker")
struct CardPhotoMakerSpec {
    @Test("crops to the outline and keeps a small crop at its size, as PNG")
    func cropsSmall() throws {
        let image = ImageFixtures.gradient(width: 320, height: 240)
        let outline = CardOutline.centred(in: image.size)

        let photo = try CardPhotoMaker.photo(from: image, outline: outline)

        expect(photo.format).to(equal(.png))
        expect(photo.size).to(equal(outline.rect.size))
    }

    @Test("scales a large crop down to the original app's card width, keeping the card's aspect")
    func scalesLarge() throws {
        let image = ImageFixtures.gradient(width: 1600, height: 1200)

        let photo = try CardPhotoMaker.photo(from: image, outline: CardOutline.centred(in: image.size))

        expect(photo.size.width).to(equal(600))
        expect(Double(photo.size.width) / Double(photo.size.height)).to(beCloseTo(85.60 / 53.98, within: 0.02))
    }
}
