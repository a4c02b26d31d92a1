import Foundation
import MyCardsKit

/// The repository's `cards.json`: the cards a user sees first, and what the photo fidelity is measured on.
enum BundledCards {
    static func cards() throws -> [Card] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let data = try Data(contentsOf: root.appendingPathComponent("cards.json"))
        return try CardParser().parse(data).cards
    }

    /// Every front and back photo, decoded, named "<card> front" or "<card> back".
    static func photos() throws -> [(name: String, image: RGBAImage)] {
        try cards().flatMap { card in
            try [("front", card.front), ("back", card.back)].compactMap { side, photo in
                try photo.map { ("\(card.name) \(side)", try ImageDecoder.decode($0.data)) }
            }
        }
    }
}
