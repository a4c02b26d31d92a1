import Foundation
import GRDB

extension CardRecord {
    /// Read in one pass over the row's columns rather than through `Decodable` (GRDB's decoder took a sixth of a
    /// launch with 10,000 cards) or by name (`row["frontPhoto"]`: a case-insensitive hash lookup, a lowercased copy
    /// of the name when it missed, and GRDB's generic decoding of an optional, whose type metadata the runtime
    /// looked up for every value — half of that launch's instructions). The column names are compared as they
    /// are written in the schema (short strings, compared in place); a name in other case still matches, as it
    /// did through GRDB, and the leftmost of two same-named columns wins. A missing column reads as NULL. A value
    /// of the wrong type (the store is a file anyone can edit) throws rather than stopping the app.
    public init(row: Row) throws {
        var columns = StoredColumns()
        for (column, value) in row {
            if columns.take(column, value) { continue }
            if let known = StoredColumns.lowercasedNames[column.lowercased()] {
                _ = columns.take(known, value)
            }
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
    var backPhoto, backFormat, backWidth, backHeight, isPendingUpload, revision: DatabaseValue?

    static let names = [
        "identifier", "name", "frontPhoto", "frontFormat", "frontWidth", "frontHeight",
        "backPhoto", "backFormat", "backWidth", "backHeight", "isPendingUpload", "revision",
    ]
    static let lowercasedNames = Dictionary(uniqueKeysWithValues: names.map { ($0.lowercased(), $0) })

    /// Keeps `value` when `column` is one of ours, spelled as in the schema, and not already taken; false when the
    /// name is not one of ours as spelled.
    mutating func take(_ column: String, _ value: DatabaseValue) -> Bool {
        switch column {
        case "identifier": identifier = identifier ?? value
        case "name": name = name ?? value
        case "frontPhoto": frontPhoto = frontPhoto ?? value
        case "frontFormat": frontFormat = frontFormat ?? value
        case "frontWidth": frontWidth = frontWidth ?? value
        case "frontHeight": frontHeight = frontHeight ?? value
        case "backPhoto": backPhoto = backPhoto ?? value
        case "backFormat": backFormat = backFormat ?? value
        case "backWidth": backWidth = backWidth ?? value
        case "backHeight": backHeight = backHeight ?? value
        case "isPendingUpload": isPendingUpload = isPendingUpload ?? value
        case "revision": revision = revision ?? value
        default: return false
        }
        return true
    }
}
