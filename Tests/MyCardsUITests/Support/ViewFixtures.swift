import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// Pictures and frames for the screen views' specs: card-shaped images with a pattern a snapshot can show.
enum ViewFixtures {
    static let cardSize = PixelSize(width: 160, height: 101)

    /// Dark on the left to bright on the right, with a dark band across the middle (a "barcode" stripe).
    static func cardImage(size: PixelSize = cardSize, base: UInt8 = 40) -> RGBAImage {
        var bytes: [UInt8] = []
        for y in 0..<size.height {
            for x in 0..<size.width {
                let isBand = y >= size.height * 2 / 5 && y < size.height * 3 / 5
                let level = isBand ? 20 : UInt8(Int(base) + x * (255 - Int(base)) / max(1, size.width - 1))
                bytes += [level, level, UInt8(min(255, Int(level) + 20)), 255]
            }
        }
        return RGBAImage(size: size, pixels: bytes)!
    }

    static func photo(base: UInt8 = 40) -> Photo {
        try! Photo(encoding: cardImage(base: base))
    }

    static let tiles = [
        CardTile(identifier: "a", name: "Bücherwurm", front: photo(base: 30)),
        CardTile(identifier: "b", name: "Café Aurora", front: photo(base: 90)),
        CardTile(identifier: "c", name: "Green Grocer with a very long name indeed", front: photo(base: 150)),
        CardTile(identifier: "d", name: "北京烤鸭 Peking Duck", front: nil),
        CardTile(identifier: "e", name: "swifting.io", front: photo(base: 60)),
    ]
}
