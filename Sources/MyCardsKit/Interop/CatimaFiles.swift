import Foundation
import ZIPFoundation

/// The files of a Catima export, read whole but bounded (`CatimaLimits`): its catima.csv and its images by file name
/// (`card_<id>_front.png`, `_back`, `_icon`). Only those entries are inflated; any other is passed over, but every
/// entry's path is checked first, and one that is absolute or climbs out of the archive refuses the whole file.
struct CatimaFiles: Equatable {
    static let csvName = "catima.csv"

    var csv: Data
    var images: [String: Data] = [:]
    /// The path of a bare catima.csv, for its messages; nil for one read from an archive.
    var barePath: String?

    /// A zip archive, or a bare catima.csv (told apart by the zip signature).
    static func read(_ url: URL, limits: CatimaLimits) throws(CatimaError) -> CatimaFiles {
        let path = url.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadableFile(path: path, reason: "there is no such file")
        }
        guard !isDirectory.boolValue else { throw .unreadableFile(path: path, reason: "it is a folder") }
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: url)
        } catch {
            throw .unreadableFile(path: path, reason: "it cannot be opened")
        }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: 4)) ?? Data()
        if zipSignatures.contains(where: { start.starts(with: $0) }) {
            return try readArchive(url, limits: limits)
        }
        // A bare CSV: read to one byte past the cap, so a larger file is caught without reading it all.
        try? handle.seek(toOffset: 0)
        let data = (try? handle.read(upToCount: limits.entryBytes + 1)) ?? Data()
        guard data.count <= limits.entryBytes else {
            throw .entryTooLarge(name: url.lastPathComponent, limit: limits.entryBytes)
        }
        return CatimaFiles(csv: data, barePath: path)
    }

    /// A local file header, and the end record of an archive with no entries.
    private static let zipSignatures = [Data([0x50, 0x4B, 0x03, 0x04]), Data([0x50, 0x4B, 0x05, 0x06])]

    /// The archive is read into memory (no larger than all its entries may inflate to) so its layout can be checked
    /// before ZIPFoundation sees it; ZIPFoundation then reads the file itself: its in-memory archive traps on a seek
    /// past the bytes' end (a crafted zip the fuzzer's catima-zip target found crashed `import`).
    private static func readArchive(_ url: URL, limits: CatimaLimits) throws(CatimaError) -> CatimaFiles {
        let bytes: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            bytes = try handle.read(upToCount: limits.totalBytes + 1) ?? Data()
        } catch {
            throw .unreadableFile(path: url.path, reason: "it cannot be read")
        }
        guard bytes.count <= limits.totalBytes else { throw .archiveTooLarge(limit: limits.totalBytes) }
        guard let layout = ZipLayout(bytes) else { throw .damagedArchive(path: url.path) }
        let archive: Archive
        do {
            archive = try Archive(url: url, accessMode: .read)
        } catch {
            throw .damagedArchive(path: url.path)
        }
        let entries = Array(archive)
        guard layout.entries.count == entries.count else { throw .damagedArchive(path: url.path) }
        var wanted: [(name: String, entry: Entry, data: Range<Int>?)] = []
        for (entry, place) in zip(entries, layout.entries) {
            let path = entry.path
            guard isContained(path) else { throw .unsafeEntry(path: path) }
            switch entry.type {
            case .directory: continue
            case .symlink: throw .linkEntry(path: path)
            case .file: break
            }
            let name = String(path.split(separator: "/").last ?? "")
            guard name == csvName || CatimaImageName(name) != nil else { continue }
            // ZIPFoundation must mean the bytes that were checked: a crafted archive whose records disagree made its
            // reading loop at the file's end for ever (the fuzzer's catima-zip target).
            guard entry.compressedSize == UInt64(place.data.count), entry.isCompressed == (place.method != 0),
                [0, 8].contains(place.method)
            else { throw .damagedEntry(name: name) }
            guard !wanted.contains(where: { $0.name == name }) else { throw .duplicateEntry(name: name) }
            // A deflated stream is proved to end first; a stored entry's read stops at its size.
            wanted.append((name, entry, place.method == 8 ? place.data : nil))
        }
        var total = 0
        var csv: Data?
        var images: [String: Data] = [:]
        for (name, entry, stream) in wanted {
            if let stream {
                try checkStream(bytes[stream], named: name, limits: limits, total: total)
            }
            let data = try inflate(entry, named: name, from: archive, limits: limits, total: &total)
            if name == csvName { csv = data } else { images[name] = data }
        }
        guard let csv else { throw .noCSV }
        return CatimaFiles(csv: csv, images: images)
    }

    /// Neither absolute (`/x`, `\x`, `C:x`) nor with a `..` part, whichever slash separates the parts.
    static func isContained(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.hasPrefix("\\") else { return false }
        let parts = path.split(omittingEmptySubsequences: false) { $0 == "/" || $0 == "\\" }
        // A drive (`C:x`) is as absolute as a slash.
        if let first = parts.first, first.first?.isLetter == true, first.dropFirst().first == ":" { return false }
        return !parts.contains("..")
    }

    /// Refuses a stream that does not end inside its bytes (or inflates past a limit) before ZIPFoundation reads it.
    private static func checkStream(_ stream: Data, named name: String, limits: CatimaLimits, total: Int)
        throws(CatimaError)
    {
        let room = min(limits.entryBytes, limits.totalBytes - total)
        switch ZipLayout.inflation(of: stream, limit: room) {
        case .ends: return
        case .damaged: throw .damagedEntry(name: name)
        case .tooLarge:
            throw room < limits.entryBytes
                ? .archiveTooLarge(limit: limits.totalBytes) : .entryTooLarge(name: name, limit: limits.entryBytes)
        }
    }

    /// The entry's bytes, counted chunk by chunk as they are inflated: past a limit the read stops there.
    private static func inflate(
        _ entry: Entry, named name: String, from archive: Archive, limits: CatimaLimits, total: inout Int
    ) throws(CatimaError) -> Data {
        var data = Data()
        var overLimit: CatimaError?
        var read = total
        let checksum: CRC32
        do {
            checksum = try archive.extract(entry) { chunk in
                read += chunk.count
                if data.count + chunk.count > limits.entryBytes {
                    overLimit = .entryTooLarge(name: name, limit: limits.entryBytes)
                } else if read > limits.totalBytes {
                    overLimit = .archiveTooLarge(limit: limits.totalBytes)
                }
                if let overLimit { throw overLimit }
                data.append(chunk)
            }
        } catch {
            throw overLimit ?? .damagedEntry(name: name)
        }
        guard checksum == entry.checksum else { throw .damagedEntry(name: name) }
        total = read
        return data
    }
}

/// The name of one of Catima's image files, `card_<id>_<side>.png`, taken apart.
struct CatimaImageName: Equatable {
    enum Kind: String, CaseIterable {
        case front, back, icon
    }

    let id: String
    let kind: Kind

    init(id: String, kind: Kind) {
        self.id = id
        self.kind = kind
    }

    init?(_ name: String) {
        guard name.hasPrefix("card_"), name.hasSuffix(".png") else { return nil }
        let middle = name.dropFirst("card_".count).dropLast(".png".count)
        guard let separator = middle.lastIndex(of: "_"),
            let kind = Kind(rawValue: String(middle[middle.index(after: separator)...]))
        else { return nil }
        let id = middle[..<separator]
        guard !id.isEmpty, id.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        self.init(id: String(id), kind: kind)
    }

    var fileName: String { "card_\(id)_\(kind.rawValue).png" }
}
