import MyCardsKit

/// Cards big enough that a write spans several database pages (two 96×60 photos of noise), so a kill can
/// land in the middle of one.
enum ProbeCard {
    static func make(identifier: String, index: Int) -> Card {
        Card(
            identifier: identifier, name: "Probe card \(index)", front: photo(seed: index * 2),
            back: photo(seed: index * 2 + 1))
    }

    /// A card is whole when it has its name and both photos decode to the size they claim.
    static func isWhole(_ card: Card) -> Bool {
        guard !card.name.isEmpty, let front = card.front, let back = card.back else { return false }
        return [front, back].allSatisfy { photo in
            (try? ImageDecoder.decode(photo.data))?.size == photo.size
        }
    }

    private static func photo(seed: Int) -> Photo? {
        var generator = SplitMix(state: UInt64(seed))
        let size = PixelSize(width: 96, height: 60)
        let pixels = (0..<size.width * size.height).flatMap { _ in
            let bits = generator.next()
            return [
                UInt8(truncatingIfNeeded: bits), UInt8(truncatingIfNeeded: bits >> 8),
                UInt8(truncatingIfNeeded: bits >> 16), 255,
            ]
        }
        return RGBAImage(size: size, pixels: pixels).flatMap { try? Photo(encoding: $0) }
    }
}

/// A tiny deterministic generator, so every run writes the same bytes for the same card.
private struct SplitMix {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
