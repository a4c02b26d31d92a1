import MyCardsKit
import Nimble
import Testing

@testable import MyCardsGallery

@Suite("GallerySamples")
struct GallerySamplesSpec {
    @Suite("when there is no cards.json")
    struct FromSamplePhotos {
        @Test("pairs the bundled photos into cards by name, front and back")
        func pairs() {
            let cards = GallerySamples.cardsFromSamplePhotos().sorted(by: Card.displayOrder)

            expect(cards.map(\.name)).to(
                equal(["Buecherwurm", "Cafe Aurora", "Green Grocer", "Petrol Plus", "Swifting", "Tea House"]))
            expect(cards.filter { $0.front != nil && $0.back != nil }.map(\.name)).to(
                equal(["Petrol Plus", "Swifting"]))
        }

        @Test("crops every photo to the card's shape")
        func crops() {
            let sizes = GallerySamples.cardsFromSamplePhotos().compactMap(\.front?.size)

            expect(sizes).toNot(beEmpty())
            expect(sizes.allSatisfy { abs(Double($0.width) / Double($0.height) - CardOutline.aspectRatio) < 0.02 })
                .to(beTrue())
        }
    }
}
