import Foundation

@testable import BackendCards
@testable import MyCardsKit
@testable import MyCardsUI

/// What each fuzz target feeds the bytes to. A target passes when nothing crashes, hangs or trips the address
/// sanitizer; every error the code under test throws is an expected answer to bad input.
enum FuzzTarget: String, CaseIterable {
    case cardParser = "card-parser"
    case png
    case jpeg
    case keys
    case backendBody = "backend-body"
    case httpResponse = "http-response"
    case catimaCSV = "catima-csv"
    case catimaZip = "catima-zip"

    static let selected: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["MYCARDS_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            let names = allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("MYCARDS_FUZZ_TARGET must be one of: \(names)\n".utf8))
            exit(64)
        }
        return target
    }()

    func run(_ data: Data) {
        switch self {
        case .cardParser:
            _ = try? CardParser().parse(data)
        case .png:
            // The signature is fixed so the fuzzer spends its time inside libpng, not on the format sniffing.
            // The same bytes go through the download's chunk walk (cic_png_check), which must never read past them.
            _ = try? ImageDecoder.decode(Self.pngSignature + data)
            _ = try? ImageDecoder.validate(Self.pngSignature + data)
        case .jpeg:
            _ = try? ImageDecoder.decode(Self.jpegStart + data)
        case .keys:
            Self.decodeKeys(data)
        case .backendBody:
            _ = try? CardPayloadDecoder.records(from: data)
        case .httpResponse:
            Self.parseResponse(data)
        case .catimaCSV:
            _ = try? CatimaImportPlan(files: CatimaFiles(csv: data))
        case .catimaZip:
            Self.importArchive(data)
        }
    }

    /// An answer off the socket as `SocketHTTPSession` reads it: in pieces (the first byte sets their size, so the
    /// fuzzer also splits the head, chunk lines and CRLFs at every point), then the server's close.
    private static func parseResponse(_ data: Data) {
        guard let first = data.first else { return }
        let pieceSize = Int(first) % 64 + 1
        var parser = HTTPResponseParser(maximumHeadBytes: 4096, maximumBodyBytes: 64 * 1024)
        var rest = data.dropFirst()
        while !rest.isEmpty {
            guard (try? parser.consume(rest.prefix(pieceSize))) != nil else { return }
            rest = rest.dropFirst(pieceSize)
        }
        _ = try? parser.finish()
    }

    /// A Catima export as `import` reads it: from a file, its layout checked, its entries inflated within small caps,
    /// its CSV and images planned into cards.
    private static func importArchive(_ data: Data) {
        guard (try? data.write(to: archive)) != nil else { return }
        let limits = CatimaLimits(entryBytes: 1 << 20, totalBytes: 4 << 20)
        guard let files = try? CatimaFiles.read(archive, limits: limits) else { return }
        _ = try? CatimaImportPlan(files: files)
    }

    private static let archive = FileManager.default.temporaryDirectory.appendingPathComponent(
        "mycards-fuzz-\(ProcessInfo.processInfo.processIdentifier).zip")

    private static let pngSignature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    private static let jpegStart = Data([0xFF, 0xD8, 0xFF])

    /// Bytes as curses hands them over: pairs of (kind, value) become characters or key codes.
    private static func decodeKeys(_ data: Data) {
        var decoder = KeyDecoder()
        var bytes = data.makeIterator()
        while let kind = bytes.next() {
            let value = (0..<4).reduce(UInt32(0)) { partial, _ in partial << 8 | UInt32(bytes.next() ?? 0) }
            let input: RawKeyInput =
                kind & 1 == 0 ? .character(value) : .keyCode(Int32(truncatingIfNeeded: value))
            _ = decoder.decode(input)
        }
    }
}
