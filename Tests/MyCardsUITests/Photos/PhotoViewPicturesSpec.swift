import MyCardsKit
import MyCardsUI
import Nimble
import Testing

/// What `PhotoView` names for a terminal that draws pixels (`ScreenBuffer.pictures`).
@Suite("PhotoView pictures")
struct PhotoViewPicturesSpec {
    static let image = PhotoFixtures.quadrants(width: 64, height: 40)
    static let outline = PixelRect(x: 8, y: 8, width: 32, height: 20)

    @Test("names the image over the cells its half blocks take")
    func namesImage() {
        let buffer = PhotoViewSpec.render(
            PhotoView(image: Self.image, mode: .trueColor, caption: "caption"), width: 40, height: 14)

        expect(buffer.pictures.map(\.rect)).to(equal([Rect(x: 0, y: 0, width: 40, height: 13)]))
    }

    @Test("names the outline with the image, so the outline drawn over it does not cover it")
    func outlineInPicture() {
        let buffer = PhotoViewSpec.render(
            PhotoView(image: Self.image, mode: .trueColor, outline: Self.outline), width: 40, height: 14)

        expect(buffer.pictures.first?.picture).to(equal(.image(Self.image, outline: Self.outline)))
        expect(buffer.pictures.first?.isCovered).to(beFalse())
    }

    @Test("names nothing for a live feed, which stays in half blocks")
    func liveFeed() {
        let buffer = PhotoViewSpec.render(
            PhotoView(image: Self.image, mode: .trueColor, inPixels: false), width: 40, height: 14)

        expect(buffer.pictures).to(beEmpty())
    }
}
