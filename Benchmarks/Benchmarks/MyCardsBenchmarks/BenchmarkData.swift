import Foundation
import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// What the benchmarks work on, made once per process: 10,000 cards with two distinct small photos each, as
/// cards and as the wire format, and the repository's "Café Aurora" front photo.
enum BenchmarkData {
    static let count = 10_000
    static let screen = Size(width: 100, height: 32)

    static let cards: [Card] = (0..<count).map { number in
        Card(
            identifier: String(format: "BENCH-%08d", number), name: "Card \(number % 97) \(number)",
            front: photo(number: number, stripe: 10), back: photo(number: number, stripe: 40))
    }

    static let wire: Data = (try? CardParser().data(from: cards)) ?? Data()

    /// The picture `show` is measured with against chafa.
    static let shownPhoto: Photo = {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let data = (try? Data(contentsOf: repository.appendingPathComponent("cards.json"))) ?? Data()
        let parsed = try? CardParser().parse(data)
        guard let photo = parsed?.cards.first(where: { $0.name == "Café Aurora" })?.front else {
            fatalError("cards.json has no Café Aurora front photo")
        }
        return photo
    }()

    @MainActor
    static func emptyStore() -> CardsWorker {
        guard let database = try? CardDatabase.inMemory() else { fatalError("no in-memory store") }
        return CardsWorker(database: database, background: ImmediateDispatcher(), main: ImmediateDispatcher())
    }

    @MainActor
    static func filledStore() -> CardsWorker {
        let worker = emptyStore()
        worker.mergeDownloaded(cards) { _ in }
        return worker
    }

    /// The Cards screen's view showing every card, each photo already decoded once (a warm cache, as after a
    /// first pass through the grid).
    @MainActor
    static func cardsView() -> CardsView {
        let view = CardsView(theme: Theme(colorMode: .palette256), photoCache: PhotoCache())
        view.data = CardsDisplayData(tiles: cards.map(CardTile.init(card:)))
        var buffer = ScreenBuffer(size: screen)
        _ = view.render(into: &buffer, area: Rect(x: 0, y: 1, width: screen.width, height: screen.height - 3))
        return view
    }

    /// A 96×60 picture: a colour drawn from the card's number with a light stripe, so that no two are the same.
    private static func photo(number: Int, stripe: Int) -> Photo {
        let size = PixelSize(width: 96, height: 60)
        var pixels = [UInt8](repeating: 255, count: size.area * 4)
        for y in 0..<size.height {
            for x in 0..<size.width {
                let offset = (y * size.width + x) * 4
                let inStripe = y >= stripe && y < stripe + 6
                pixels[offset] = inStripe ? 240 : UInt8(truncatingIfNeeded: number * 47)
                pixels[offset + 1] = inStripe ? 240 : UInt8(truncatingIfNeeded: number * 13 + x)
                pixels[offset + 2] = inStripe ? 240 : UInt8(truncatingIfNeeded: number / 256 + y)
            }
        }
        guard let image = RGBAImage(size: size, pixels: pixels), let photo = try? Photo(encoding: image) else {
            fatalError("a benchmark photo does not encode")
        }
        return photo
    }
}
