import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@Suite("PhotoCache")
struct PhotoCacheSpec {
    static let small = RGBAImage(size: PixelSize(width: 4, height: 4), filledWith: PhotoFixtures.red)
    /// Bytes of pixels in `small`.
    static let smallCost = 4 * 4 * 4

    static func decoder(_ tags: String...) -> FakePhotoDecoder {
        FakePhotoDecoder(images: Dictionary(uniqueKeysWithValues: tags.map { ($0, small) }))
    }

    @Suite("when a photo is rendered again and again")
    struct Hits {
        @Test("decodes it only once")
        func decodesOnce() {
            let decoder = PhotoCacheSpec.decoder("a")
            let cache = PhotoCache(decoder: decoder)

            for _ in 0..<20 {
                _ = cache.raster(for: PhotoFixtures.photo("a"), fitting: Size(width: 8, height: 4), mode: .palette256)
            }

            expect(decoder.decodeCount).to(equal(1))
        }

        @Test("renders a new size without decoding again")
        func newSize() {
            let decoder = PhotoCacheSpec.decoder("a")
            let cache = PhotoCache(decoder: decoder)

            let first = cache.raster(
                for: PhotoFixtures.photo("a"), fitting: Size(width: 8, height: 4), mode: .palette256)
            let second = cache.raster(
                for: PhotoFixtures.photo("a"), fitting: Size(width: 4, height: 2), mode: .palette256
            )

            expect(try first.get().size).to(equal(Size(width: 8, height: 4)))
            expect(try second.get().size).to(equal(Size(width: 4, height: 2)))
            expect(decoder.decodeCount).to(equal(1))
            expect(cache.rasterCount).to(equal(2))
        }

        @Test("keeps a raster per colour mode")
        func perMode() {
            let cache = PhotoCache(decoder: PhotoCacheSpec.decoder("a"))

            let colour = cache.raster(
                for: PhotoFixtures.photo("a"), fitting: Size(width: 4, height: 2), mode: .palette256)
            let shades = cache.raster(
                for: PhotoFixtures.photo("a"), fitting: Size(width: 4, height: 2), mode: .monochrome)

            expect(try colour.get()[0, 0].character).to(equal("▀"))
            expect(try shades.get()[0, 0].character).to(equal("░"))
        }

        @Test("hands out the decoded image from memory")
        func imageHit() {
            let decoder = PhotoCacheSpec.decoder("a")
            let cache = PhotoCache(decoder: decoder)

            _ = cache.image(for: PhotoFixtures.photo("a"))
            let image = cache.image(for: PhotoFixtures.photo("a"))

            expect(try image.get()).to(equal(PhotoCacheSpec.small))
            expect(decoder.decodeCount).to(equal(1))
        }

        @Test("tells photos with different bytes apart")
        func differentBytes() {
            let decoder = PhotoCacheSpec.decoder("a", "b")
            let cache = PhotoCache(decoder: decoder)

            _ = cache.image(for: PhotoFixtures.photo("a"))
            _ = cache.image(for: PhotoFixtures.photo("b"))

            expect(decoder.decodeCount).to(equal(2))
        }
    }

    @Suite("when a photo cannot be decoded")
    struct Failures {
        @Test("reports why")
        func reports() {
            let cache = PhotoCache(decoder: PhotoCacheSpec.decoder())

            let result = cache.raster(
                for: PhotoFixtures.photo("x"), fitting: Size(width: 4, height: 2), mode: .palette256)

            expect { try result.get() }.to(throwError(ImageError.corrupt(detail: "no fixture for x")))
        }

        @Test("remembers the failure instead of decoding again")
        func remembers() {
            let decoder = PhotoCacheSpec.decoder()
            let cache = PhotoCache(decoder: decoder)

            _ = cache.raster(for: PhotoFixtures.photo("x"), fitting: Size(width: 4, height: 2), mode: .palette256)
            _ = cache.raster(for: PhotoFixtures.photo("x"), fitting: Size(width: 4, height: 2), mode: .palette256)

            expect(decoder.decodeCount).to(equal(1))
        }
    }

    @Suite("when over budget")
    struct Bounds {
        @Test("forgets the least recently used image")
        func evictsOldest() {
            let decoder = PhotoCacheSpec.decoder("a", "b", "c")
            let cache = PhotoCache(decoder: decoder, imageBudget: 2 * PhotoCacheSpec.smallCost)

            for tag in ["a", "b", "a", "c", "a", "b"] { _ = cache.image(for: PhotoFixtures.photo(tag)) }

            expect(decoder.decodeCount(of: "a")).to(equal(1))
            expect(decoder.decodeCount(of: "b")).to(equal(2))
            expect(cache.imageCount).to(equal(2))
        }

        @Test("keeps the rasters within their budget")
        func boundsRasters() {
            let cellCost = MemoryLayout<Cell>.stride * 8
            let cache = PhotoCache(decoder: PhotoCacheSpec.decoder("a"), rasterBudget: 3 * cellCost)

            for rows in 2...10 {
                _ = cache.raster(
                    for: PhotoFixtures.photo("a"), fitting: Size(width: 4, height: rows), mode: .palette256
                )
            }

            expect(cache.rasterCount).to(equal(3))
        }

        @Test("does not keep an image larger than the whole budget")
        func tooLarge() {
            let decoder = PhotoCacheSpec.decoder("a")
            let cache = PhotoCache(decoder: decoder, imageBudget: PhotoCacheSpec.smallCost - 1)

            _ = cache.image(for: PhotoFixtures.photo("a"))
            let again = cache.image(for: PhotoFixtures.photo("a"))

            expect(try again.get()).to(equal(PhotoCacheSpec.small))
            expect(decoder.decodeCount).to(equal(2))
        }

        @Test("forgets everything when emptied")
        func removeAll() {
            let cache = PhotoCache(decoder: PhotoCacheSpec.decoder("a"))
            _ = cache.raster(for: PhotoFixtures.photo("a"), fitting: Size(width: 4, height: 2), mode: .palette256)

            cache.removeAll()

            expect([cache.imageCount, cache.rasterCount]).to(equal([0, 0]))
        }
    }

    @Suite("when a photo is prefetched")
    struct Prefetching {
        static let cells = Size(width: 8, height: 4)

        @Test("renders it on the prefetcher, so that asking for it later decodes nothing more")
        func rendersAhead() {
            let decoder = PhotoCacheSpec.decoder("a")
            let prefetcher = ManualDispatcher()
            let cache = PhotoCache(decoder: decoder, prefetcher: prefetcher)
            cache.prefetch(PhotoFixtures.photo("a"), fitting: Self.cells, mode: .palette256)
            prefetcher.runAll()

            _ = cache.raster(for: PhotoFixtures.photo("a"), fitting: Self.cells, mode: .palette256)

            expect(decoder.decodeCount).to(equal(1))
            expect(cache.rasterCount).to(equal(1))
        }

        @Test("queues a photo once however often it is asked before it is made")
        func queuesOnce() {
            let prefetcher = ManualDispatcher()
            let cache = PhotoCache(decoder: PhotoCacheSpec.decoder("a"), prefetcher: prefetcher)

            for _ in 0..<3 { cache.prefetch(PhotoFixtures.photo("a"), fitting: Self.cells, mode: .palette256) }

            expect(prefetcher.pendingCount).to(equal(1))
        }

        @Test("keeps the prefetched raster but not the decoded pixels")
        func dropsPrefetchedPixels() {
            let prefetcher = ManualDispatcher()
            let cache = PhotoCache(decoder: PhotoCacheSpec.decoder("a"), prefetcher: prefetcher)
            cache.prefetch(PhotoFixtures.photo("a"), fitting: Self.cells, mode: .palette256)

            prefetcher.runAll()

            expect([cache.imageCount, cache.rasterCount]).to(equal([0, 1]))
        }

        @Test("queues nothing for a raster that is kept already")
        func skipsKept() {
            let prefetcher = ManualDispatcher()
            let cache = PhotoCache(decoder: PhotoCacheSpec.decoder("a"), prefetcher: prefetcher)
            _ = cache.raster(for: PhotoFixtures.photo("a"), fitting: Self.cells, mode: .palette256)

            cache.prefetch(PhotoFixtures.photo("a"), fitting: Self.cells, mode: .palette256)

            expect(prefetcher.pendingCount).to(equal(0))
        }

        @Test("does nothing without a prefetcher")
        func withoutPrefetcher() {
            let decoder = PhotoCacheSpec.decoder("a")
            let cache = PhotoCache(decoder: decoder)

            cache.prefetch(PhotoFixtures.photo("a"), fitting: Self.cells, mode: .palette256)

            expect(decoder.decodeCount).to(equal(0))
            expect(cache.rasterCount).to(equal(0))
        }
    }

    @Suite("when a screenful of photos is prepared")
    struct Preparing {
        static let cells = Size(width: 8, height: 4)

        @Test("has every one rendered when it returns, so the frame that draws them decodes nothing more")
        func rendersAll() {
            let decoder = PhotoCacheSpec.decoder("a", "b", "c")
            let cache = PhotoCache(decoder: decoder)
            let photos = ["a", "b", "c"].map { PhotoFixtures.photo($0) }
            cache.prepare(photos, fitting: Self.cells, mode: .palette256)

            for photo in photos { _ = cache.raster(for: photo, fitting: Self.cells, mode: .palette256) }

            expect(decoder.decodeCount).to(equal(3))
            expect(cache.rasterCount).to(equal(3))
        }

        @Test("decodes a photo shown twice once")
        func decodesRepeatOnce() {
            let decoder = PhotoCacheSpec.decoder("a", "b")
            let cache = PhotoCache(decoder: decoder)

            cache.prepare(["a", "b", "a"].map { PhotoFixtures.photo($0) }, fitting: Self.cells, mode: .palette256)

            expect(decoder.decodeCount(of: "a")).to(equal(1))
        }

        @Test("keeps the rasters but not the decoded pixels, so scrolling a long grid does not pile them up")
        func dropsDecodedPixels() {
            let cache = PhotoCache(decoder: PhotoCacheSpec.decoder("a", "b"))

            cache.prepare(["a", "b"].map { PhotoFixtures.photo($0) }, fitting: Self.cells, mode: .palette256)

            expect([cache.imageCount, cache.rasterCount]).to(equal([0, 2]))
        }

        @Test("renders nothing again for photos kept already")
        func skipsKept() {
            let decoder = PhotoCacheSpec.decoder("a", "b")
            let cache = PhotoCache(decoder: decoder)
            let photos = ["a", "b"].map { PhotoFixtures.photo($0) }
            cache.prepare(photos, fitting: Self.cells, mode: .palette256)

            cache.prepare(photos, fitting: Self.cells, mode: .palette256)

            expect(decoder.decodeCount).to(equal(2))
        }
    }
}
