import Foundation
import MyCardsKit

/// Remembers decoded photos and their rasters, so redrawing a screen neither decodes nor scales again.
///
/// Photos are keyed by value. `Data` hashes only its length and first bytes, so a lookup costs the same
/// for any photo size; a match is then confirmed byte for byte, so two photos can never share an entry. Failures are
/// kept too:
/// an unreadable photo is decoded once, not on every frame. Both stores drop their least recently used
/// entries when over budget. Safe to use from any thread: one lock guards all state, and is not held while a
/// photo is decoded or rendered, so a frame never waits for a prefetch.
public final class PhotoCache: Sendable {
    /// Bytes of decoded pixels kept: about six 12-megapixel photos, or hundreds of thumbnails.
    public static let defaultImageBudget = 64 * 1024 * 1024
    /// Bytes of rendered cells kept: a full 200×60 screen of cells is about half a megabyte.
    public static let defaultRasterBudget = 16 * 1024 * 1024

    private struct RasterKey: Hashable, Sendable {
        let photo: Photo
        let cells: Size
        let mode: ColorMode
    }

    private let decoder: any PhotoDecoding
    private let renderer: HalfBlockRenderer
    private struct Kept: Sendable {
        var images: LeastRecentlyUsed<Photo, Result<RGBAImage, ImageError>>
        var rasters: LeastRecentlyUsed<RasterKey, PhotoRaster>
        /// Rasters asked for by `prefetch` and not made yet, so a photo is not queued twice.
        var prefetching: Set<RasterKey> = []
    }

    private let kept: Locked<Kept>
    private let prefetcher: (any Dispatching)?

    /// `prefetcher` runs `prefetch`'s work (a background queue in the app); without one `prefetch` does nothing.
    public init(
        decoder: any PhotoDecoding = PhotoDecoder(),
        renderer: HalfBlockRenderer = HalfBlockRenderer(),
        imageBudget: Int = PhotoCache.defaultImageBudget,
        rasterBudget: Int = PhotoCache.defaultRasterBudget,
        prefetcher: (any Dispatching)? = nil
    ) {
        self.decoder = decoder
        self.renderer = renderer
        self.prefetcher = prefetcher
        kept = Locked(
            Kept(images: LeastRecentlyUsed(budget: imageBudget), rasters: LeastRecentlyUsed(budget: rasterBudget)))
    }

    /// The decoded photo, decoding it only the first time (or after it was evicted).
    public func image(for photo: Photo) -> Result<RGBAImage, ImageError> {
        cachedImage(for: photo)
    }

    /// The decoded photo, kept only if it was kept already: the pixels a terminal's image is made from once, then
    /// held encoded while on screen (`PictureLayer`), so a grid of thumbnails does not keep every decoded photo.
    public func decodedImage(for photo: Photo) -> Result<RGBAImage, ImageError> {
        cachedImage(for: photo, keeping: false)
    }

    /// The photo rendered to fit in `cells`; see `HalfBlockRenderer.render(_:fitting:mode:)`.
    public func raster(for photo: Photo, fitting cells: Size, mode: ColorMode) -> Result<PhotoRaster, ImageError> {
        raster(for: photo, fitting: cells, mode: mode, keepingImage: true)
    }

    /// `keepingImage` false: the decoded pixels are dropped once the raster is made. The grid's thumbnails are made
    /// that way: kept decoded, every row the user scrolled past stayed in memory (3 MiB over 300 moves through
    /// 10,000 cards) for a resize that would decode them again in a millisecond.
    private func raster(for photo: Photo, fitting cells: Size, mode: ColorMode, keepingImage: Bool)
        -> Result<PhotoRaster, ImageError>
    {
        let key = RasterKey(photo: photo, cells: cells, mode: mode)
        if let raster = kept.withLock({ kept in kept.rasters.value(for: key) }) { return .success(raster) }
        return cachedImage(for: photo, keeping: keepingImage).map { image in
            let raster = renderer.render(image, fitting: cells, mode: mode)
            kept.withLock { kept in
                kept.rasters.insert(raster, for: key, cost: raster.cells.count * MemoryLayout<Cell>.stride)
            }
            return raster
        }
    }

    /// Makes `raster(for:fitting:mode:)` ready ahead of time on the prefetcher, unless it is made or queued
    /// already. The Cards grid asks this for the rows just off screen, so moving onto them finds their photos
    /// decoded and rendered: a new row of tiles cost a frame a millisecond and more.
    public func prefetch(_ photo: Photo, fitting cells: Size, mode: ColorMode) {
        guard let prefetcher else { return }
        let key = RasterKey(photo: photo, cells: cells, mode: mode)
        let queued = kept.withLock { kept in kept.rasters.contains(key) || !kept.prefetching.insert(key).inserted }
        guard !queued else { return }
        prefetcher.dispatch { [self] in
            _ = raster(for: photo, fitting: cells, mode: mode, keepingImage: false)
            kept.withLock { kept in _ = kept.prefetching.remove(key) }
        }
    }

    /// Makes the rasters of `photos` that are not kept yet, on every core at once, and returns when all are made. A
    /// screen shown for the first time asks this for everything it shows: six large photos decoded one after the other
    /// were over half of the first frame's instructions, all on one core.
    public func prepare(_ photos: [Photo], fitting cells: Size, mode: ColorMode) {
        let missing = kept.withLock { kept in
            var seen = Set<Photo>()
            return photos.filter { photo in
                !kept.rasters.contains(RasterKey(photo: photo, cells: cells, mode: mode)) && seen.insert(photo).inserted
            }
        }
        // One photo is made as fast here as on the pool, whose threads are not worth waking.
        guard missing.count > 1 else {
            if let photo = missing.first { _ = raster(for: photo, fitting: cells, mode: mode, keepingImage: false) }
            return
        }
        DispatchQueue.concurrentPerform(iterations: missing.count) { index in
            _ = raster(for: missing[index], fitting: cells, mode: mode, keepingImage: false)
        }
    }

    public var imageCount: Int { kept.withLock { kept in kept.images.count } }
    public var rasterCount: Int { kept.withLock { kept in kept.rasters.count } }

    public func removeAll() {
        kept.withLock { kept in
            kept.images.removeAll()
            kept.rasters.removeAll()
        }
    }

    private func cachedImage(for photo: Photo, keeping: Bool = true) -> Result<RGBAImage, ImageError> {
        if let result = kept.withLock({ kept in kept.images.value(for: photo) }) { return result }
        let result = Result { () throws(ImageError) in try decoder.decode(photo) }
        if !keeping, case .success = result { return result }
        // A remembered failure costs a little so that a folder of broken files cannot grow without bound.
        let cost = (try? result.get()).map { $0.pixels.count } ?? 64
        kept.withLock { kept in kept.images.insert(result, for: photo, cost: cost) }
        return result
    }
}

/// A dictionary that forgets its least recently used entries once their total cost exceeds a budget.
/// Eviction scans every entry: fine for the few hundred entries a photo cache holds.
private struct LeastRecentlyUsed<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Entry {
        let value: Value
        let cost: Int
        var lastUse: Int
    }

    let budget: Int
    private var entries: [Key: Entry] = [:]
    private var totalCost = 0
    private var clock = 0

    init(budget: Int) {
        self.budget = max(0, budget)
    }

    var count: Int { entries.count }

    /// Whether `key` is kept, without counting as a use.
    func contains(_ key: Key) -> Bool { entries[key] != nil }

    mutating func value(for key: Key) -> Value? {
        guard var entry = entries[key] else { return nil }
        clock += 1
        entry.lastUse = clock
        entries[key] = entry
        return entry.value
    }

    /// A value costing more than the whole budget is not kept at all.
    mutating func insert(_ value: Value, for key: Key, cost: Int) {
        guard cost <= budget else { return }
        clock += 1
        if let old = entries.updateValue(Entry(value: value, cost: cost, lastUse: clock), forKey: key) {
            totalCost -= old.cost
        }
        totalCost += cost
        while totalCost > budget, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            totalCost -= oldest.value.cost
            entries[oldest.key] = nil
        }
    }

    mutating func removeAll() {
        entries.removeAll()
        totalCost = 0
    }
}
