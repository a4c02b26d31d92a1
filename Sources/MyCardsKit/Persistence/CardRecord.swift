import Foundation
import GRDB

/// One row of the `card` table: a card with each side's photo spread over four nullable columns.
public struct CardRecord: Codable, Equatable, Sendable, FetchableRecord, PersistableRecord, UploadTrackedRecord,
    RevisionTrackedRecord, DownloadedRecord
{
    public static let databaseTableName = "card"
    public static let identifierColumn = "identifier"
    public static let nameColumn = "name"
    public static let pendingUploadColumn = "isPendingUpload"
    public static let pendingDeletionTableName = "cardPendingDeletion"
    public static let revisionColumn = "revision"

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
    /// Saved here but not yet acknowledged by the backend.
    public var isPendingUpload = false
    /// The store's revision of this row (see `Card.revision`); 0 until it is stored.
    public var revision = 0

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

    /// Read by column name rather than through `Decodable`: GRDB's decoder for a Codable record took a sixth of a
    /// launch with 10,000 cards. A value of the wrong type (the store is a file anyone can edit) throws, as the
    /// decoder did, rather than stopping the app.
    public init(row: Row) throws {
        identifier = try Self.required(row, Self.identifierColumn)
        name = try Self.required(row, Self.nameColumn)
        frontPhoto = try Self.optional(row, "frontPhoto")
        frontFormat = try Self.optional(row, "frontFormat")
        frontWidth = try Self.optional(row, "frontWidth")
        frontHeight = try Self.optional(row, "frontHeight")
        backPhoto = try Self.optional(row, "backPhoto")
        backFormat = try Self.optional(row, "backFormat")
        backWidth = try Self.optional(row, "backWidth")
        backHeight = try Self.optional(row, "backHeight")
        isPendingUpload = try Self.optional(row, Self.pendingUploadColumn) ?? false
        // 0 also for a store from before migration v4, which `show` reads without migrating it.
        revision = try Self.optional(row, Self.revisionColumn) ?? 0
    }

    private static func optional<Value: DatabaseValueConvertible>(_ row: Row, _ column: String) throws -> Value? {
        let stored: DatabaseValue = row[column] ?? .null
        if stored.isNull { return nil }
        guard let value = Value.fromDatabaseValue(stored) else {
            throw PersistenceError.corruptRecord(detail: "\(column) holds \(stored), not \(Value.self)")
        }
        return value
    }

    private static func required<Value: DatabaseValueConvertible>(_ row: Row, _ column: String) throws -> Value {
        guard let value: Value = try optional(row, column) else {
            throw PersistenceError.corruptRecord(detail: "\(column) is missing")
        }
        return value
    }

    /// Written by column name too, for the same reason as `init(row:)`, on the way in.
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
    }

    public static let downloadedColumns = [
        nameColumn, "frontPhoto", "frontFormat", "frontWidth", "frontHeight",
        "backPhoto", "backFormat", "backWidth", "backHeight",
    ]

    public var downloadedValues: [(any DatabaseValueConvertible)?] {
        [name, frontPhoto, frontFormat, frontWidth, frontHeight, backPhoto, backFormat, backWidth, backHeight]
    }

    public init(_ card: Card) {
        self.init(
            identifier: card.identifier, name: card.name,
            frontPhoto: card.front?.data, frontFormat: card.front?.format.rawValue,
            frontWidth: card.front?.size.width, frontHeight: card.front?.size.height,
            backPhoto: card.back?.data, backFormat: card.back?.format.rawValue,
            backWidth: card.back?.size.width, backHeight: card.back?.size.height)
        revision = card.revision
    }

    public func card() throws(PersistenceError) -> Card {
        Card(
            identifier: identifier, name: name,
            front: try photo(.front, data: frontPhoto, format: frontFormat, width: frontWidth, height: frontHeight),
            back: try photo(.back, data: backPhoto, format: backFormat, width: backWidth, height: backHeight),
            revision: revision)
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
