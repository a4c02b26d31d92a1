import Foundation
import GRDB

/// One row of the `card` table: a card with each side's photo spread over four nullable columns.
public struct CardRecord: Codable, Equatable, Sendable, FetchableRecord, PersistableRecord, UploadTrackedRecord,
    RevisionTrackedRecord, FavouriteTrackedRecord, DownloadedRecord
{
    public static let databaseTableName = "card"
    public static let identifierColumn = "identifier"
    public static let nameColumn = "name"
    public static let pendingUploadColumn = "isPendingUpload"
    public static let pendingDeletionTableName = "cardPendingDeletion"
    public static let revisionColumn = "revision"
    public static let favouriteColumn = "isFavourite"
    public static let fromBackendColumn = "isFromBackend"
    public static let numberColumn = "number"
    public static let barcodeColumn = "barcode"
    public static let catimaColumn = "catima"
    public static let catimaIconColumn = "catimaIcon"

    public var identifier: String
    public var name: String
    public var frontPhoto: Data?
    public var frontFormat: String?
    public var frontWidth: Int?
    public var frontHeight: Int?
    public var backPhoto: Data?
    public var backFormat: String?
    public var backWidth: Int?
    public var backHeight: Int?
    public var number: String?
    /// A `Barcode`'s raw value (Catima's spelling).
    public var barcode: String?
    /// A card's `CatimaExtras` less the icon, as JSON (`CatimaExtras.storedText`); nil for a card without.
    public var catima: String?
    /// The Catima icon's bytes.
    public var catimaIcon: Data?
    /// Saved here but not yet acknowledged by the backend.
    public var isPendingUpload = false
    /// The store's revision of this row (see `Card.revision`); 0 until it is stored.
    public var revision = 0
    /// The user's local mark (see `Card.isFavourite`).
    public var isFavourite = false

    public init(
        identifier: String, name: String,
        frontPhoto: Data? = nil, frontFormat: String? = nil, frontWidth: Int? = nil, frontHeight: Int? = nil,
        backPhoto: Data? = nil, backFormat: String? = nil, backWidth: Int? = nil, backHeight: Int? = nil
    ) {
        self.identifier = identifier
        self.name = name
        self.frontPhoto = frontPhoto
        self.frontFormat = frontFormat
        self.frontWidth = frontWidth
        self.frontHeight = frontHeight
        self.backPhoto = backPhoto
        self.backFormat = backFormat
        self.backWidth = backWidth
        self.backHeight = backHeight
    }

    /// Written by column name rather than through `Encodable`, for the reason `init(row:)` reads that way.
    public func encode(to container: inout PersistenceContainer) throws {
        container[Self.identifierColumn] = identifier
        container[Self.nameColumn] = name
        container["frontPhoto"] = frontPhoto
        container["frontFormat"] = frontFormat
        container["frontWidth"] = frontWidth
        container["frontHeight"] = frontHeight
        container["backPhoto"] = backPhoto
        container["backFormat"] = backFormat
        container["backWidth"] = backWidth
        container["backHeight"] = backHeight
        container[Self.pendingUploadColumn] = isPendingUpload
        container[Self.revisionColumn] = revision
        container[Self.favouriteColumn] = isFavourite
        container[Self.numberColumn] = number
        container[Self.barcodeColumn] = barcode
        container[Self.catimaColumn] = catima
        container[Self.catimaIconColumn] = catimaIcon
    }

    public static let downloadedColumns = [
        nameColumn, "frontPhoto", "frontFormat", "frontWidth", "frontHeight",
        "backPhoto", "backFormat", "backWidth", "backHeight", numberColumn, barcodeColumn,
    ]

    public var downloadedValues: [(any DatabaseValueConvertible)?] {
        [
            name, frontPhoto, frontFormat, frontWidth, frontHeight, backPhoto, backFormat, backWidth, backHeight,
            number, barcode,
        ]
    }

    /// The Card screen's form edits what the wire carries: the name, the photos, the number and its symbology.
    public static let savedColumns = downloadedColumns

    public var savedValues: [(any DatabaseValueConvertible)?] { downloadedValues }

    public func differingParts(from other: CardRecord) -> StoredChange.Parts {
        var parts: StoredChange.Parts = []
        if name != other.name { parts.insert(.name) }
        if (frontPhoto, frontFormat, frontWidth, frontHeight) != (
            other.frontPhoto, other.frontFormat, other.frontWidth, other.frontHeight
        ) {
            parts.insert(.front)
        }
        if (backPhoto, backFormat, backWidth, backHeight) != (
            other.backPhoto, other.backFormat, other.backWidth, other.backHeight
        ) {
            parts.insert(.back)
        }
        if (number, barcode) != (other.number, other.barcode) { parts.insert(.number) }
        return parts
    }

    public init(_ card: Card) {
        self.init(
            identifier: card.identifier, name: card.name,
            frontPhoto: card.front?.data, frontFormat: card.front?.format.rawValue,
            frontWidth: card.front?.size.width, frontHeight: card.front?.size.height,
            backPhoto: card.back?.data, backFormat: card.back?.format.rawValue,
            backWidth: card.back?.size.width, backHeight: card.back?.size.height)
        revision = card.revision
        isFavourite = card.isFavourite
        number = card.number
        barcode = card.barcode?.rawValue
        catima = card.catima?.storedText
        catimaIcon = card.catima?.icon
    }

    public func card() throws(PersistenceError) -> Card {
        Card(
            identifier: identifier, name: name,
            front: try photo(.front, data: frontPhoto, format: frontFormat, width: frontWidth, height: frontHeight),
            back: try photo(.back, data: backPhoto, format: backFormat, width: backWidth, height: backHeight),
            number: number, barcode: try storedBarcode(), isFavourite: isFavourite, catima: try storedCatima(),
            revision: revision)
    }

    /// The stored Catima fields; text that is not their JSON is a corrupt row.
    private func storedCatima() throws(PersistenceError) -> CatimaExtras? {
        guard let catima else { return nil }
        guard let extras = CatimaExtras(storedText: catima, icon: catimaIcon) else {
            throw corrupt("its Catima fields are damaged")
        }
        return extras
    }

    /// The stored symbology; one this version does not know is a corrupt row, as an unknown photo format is.
    private func storedBarcode() throws(PersistenceError) -> Barcode? {
        guard let barcode else { return nil }
        guard let known = Barcode(rawValue: barcode) else { throw corrupt("barcode “\(barcode)” is unknown") }
        return known
    }

    private func photo(
        _ side: Card.Side, data: Data?, format: String?, width: Int?, height: Int?
    ) throws(PersistenceError) -> Photo? {
        switch (data, format, width, height) {
        case (nil, nil, nil, nil):
            return nil
        case (let data?, let format?, let width?, let height?):
            guard let format = Photo.Format(rawValue: format) else {
                throw corrupt("\(side) photo has unknown format “\(format)”")
            }
            guard width >= 0, height >= 0 else {
                throw corrupt("\(side) photo has a negative size \(width)×\(height)")
            }
            return Photo(data: data, format: format, size: PixelSize(width: width, height: height))
        default:
            throw corrupt("\(side) photo is only partly stored")
        }
    }

    private func corrupt(_ reason: String) -> PersistenceError {
        .corruptRecord(detail: "card \(identifier): \(reason)")
    }
}

extension CardRecord: EntityConvertible {
    public func entity() throws(PersistenceError) -> Card {
        try card()
    }
}
