import CSV
import Foundation

/// Catima's catima.csv, format version 2: the version on its own line, then three tables — groups (`_id`), cards
/// (`_id,store,note,…`), card-group links (`cardId,groupId`) — each a header and its rows, a blank line between two.
/// A quoted field may span lines (a note), so records are read by CSV.swift's reader, which keeps a multi-line quoted
/// field whole and gives a blank line as one empty field; each record keeps the line it starts on, for the report.
enum CatimaCSV {
    /// The cards table's columns as Catima 2.x writes them, in its order.
    static let cardColumns = [
        "_id", "store", "note", "validfrom", "expiry", "balance", "balancetype", "cardid", "barcodeid", "barcodetype",
        "barcodeencoding", "headercolor", "starstatus", "lastused", "archive",
    ]
    static let groupColumns = ["_id"]
    static let linkColumns = ["cardId", "groupId"]
    static let version = "2"

    /// One record of the file and the line it starts on (1 for the first).
    struct Record: Equatable {
        let line: Int
        let fields: [String]

        var isBlank: Bool { fields == [""] }
    }

    /// A table: its header record and its rows.
    struct Table: Equatable {
        var header: Record
        var rows: [Record] = []

        /// Each row's fields by column name; nil for a row whose field count differs from the header's.
        func values(of row: Record) -> [String: String]? {
            guard row.fields.count == header.fields.count else { return nil }
            return Dictionary(zip(header.fields, row.fields), uniquingKeysWith: { first, _ in first })
        }
    }

    /// The three tables of a version 2 file.
    struct Document: Equatable {
        var groups: Table
        var cards: Table
        var links: Table?
    }

    /// The tables of a catima.csv; `barePath` names a bare file in the refusal of one that is no Catima CSV.
    static func read(_ data: Data, barePath: String? = nil) throws(CatimaError) -> Document {
        let notCatima = barePath.map { CatimaError.notCatima(path: $0) } ?? .notCatimaCSV
        guard var text = String(data: data, encoding: .utf8) else { throw notCatima }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let records = try self.records(of: text, notCatima: notCatima)
        guard let first = records.first else { throw notCatima }
        try checkVersion(first, notCatima: notCatima)
        var tables: [Table] = []
        var current: Table?
        for record in records.dropFirst() {
            if record.isBlank {
                if let table = current { tables.append(table) }
                current = nil
            } else if current == nil {
                guard tables.count < 3 else { throw .extraTable(line: record.line) }
                current = Table(header: record)
            } else {
                current?.rows.append(record)
            }
        }
        if let table = current { tables.append(table) }
        guard tables.count >= 2 else {
            throw .badHeader(
                table: "cards", line: (records.last?.line ?? 1) + 1, expected: cardColumns.joined(separator: ","))
        }
        let document = Document(groups: tables[0], cards: tables[1], links: tables.count > 2 ? tables[2] : nil)
        try checkHeaders(of: document)
        return document
    }

    /// Version 1 had no version line: its first line is the cards table's header.
    private static func checkVersion(_ first: Record, notCatima: CatimaError) throws(CatimaError) {
        if first.fields.count == 1, let number = Int(first.fields[0].trimmingCharacters(in: .whitespaces)) {
            guard String(number) == version else { throw .unsupportedVersion(String(number)) }
        } else if first.fields.contains("_id") || first.fields.contains("store") {
            throw .unsupportedVersion("1")
        } else {
            throw notCatima
        }
    }

    private static func checkHeaders(of document: Document) throws(CatimaError) {
        guard document.groups.header.fields == groupColumns else {
            throw .badHeader(table: "groups", line: document.groups.header.line, expected: "_id")
        }
        for column in ["_id", "store", "cardid"] where !document.cards.header.fields.contains(column) {
            throw .missingColumn(table: "cards", column: column, line: document.cards.header.line)
        }
        if let links = document.links {
            for column in linkColumns where !links.header.fields.contains(column) {
                throw .missingColumn(table: "card-group links", column: column, line: links.header.line)
            }
        }
    }

    /// Every record, with the line each starts on: a record covers one line more than the line breaks inside its
    /// quoted fields (CR LF counting once).
    private static func records(of text: String, notCatima: CatimaError) throws(CatimaError) -> [Record] {
        let reader: CSVReader
        do {
            reader = try CSVReader(string: text)
        } catch {
            throw notCatima
        }
        var records: [Record] = []
        var line = 1
        while let fields = reader.next() {
            records.append(Record(line: line, fields: fields))
            line += 1 + fields.reduce(0) { $0 + lineBreaks(in: $1) }
        }
        return records
    }

    private static func lineBreaks(in field: String) -> Int {
        // Swift takes "\r\n" as one Character.
        field.reduce(0) { $0 + ($1 == "\n" || $1 == "\r" || $1 == "\r\n" ? 1 : 0) }
    }

    /// The file's text: the tables written as Catima writes them (RFC 4180, CR LF after every record, a field quoted
    /// when it holds a comma, a quote or a line break, its quotes doubled).
    static func text(groups: [String], cards: [[String]], links: [[String]]) -> String {
        let stream = OutputStream.toMemory()
        do {
            let writer = try CSVWriter(stream: stream, newline: .crlf)
            try writer.write(row: [version])
            try writer.write(row: [""])
            try writer.write(row: groupColumns)
            for group in groups { try writer.write(row: [group]) }
            try writer.write(row: [""])
            try writer.write(row: cardColumns)
            for card in cards { try writer.write(row: card) }
            try writer.write(row: [""])
            try writer.write(row: linkColumns)
            for link in links { try writer.write(row: link) }
            writer.stream.close()
        } catch {
            // Writing to memory does not fail.
        }
        let data = stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data ?? Data()
        return String(decoding: data, as: UTF8.self) + "\r\n"
    }
}
