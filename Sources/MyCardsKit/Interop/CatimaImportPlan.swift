import Foundation

/// A row an import passed over, and why: "line 7, unknown barcode type FOO".
public struct CatimaSkip: Equatable, Sendable, CustomStringConvertible {
    public let line: Int
    public let reason: String

    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    public var description: String { "line \(line), \(reason)" }
}

/// What a Catima file would add to the store, checked whole before anything is written: each good card row as a
/// `Card` (its identifier still empty: the store gives one, or the stored card it matches does), the groups table,
/// and the rows skipped. A card's image that does not decode refuses the whole file, naming the card.
struct CatimaImportPlan: Equatable {
    struct Entry: Equatable {
        let line: Int
        var card: Card
    }

    var cards: [Entry] = []
    var groups: [String] = []
    var skipped: [CatimaSkip] = []

    /// Symbologies Catima has and My Cards does not draw.
    static let catimaOnlyBarcodes: Set<String> = ["MAXICODE", "RSS_14", "RSS_EXPANDED"]
    /// Columns that hold a whole number, or nothing.
    private static let integerColumns = ["validfrom", "expiry", "starstatus", "lastused", "archive"]

    init(files: CatimaFiles) throws(CatimaError) {
        let document = try CatimaCSV.read(files.csv, barePath: files.barePath)
        for row in document.groups.rows {
            guard document.groups.values(of: row) != nil else {
                skipped.append(CatimaSkip(line: row.line, reason: Self.shapeReason(row, document.groups)))
                continue
            }
            let name = row.fields[0]
            if !name.isEmpty, !groups.contains(name) { groups.append(name) }
        }
        var byID: [String: Int] = [:]
        var seen: [CardKey: Int] = [:]
        var skippedIDs: Set<String> = []
        for row in document.cards.rows {
            switch Self.card(from: row, of: document.cards) {
            case .failure(let skip):
                skipped.append(skip.skip)
                if let id = skip.id { skippedIDs.insert(id) }
            case .success(let card):
                let id = card.catima?.id ?? ""
                if byID[id] != nil {
                    skipped.append(CatimaSkip(line: row.line, reason: "card id \(id) is used twice"))
                } else if let first = seen[CardKey(card)] {
                    skipped.append(CatimaSkip(line: row.line, reason: "same store and card ID as line \(first)"))
                    skippedIDs.insert(id)
                } else {
                    byID[id] = cards.count
                    seen[CardKey(card)] = row.line
                    cards.append(Entry(line: row.line, card: card))
                }
            }
        }
        if let links = document.links {
            for row in links.rows {
                linkGroup(row, of: links, cardsByID: byID, skippedIDs: skippedIDs)
            }
        }
        for index in cards.indices {
            try attachImages(files.images, to: &cards[index].card, id: cards[index].card.catima?.id ?? "")
        }
        skipped.sort { $0.line < $1.line }
    }

    private struct CardKey: Hashable {
        let name: String
        let number: String?

        init(_ card: Card) {
            name = card.name
            number = card.number
        }
    }

    private struct RowSkip: Error {
        let skip: CatimaSkip
        /// The row's `_id` when it had a good one: its links are then dropped silently, not reported again.
        var id: String?
    }

    private static func card(from row: CatimaCSV.Record, of table: CatimaCSV.Table) -> Result<Card, RowSkip> {
        func skip(_ reason: String, id: String? = nil) -> Result<Card, RowSkip> {
            .failure(RowSkip(skip: CatimaSkip(line: row.line, reason: reason), id: id))
        }
        guard let values = table.values(of: row) else {
            return skip(Self.shapeReason(row, table))
        }
        let value = { (column: String) in values[column] ?? "" }
        let id = value("_id")
        guard Int32(id) != nil else { return skip("card id “\(id)” is not a number") }
        let name = CardName.cleaned(value("store"))
        guard !name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            return skip("no store name", id: id)
        }
        let number = value("cardid")
        guard !number.isEmpty else { return skip("no card ID", id: id) }
        guard !CardName.hasControlCharacters(number) else { return skip("card ID has control characters", id: id) }
        let barcodeName = value("barcodetype")
        let barcode = Barcode(rawValue: barcodeName)
        if barcode == nil, !barcodeName.isEmpty {
            return catimaOnlyBarcodes.contains(barcodeName)
                ? skip("barcode type \(barcodeName) is one My Cards cannot draw", id: id)
                : skip("unknown barcode type \(barcodeName)", id: id)
        }
        for column in integerColumns where !value(column).isEmpty && Int64(value(column)) == nil {
            return skip("\(column) “\(value(column))” is not a whole number", id: id)
        }
        if !value("headercolor").isEmpty, Int32(value("headercolor")) == nil {
            return skip("headercolor “\(value("headercolor"))” is not a colour", id: id)
        }
        if !value("balance").isEmpty, !isDecimal(value("balance")) {
            return skip("balance “\(value("balance"))” is not a number", id: id)
        }
        let extras = CatimaExtras(
            id: id, note: value("note"), validFrom: value("validfrom"), expiry: value("expiry"),
            balance: value("balance"), balanceType: value("balancetype"), barcodeID: value("barcodeid"),
            barcodeEncoding: value("barcodeencoding"), headerColor: value("headercolor"),
            lastUsed: value("lastused"), archive: value("archive"))
        return .success(
            Card(
                identifier: "", name: name, number: number, barcode: barcode, isFavourite: value("starstatus") == "1",
                catima: extras))
    }

    /// "4 fields where the header has 15".
    private static func shapeReason(_ row: CatimaCSV.Record, _ table: CatimaCSV.Table) -> String {
        let count = row.fields.count
        return "\(count) \(count == 1 ? "field" : "fields") where the header has \(table.header.fields.count)"
    }

    /// What Java's `BigDecimal` reads: a sign, digits with at most one point, an optional exponent.
    static func isDecimal(_ text: String) -> Bool {
        text.range(of: #"^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?$"#, options: .regularExpression) != nil
    }

    private mutating func linkGroup(
        _ row: CatimaCSV.Record, of table: CatimaCSV.Table, cardsByID: [String: Int], skippedIDs: Set<String>
    ) {
        guard let values = table.values(of: row) else {
            return skipped.append(CatimaSkip(line: row.line, reason: Self.shapeReason(row, table)))
        }
        let cardID = values["cardId"] ?? ""
        let group = values["groupId"] ?? ""
        guard let index = cardsByID[cardID] else {
            if !skippedIDs.contains(cardID) {
                skipped.append(CatimaSkip(line: row.line, reason: "card \(cardID) is not in the cards table"))
            }
            return
        }
        guard !group.isEmpty else { return skipped.append(CatimaSkip(line: row.line, reason: "no group name")) }
        guard groups.contains(group) else {
            return skipped.append(CatimaSkip(line: row.line, reason: "group “\(group)” is not in the groups table"))
        }
        if cards[index].card.catima?.groups.contains(group) == false { cards[index].card.catima?.groups.append(group) }
    }

    /// The card's front and back as photos and its icon as bytes, each proved to decode.
    private func attachImages(_ images: [String: Data], to card: inout Card, id: String) throws(CatimaError) {
        for kind in CatimaImageName.Kind.allCases {
            let file = CatimaImageName(id: id, kind: kind).fileName
            guard let data = images[file] else { continue }
            do {
                switch kind {
                case .front: card.front = try Photo(validating: data)
                case .back: card.back = try Photo(validating: data)
                case .icon:
                    _ = try ImageDecoder.validate(data)
                    card.catima?.icon = data
                }
            } catch {
                throw .badImage(file: file, card: card.trimmedName, error)
            }
        }
    }
}
