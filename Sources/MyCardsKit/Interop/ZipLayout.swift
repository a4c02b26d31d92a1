import CImageCodecs
import Foundation

/// Where each entry's bytes lie in a zip archive, from its central directory and local headers, in the central
/// directory's order (the order ZIPFoundation lists them in): what `CatimaFiles` needs to prove a deflated entry's
/// stream ends inside those bytes before ZIPFoundation inflates it (`cic_inflate_check` says why). ZIP64 archives are
/// not read: a Catima export never needs one, and one this size is past the import's limits anyway.
struct ZipLayout {
    struct Entry: Equatable {
        /// 0 stored, 8 deflated.
        let method: UInt16
        let data: Range<Int>
    }

    let entries: [Entry]

    /// Nil when the archive is cut short, or its records point outside it.
    init?(_ archive: Data) {
        let bytes = [UInt8](archive)
        guard let end = Self.endRecord(in: bytes) else { return nil }
        let count = Int(Self.uint16(bytes, end + 10))
        var position = Int(Self.uint32(bytes, end + 16))
        var entries: [Entry] = []
        for _ in 0..<count {
            guard position + 46 <= bytes.count, Self.uint32(bytes, position) == 0x0201_4B50 else { return nil }
            let method = Self.uint16(bytes, position + 10)
            let compressed = Self.uint32(bytes, position + 20)
            let local = Self.uint32(bytes, position + 42)
            guard compressed != UInt32.max, local != UInt32.max else { return nil }
            let header = Int(local)
            guard header + 30 <= bytes.count, Self.uint32(bytes, header) == 0x0403_4B50 else { return nil }
            let start = header + 30 + Int(Self.uint16(bytes, header + 26)) + Int(Self.uint16(bytes, header + 28))
            guard start + Int(compressed) <= bytes.count else { return nil }
            entries.append(Entry(method: method, data: start..<start + Int(compressed)))
            position +=
                46 + Int(Self.uint16(bytes, position + 28)) + Int(Self.uint16(bytes, position + 30))
                + Int(Self.uint16(bytes, position + 32))
        }
        self.entries = entries
    }

    /// The end of central directory record: the last signature within reach of the end (its comment may be 64 KiB).
    private static func endRecord(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 22 else { return nil }
        let lowest = max(0, bytes.count - 22 - 0xFFFF)
        return stride(from: bytes.count - 22, through: lowest, by: -1).first { uint32(bytes, $0) == 0x0605_4B50 }
    }

    private static func uint16(_ bytes: [UInt8], _ at: Int) -> UInt16 {
        UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8
    }

    private static func uint32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(uint16(bytes, at)) | UInt32(uint16(bytes, at + 2)) << 16
    }

    /// What a deflated stream inflates to, proving it ends inside its bytes: its size, or why not.
    enum Inflation: Equatable {
        case ends(size: Int)
        case tooLarge
        case damaged
    }

    static func inflation(of stream: Data, limit: Int) -> Inflation {
        var inflated = 0
        let status = stream.withUnsafeBytes { raw in
            cic_inflate_check(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, max(0, limit), &inflated)
        }
        switch status {
        case CIC_OK: return .ends(size: inflated)
        case CIC_TOO_LARGE: return .tooLarge
        default: return .damaged
        }
    }
}
