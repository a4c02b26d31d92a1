import Foundation
import MyCardsKit
import MyCardsUI

/// The sample data the gallery shows: the cards of `cards.json` in the current folder when there is one,
/// otherwise cards made from the bundled sample photos; those photos are also the library.
enum GallerySamples {
    static func cards() -> [Card] {
        let file = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("cards.json")
        if let data = try? Data(contentsOf: file), let parsed = try? CardParser().parse(data), !parsed.cards.isEmpty {
            return parsed.cards.sorted(by: Card.displayOrder)
        }
        return cardsFromSamplePhotos().sorted(by: Card.displayOrder)
    }

    /// "01-swifting-front.png" and "07-swifting-back.png" make the card "Swifting" with both sides.
    static func cardsFromSamplePhotos() -> [Card] {
        var cards: [String: Card] = [:]
        for file in imageFiles(in: BundledMedia.samplePhotos) {
            var words = file.deletingPathExtension().lastPathComponent.split(separator: "-").map(String.init)
            guard words.count >= 3, let side = Card.Side(rawValue: words.removeLast()) else { continue }
            words.removeFirst()
            let name = words.map(\.capitalized).joined(separator: " ")
            guard let image = try? ImageDecoder.decode(ImageFile.read(file)),
                let photo = try? Photo(encoding: CardOutline.centred(in: image.size, fill: 1).crop(image))
            else { continue }
            cards[name, default: Card(identifier: name.lowercased(), name: name)][side] = photo
        }
        return Array(cards.values)
    }

    static func library() -> PhotoLibrary {
        PhotoLibrary(folder: BundledMedia.samplePhotos)
    }

    static func imageFiles(in folder: URL) -> [URL] {
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return files.filter(\.isImageFile).sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}
