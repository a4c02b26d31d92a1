import Foundation

/// What an imported card that matches a stored one (same name and number) tells the store, read the way an export
/// writes: a store's own export imported again tells it nothing, so nothing is written, re-encoded or uploaded.
enum CatimaStoredMatch {
    /// Whether `imported` says what `stored` says already: the same row as the export writes for both (under the
    /// file's id, which only numbers the file), the same groups, and each image the same picture (the export made
    /// a JPEG photo a PNG of the same pixels) or absent from the file (then the stored one is kept).
    static func isUnchanged(_ imported: Card, _ stored: Card) -> Bool {
        let importedExtras = imported.catima ?? CatimaExtras()
        let storedExtras = stored.catima ?? CatimaExtras()
        let id = Int(importedExtras.id) ?? 0
        return CatimaExport.row(imported, id: id, extras: importedExtras)
            == CatimaExport.row(stored, id: id, extras: storedExtras)
            && importedExtras.groups == storedExtras.groups
            && samePicture(imported.front?.data, as: stored.front?.data)
            && samePicture(imported.back?.data, as: stored.back?.data)
            && samePicture(importedExtras.icon, as: storedExtras.icon)
    }

    /// `imported` to be stored over `stored`: a photo or icon the file lacks, or that is the stored one's picture in
    /// another encoding, keeps the stored bytes.
    static func merged(_ imported: Card, over stored: Card) -> Card {
        var card = Card(
            identifier: stored.identifier, name: imported.name, front: kept(imported.front, stored.front),
            back: kept(imported.back, stored.back), number: imported.number, barcode: imported.barcode,
            isFavourite: imported.isFavourite, catima: imported.catima)
        if let storedIcon = stored.catima?.icon, samePicture(card.catima?.icon, as: storedIcon) {
            card.catima?.icon = storedIcon
        }
        return card
    }

    private static func kept(_ imported: Photo?, _ stored: Photo?) -> Photo? {
        guard let imported else { return stored }
        return samePicture(imported.data, as: stored?.data) ? stored : imported
    }

    /// True when the file has no image here, or one whose pixels are the stored image's.
    private static func samePicture(_ imported: Data?, as stored: Data?) -> Bool {
        guard let imported else { return true }
        guard let stored else { return false }
        if imported == stored { return true }
        // A header read first: pictures of different sizes differ, and decoding both costs more.
        guard (try? ImageDecoder.inspect(imported).size) == (try? ImageDecoder.inspect(stored).size),
            let left = try? ImageDecoder.decode(imported), let right = try? ImageDecoder.decode(stored)
        else {
            return false
        }
        return left == right
    }
}
