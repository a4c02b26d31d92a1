import Foundation
import ZIPFoundation

/// `export FILE`: writes the store's cards as a Catima export, a zip of catima.csv (format version 2) and each card's
/// images as `card_<id>_front.png`, `_back`, `_icon`. A card imported from Catima gets back every field it came with
/// (`CatimaExtras`) and its `_id` where no other card took it first; the others get the next free ids. A card without
/// a number is left out and named: Catima refuses a card without one. Reads the store only; the file is written whole,
/// readable by its owner only, or not at all. What is at the path is never destroyed by mistake (`ExportTarget`):
/// the store itself, a link, a folder or a device is refused, and a regular file is replaced only when asked.
public struct CatimaExporter: Sendable {
    public init() {}

    /// `replacing`: an existing writable regular file at `url` may be replaced (`export --force`).
    public func export(from storeURL: URL, to url: URL, replacing: Bool = false) throws(CatimaError)
        -> CatimaExportReport
    {
        try ExportTarget.check(url.path, store: storeURL.path, replacing: replacing)
        let cards: [Card]
        let groups: [String]
        do {
            guard let reader = try CardStoreReader.open(at: storeURL) else {
                throw CatimaError.noStore(path: storeURL.path)
            }
            cards = try reader.cards()
            groups = try reader.catimaGroups()
        } catch let error as CatimaError {
            throw error
        } catch let error as PersistenceError {
            throw .store(error)
        } catch {
            throw .store(.readFailed(detail: String(describing: error)))
        }
        let export = CatimaExport(cards: cards, groups: groups)
        try Self.write(try export.archive(), to: url, replacing: replacing)
        return export.report
    }

    /// Through a private temporary file beside `url`, moved to its name once complete: renamed over a file only when
    /// `replacing`, else linked to the name, which fails rather than replace a file made there since the check.
    private static func write(_ data: Data, to url: URL, replacing: Bool) throws(CatimaError) {
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString)")
        let descriptor = Foundation.open(temporary.path, O_CREAT | O_EXCL | O_WRONLY, 0o600)
        guard descriptor >= 0 else {
            throw .unwritableFile(path: url.path, reason: String(cString: strerror(errno)))
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try handle.write(contentsOf: data)
            try handle.synchronize()
            try handle.close()
            try move(temporary.path, to: url.path, replacing: replacing)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error as? CatimaError ?? .unwritableFile(path: url.path, reason: error.localizedDescription)
        }
    }

    private static func move(_ temporary: String, to path: String, replacing: Bool) throws(CatimaError) {
        if !replacing {
            if link(temporary, path) == 0 {
                unlink(temporary)
                return
            }
            if errno == EEXIST { throw .exportRefused(path: path, .exists) }
            // A file system without hard links (FAT on a USB stick): the check found nothing there a moment ago.
            guard [EPERM, EOPNOTSUPP, ENOTSUP].contains(errno) else {
                throw .unwritableFile(path: path, reason: String(cString: strerror(errno)))
            }
        }
        guard Foundation.rename(temporary, path) == 0 else {
            throw .unwritableFile(path: path, reason: String(cString: strerror(errno)))
        }
    }
}

/// The export of a set of cards: the CSV's rows and the images, worked out before anything is written.
struct CatimaExport {
    struct Image: Equatable {
        let name: String
        let data: Data
    }

    private(set) var groups: [String]
    private(set) var rows: [[String]] = []
    private(set) var links: [[String]] = []
    private(set) var images: [Image] = []
    private(set) var report = CatimaExportReport()

    init(cards: [Card], groups: [String]) {
        self.groups = groups
        let numbered = Self.ids(for: cards.filter(\.hasNumber))
        report.leftOut = cards.filter { !$0.hasNumber }.sorted(by: Card.displayOrder)
            .map { "“\($0.trimmedName)” has no number, which Catima needs" }
        for (id, card) in numbered {
            let extras = card.catima ?? CatimaExtras()
            rows.append(Self.row(card, id: id, extras: extras))
            for group in extras.groups {
                links.append([String(id), group])
                if !self.groups.contains(group) { self.groups.append(group) }
            }
            addImages(of: card, id: id, extras: extras)
        }
        report.cards = rows.count
    }

    /// The cards paired with their Catima ids, in id order: a card keeps the `_id` it was imported with unless one
    /// earlier in display order holds it; the rest are numbered on from the highest id in use.
    static func ids(for cards: [Card]) -> [(Int, Card)] {
        let ordered = cards.sorted(by: Card.displayOrder)
        var taken: Set<Int> = []
        var kept: [(Int, Card)] = []
        var unnumbered: [Card] = []
        for card in ordered {
            if let id = card.catima.flatMap({ Int32($0.id) }).map(Int.init), id >= 0, !taken.contains(id) {
                taken.insert(id)
                kept.append((id, card))
            } else {
                unnumbered.append(card)
            }
        }
        var next = (taken.max() ?? 0) + 1
        for card in unnumbered {
            kept.append((next, card))
            next += 1
        }
        return kept.sorted { $0.0 < $1.0 }
    }

    /// One row of the cards table, in `CatimaCSV.cardColumns` order. Catima cannot read an empty balance, last-used
    /// time or archive flag: those are written as 0.
    static func row(_ card: Card, id: Int, extras: CatimaExtras) -> [String] {
        [
            String(id), card.name, extras.note, extras.validFrom, extras.expiry, orZero(extras.balance),
            extras.balanceType, card.number ?? "", extras.barcodeID, card.barcode?.rawValue ?? "",
            extras.barcodeEncoding, extras.headerColor, card.isFavourite ? "1" : "0", orZero(extras.lastUsed),
            orZero(extras.archive),
        ]
    }

    private static func orZero(_ text: String) -> String {
        text.isEmpty ? "0" : text
    }

    /// Catima's images are PNG: a JPEG photo is converted; one that no longer decodes is left out and named.
    private mutating func addImages(of card: Card, id: Int, extras: CatimaExtras) {
        let sides: [(CatimaImageName.Kind, Data?)] = [
            (.front, card.front?.data), (.back, card.back?.data), (.icon, extras.icon),
        ]
        for (kind, data) in sides {
            guard let data else { continue }
            let name = CatimaImageName(id: String(id), kind: kind).fileName
            do {
                images.append(Image(name: name, data: try Self.png(data)))
            } catch {
                report.leftOut.append("the \(kind) image of “\(card.trimmedName)”: \(error.message)")
            }
        }
    }

    private static func png(_ data: Data) throws(ImageError) -> Data {
        if try ImageDecoder.inspect(data).format == .png { return data }
        return try PNGEncoder.encode(try ImageDecoder.decode(data))
    }

    var csv: String {
        CatimaCSV.text(groups: groups, cards: rows, links: links)
    }

    /// The zip: catima.csv first, then the images, every entry deflated.
    func archive() throws(CatimaError) -> Data {
        do {
            let archive = try Archive(accessMode: .create)
            try Self.add(Data(csv.utf8), named: CatimaFiles.csvName, to: archive)
            for image in images {
                try Self.add(image.data, named: image.name, to: archive)
            }
            guard let data = archive.data else {
                throw CatimaError.unwritableFile(path: "the archive", reason: "empty")
            }
            return data
        } catch {
            throw error as? CatimaError ?? .unwritableFile(path: "the archive", reason: String(describing: error))
        }
    }

    private static func add(_ data: Data, named name: String, to archive: Archive) throws {
        try archive.addEntry(
            with: name, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate
        ) { position, size in
            data.subdata(in: Int(position)..<Int(position) + size)
        }
    }
}

/// What an export wrote: how many cards, and what it left out.
public struct CatimaExportReport: Equatable, Sendable {
    public var cards = 0
    public var leftOut: [String] = []

    public init(cards: Int = 0, leftOut: [String] = []) {
        self.cards = cards
        self.leftOut = leftOut
    }

    /// "6 cards exported; 1 left out: “Gym” has no number, which Catima needs".
    public var summary: String {
        var text = "\(cards) \(cards == 1 ? "card" : "cards") exported"
        if !leftOut.isEmpty { text += "; \(leftOut.count) left out: " + leftOut.joined(separator: "; ") }
        return text
    }
}
