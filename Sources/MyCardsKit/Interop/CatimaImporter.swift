import Foundation
import GRDB

/// `import FILE`: reads a Catima export (its zip, or a bare catima.csv) into the store. Everything is read and
/// checked first — the archive, the CSV, every image — and only then written, in one transaction: a file that fails
/// leaves the store as it was (not even created). A card whose name and number match a stored one updates that card
/// (so importing a file twice adds nothing); the others are added, marked for upload like a save.
public struct CatimaImporter: Sendable {
    private let limits: CatimaLimits
    private let makeIdentifier: @Sendable () -> String

    public init(
        limits: CatimaLimits = .standard, makeIdentifier: @escaping @Sendable () -> String = { UUID().uuidString }
    ) {
        self.limits = limits
        self.makeIdentifier = makeIdentifier
    }

    /// Imports the file at `url` into the store at `storeURL`, creating the store if there is none. A file with no
    /// card to import (every row skipped, or none) does nothing: no store is made, no group added.
    public func importFile(at url: URL, into storeURL: URL) throws(CatimaError) -> CatimaImportReport {
        let plan = try CatimaImportPlan(files: CatimaFiles.read(url, limits: limits))
        guard !plan.cards.isEmpty else { throw .noCards(skipped: plan.skipped) }
        let database: CardDatabase
        do {
            database = try CardDatabase.open(at: storeURL)
        } catch {
            throw .store(error)
        }
        return try store(plan, in: database)
    }

    /// Writes the plan in one transaction.
    func store(_ plan: CatimaImportPlan, in database: CardDatabase) throws(CatimaError) -> CatimaImportReport {
        let makeIdentifier = makeIdentifier
        do {
            var report = try database.write { db in
                try Self.write(plan.cards.map(\.card), groups: plan.groups, db, makeIdentifier: makeIdentifier)
            }
            report.skipped = plan.skipped
            return report
        } catch let error as PersistenceError {
            throw .store(error)
        } catch {
            throw .store(.writeFailed(detail: String(describing: error)))
        }
    }

    private static func write(
        _ cards: [Card], groups: [String], _ db: Database, makeIdentifier: () -> String
    ) throws -> CatimaImportReport {
        var report = CatimaImportReport()
        let stored = try storedKeys(db)
        for card in cards {
            var record: CardRecord
            if let identifier = stored[Key(name: card.name, number: card.number)],
                let existing = try CardRecord.fetchOne(db, key: identifier)
            {
                let storedCard = try existing.card()
                guard !CatimaStoredMatch.isUnchanged(card, storedCard) else {
                    report.unchanged += 1
                    continue
                }
                record = CardRecord(CatimaStoredMatch.merged(card, over: storedCard))
                // Only what the backend holds makes an upload due; the mark and the Catima fields are local.
                record.isPendingUpload = existing.isPendingUpload || !record.differingParts(from: existing).isEmpty
                report.updated += 1
            } else {
                let added = Card(
                    identifier: makeIdentifier(), name: card.name, front: card.front, back: card.back,
                    number: card.number, barcode: card.barcode, isFavourite: card.isFavourite, catima: card.catima)
                record = CardRecord(added)
                record.isPendingUpload = true
                report.added += 1
            }
            record.revision = try StoreRevision.next(db)
            try record.insert(db, onConflict: .replace)
        }
        try CatimaGroups.add(groups, db)
        return report
    }

    private struct Key: Hashable {
        let name: String
        let number: String?
    }

    /// Each stored card's identifier by name and number: the first by identifier where two share them.
    private static func storedKeys(_ db: Database) throws -> [Key: String] {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT \(CardRecord.identifierColumn), \(CardRecord.nameColumn), \(CardRecord.numberColumn) \
                FROM \(CardRecord.databaseTableName) ORDER BY \(CardRecord.identifierColumn) DESC
                """)
        var keys: [Key: String] = [:]
        for row in rows {
            keys[Key(name: row[CardRecord.nameColumn], number: row[CardRecord.numberColumn])] =
                row[CardRecord.identifierColumn]
        }
        return keys
    }
}

/// What an import did: cards added, stored cards it changed, stored cards it found as they were, and the rows skipped.
public struct CatimaImportReport: Equatable, Sendable {
    public var added = 0
    public var updated = 0
    public var unchanged = 0
    public var skipped: [CatimaSkip] = []

    public init(added: Int = 0, updated: Int = 0, unchanged: Int = 0, skipped: [CatimaSkip] = []) {
        self.added = added
        self.updated = updated
        self.unchanged = unchanged
        self.skipped = skipped
    }

    /// "3 cards imported; 1 skipped: line 7, unknown barcode type FOO"; "3 cards imported (1 new, 2 unchanged)";
    /// a file imported again: "Nothing changed: the 3 cards are stored as they are" ("3 cards imported (3
    /// unchanged)" read as if something had happened).
    public var summary: String {
        var text = added + updated == 0 && unchanged > 0 ? nothingChanged : imported
        if !skipped.isEmpty {
            text += "; \(skipped.count) skipped: " + skipped.map(\.description).joined(separator: "; ")
        }
        return text
    }

    private var nothingChanged: String {
        unchanged == 1
            ? "Nothing changed: the card is stored as it is"
            : "Nothing changed: the \(unchanged) cards are stored as they are"
    }

    /// "3 cards imported", with what they were where any matched a stored card: "(1 new, 2 unchanged)".
    private var imported: String {
        let count = added + updated + unchanged
        let text = "\(count) \(count == 1 ? "card" : "cards") imported"
        guard updated + unchanged > 0 else { return text }
        let parts = [(added, "new"), (updated, "updated"), (unchanged, "unchanged")].filter { $0.0 > 0 }
        return text + " (" + parts.map { "\($0.0) \($0.1)" }.joined(separator: ", ") + ")"
    }
}
