import Foundation
import GRDB

extension CardRecord {
    /// Read in one pass over the row's columns rather than through `Decodable` (GRDB's decoder took a sixth of a
    /// launch with 10,000 cards) or by name (`row["frontPhoto"]`: a case-insensitive hash lookup, a lowercased copy
    /// of the name when it missed, and GRDB's generic decoding of an optional, whose type metadata the runtime
    /// looked up for every value — half of that launch's instructions). Each column is expected where the schema
    /// puts it (one comparison of short strings) and found by name ignoring case otherwise, as GRDB found it; the
    /// leftmost of two same-named columns wins; a missing column reads as NULL. A value of the wrong type (the
    /// store is a file anyone can edit) throws rather than stopping the app.
    public init(row: Row) throws {
        var columns = StoredColumns()
        for (position, (column, value)) in row.enumerated() {
            // `SELECT *` gives the columns in the schema's order: one comparison finds each of them.
            let slot =
                position < StoredColumns.names.count && column == StoredColumns.names[position]
                ? position : StoredColumns.slot(of: column)
            if let slot { columns.keep(value, in: slot) }
        }
        identifier = try Self.required(columns.identifier, Self.identifierColumn)
        name = try Self.required(columns.name, Self.nameColumn)
        frontPhoto = try Self.optional(columns.frontPhoto, "frontPhoto")
        frontFormat = try Self.optional(columns.frontFormat, "frontFormat")
        frontWidth = try Self.optional(columns.frontWidth, "frontWidth")
        frontHeight = try Self.optional(columns.frontHeight, "frontHeight")
        backPhoto = try Self.optional(columns.backPhoto, "backPhoto")
        backFormat = try Self.optional(columns.backFormat, "backFormat")
        backWidth = try Self.optional(columns.backWidth, "backWidth")
        backHeight = try Self.optional(columns.backHeight, "backHeight")
        isPendingUpload = try Self.optional(columns.isPendingUpload, Self.pendingUploadColumn) ?? false
        // 0 also for a store from before migration v4, which `show` reads without migrating it.
        revision = try Self.optional(columns.revision, Self.revisionColumn) ?? 0
        // False for a store from before migration v5, likewise.
        isFavourite = try Self.optional(columns.isFavourite, Self.favouriteColumn) ?? false
        // nil for a store from before migration v8.
        number = try Self.optional(columns.number, Self.numberColumn)
        barcode = try Self.optional(columns.barcode, Self.barcodeColumn)
        // nil for a store from before migration v9.
        catima = try Self.optional(columns.catima, Self.catimaColumn)
        catimaIcon = try Self.optional(columns.catimaIcon, Self.catimaIconColumn)
    }

    private static func optional<Value: DatabaseValueConvertible>(_ stored: DatabaseValue?, _ column: String) throws
        -> Value?
    {
        guard let stored, !stored.isNull else { return nil }
        guard let value = Value.fromDatabaseValue(stored) else {
            throw PersistenceError.corruptRecord(detail: "\(column) holds \(stored), not \(Value.self)")
        }
        return value
    }

    private static func required<Value: DatabaseValueConvertible>(_ stored: DatabaseValue?, _ column: String) throws
        -> Value
    {
        guard let value: Value = try optional(stored, column) else {
            throw PersistenceError.corruptRecord(detail: "\(column) is missing")
        }
        return value
    }
}

/// The values of one row of the `card` table, by column, as `CardRecord.init(row:)` collects them.
private struct StoredColumns {
    var identifier, name, frontPhoto, frontFormat, frontWidth, frontHeight: DatabaseValue?
    var backPhoto, backFormat, backWidth, backHeight, isPendingUpload, revision, isFavourite: DatabaseValue?
    var number, barcode, catima, catimaIcon: DatabaseValue?

    /// The columns of `card` in the order of its schema (migrations v1, v2, v4, v5, v7, v8, v9); `keep(_:in:)` numbers
    /// them so. `isFromBackend` (v7) holds its place but is not read here.
    static let names = [
        "identifier", "name", "frontPhoto", "frontFormat", "frontWidth", "frontHeight",
        "backPhoto", "backFormat", "backWidth", "backHeight", "isPendingUpload", "revision", "isFavourite",
        "isFromBackend", "number", "barcode", "catima", "catimaIcon",
    ]
    private static let slots = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1.lowercased(), $0) })

    /// The slot of a column found elsewhere than in its schema position, matched ignoring case as GRDB matches
    /// names; nil for a column that is not ours.
    static func slot(of column: String) -> Int? {
        slots[column.lowercased()]
    }

    /// Keeps the leftmost value of a column, as GRDB's lookup by name did.
    mutating func keep(_ value: DatabaseValue, in slot: Int) {
        switch slot {
        case 0: identifier = identifier ?? value
        case 1: name = name ?? value
        case 2: frontPhoto = frontPhoto ?? value
        case 3: frontFormat = frontFormat ?? value
        case 4: frontWidth = frontWidth ?? value
        case 5: frontHeight = frontHeight ?? value
        case 6: backPhoto = backPhoto ?? value
        case 7: backFormat = backFormat ?? value
        case 8: backWidth = backWidth ?? value
        case 9: backHeight = backHeight ?? value
        case 10: isPendingUpload = isPendingUpload ?? value
        case 11: revision = revision ?? value
        case 12: isFavourite = isFavourite ?? value
        case 14: number = number ?? value
        case 15: barcode = barcode ?? value
        case 16: catima = catima ?? value
        case 17: catimaIcon = catimaIcon ?? value
        default: break
        }
    }
}
