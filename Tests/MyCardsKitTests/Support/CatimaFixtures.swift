import Foundation
import ZIPFoundation

@testable import MyCardsKit

/// The golden Catima files (Fixtures/Catima, written from Catima's published format), archives built in the test,
/// and stores to import into.
enum CatimaFixtures {
    /// A version 2 export with every field filled, four groups (one with no card), a note over four lines, quotes and
    /// commas in fields, and five images: as catima.csv alone and as a zip.
    static let fullCSV = "catima-full.csv"
    static let fullZip = "catima-full.zip"
    /// catima-full.zip as `make fuzz`'s catima-zip target left it: ZIPFoundation read its catima.csv in an endless
    /// loop at the file's end before the entry's size was checked against the central directory's.
    static let fuzzedRecordsZip = "catima-fuzzed-records.zip"
    /// Four cards, an empty groups table; line 7 names barcode type FOO.
    static let badRowCSV = "catima-bad-row.csv"
    static let versionOneCSV = "catima-version-1.csv"
    /// What `nativeCards()` export as.
    static let exportCSV = "catima-export.csv"

    static func url(_ name: String) throws -> URL {
        let base = (name as NSString).deletingPathExtension
        let type = (name as NSString).pathExtension
        guard let url = Bundle.module.url(forResource: "Fixtures/Catima/\(base)", withExtension: type) else {
            throw CocoaError(.fileNoSuchFile)
        }
        return url
    }

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: url(name))
    }

    static func text(_ name: String) throws -> String {
        String(decoding: try data(name), as: UTF8.self)
    }

    /// Every entry of the zip fixture `name` by path.
    static func entries(of url: URL) throws -> [String: Data] {
        let archive = try Archive(url: url, accessMode: .read)
        var entries: [String: Data] = [:]
        for entry in archive {
            var data = Data()
            _ = try archive.extract(entry) { data.append($0) }
            entries[entry.path] = data
        }
        return entries
    }

    /// The entries' paths in the archive's order.
    static func paths(of url: URL) throws -> [String] {
        try Archive(url: url, accessMode: .read).map(\.path)
    }

    /// Writes a zip of `entries` (deflated unless told otherwise, in order) into `folder`.
    static func zip(
        _ entries: [(String, Data)], in folder: URL, named name: String = "export.zip",
        compression: CompressionMethod = .deflate
    ) throws -> URL {
        let archive = try Archive(accessMode: .create)
        for (path, data) in entries {
            try archive.addEntry(
                with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: compression
            ) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        let url = folder.appendingPathComponent(name)
        try archive.data?.write(to: url)
        return url
    }

    /// Writes `text` as a file in `folder`.
    static func file(_ text: String, in folder: URL, named name: String = "catima.csv") throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// A store in `folder` holding `cards`, saved as the app's upsert saves them (in the same transaction, without
    /// awaiting the worker).
    static func store(in folder: URL, holding cards: [Card] = []) throws -> URL {
        let url = folder.appendingPathComponent("cards.sqlite")
        try CardDatabase.open(at: url).write { db in try CardsWorker.upsert(cards, in: db) }
        return url
    }

    /// Every card of the store at `url`, by identifier.
    static func cards(in url: URL) throws -> [Card] {
        try CardStoreReader.open(at: url)?.cards() ?? []
    }

    /// The stored card named `name`.
    static func card(_ name: String, in url: URL) throws -> Card? {
        try cards(in: url).first { $0.name == name }
    }

    /// Imports the fixture `name` into a new store in `folder` and returns the store.
    static func imported(_ name: String, in folder: URL) throws -> URL {
        let store = folder.appendingPathComponent("cards.sqlite")
        _ = try CatimaImporter().importFile(at: url(name), into: store)
        return store
    }

    /// A card made in My Cards (no Catima fields), for stores that hold both kinds.
    static let aurora = Card(
        identifier: "aurora", name: "Café Aurora", number: "5901234123457", barcode: .ean13, isFavourite: true)

    /// The cards `exportCSV` is the export of: a favourite, one with a JPEG front photo and no barcode, and one with
    /// photos but no number (left out).
    static func nativeCards() -> [Card] {
        let jpeg = try! Photo(validating: ImageFixtures.jpeg())
        return [
            aurora,
            Card(identifier: "library", name: "Library", front: jpeg, number: "MYCARDS-12345"),
            Card(
                identifier: "gym", name: "Gym", front: try! Photo(validating: ImageFixtures.png()),
                back: try! Photo(validating: ImageFixtures.png())),
        ]
    }
}
