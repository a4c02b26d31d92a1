import CBarcodeReader
import Logging

/// A number read off a picture, with its symbology.
public struct ReadBarcode: Equatable, Sendable {
    public let number: String
    public let barcode: Barcode

    public init(number: String, barcode: Barcode) {
        self.number = number
        self.barcode = barcode
    }
}

/// Finds a barcode in a photo: what the forms ask when a photo comes back and the card has no number yet.
public protocol BarcodeReading: Sendable {
    /// The first barcode of the thirteen symbologies in `photo`, or nil when there is none (or the photo does not
    /// decode: a photo that cannot be read has no number to offer either).
    func read(_ photo: Photo) -> ReadBarcode?
}

/// zxing-cpp through CBarcodeReader, which catches every C++ exception at the boundary. A reader that could not
/// run (libZXing not loaded, zxing threw) finds nothing, as for a photo without a code, and logs why.
public struct BarcodeReader: BarcodeReading {
    private let logger: Logger?

    public init(logger: Logger? = nil) {
        self.logger = logger
    }

    public func read(_ photo: Photo) -> ReadBarcode? {
        guard let image = try? ImageDecoder.decode(photo.data) else { return nil }
        // Luma from RGB, as a scanner's sensor sees it; alpha over white.
        var grey = [UInt8](repeating: 255, count: image.size.area)
        image.pixels.withUnsafeBufferPointer { rgba in
            for index in 0..<image.size.area {
                let base = index * 4
                let luma = (299 * Int(rgba[base]) + 587 * Int(rgba[base + 1]) + 114 * Int(rgba[base + 2])) / 1000
                let alpha = Int(rgba[base + 3])
                grey[index] = UInt8((luma * alpha + 255 * (255 - alpha)) / 255)
            }
        }
        return Self.read(grey: grey, width: image.size.width, height: image.size.height) { reason in
            logger?.error("barcode reader: \(reason)")
        }
    }

    /// The first barcode in an 8-bit grey picture, `width` × `height`, row by row; `failed` hears why the reader
    /// could not look at all.
    public static func read(
        grey: [UInt8], width: Int, height: Int, failed: (String) -> Void = { _ in }
    ) -> ReadBarcode? {
        guard width > 0, height > 0, grey.count >= width * height else { return nil }
        var capacity = 1024
        var format = [CChar](repeating: 0, count: 32)
        while true {
            var text = [CChar](repeating: 0, count: capacity)
            var length: Int32 = 0
            let status = mycards_barcode_decode(
                grey, Int32(width), Int32(height), Int32(width), &text, Int32(capacity), &length, &format,
                Int32(format.count))
            if status == Int32(MYCARDS_DEC_TEXT_TOO_LONG) {
                capacity = Int(length) + 1
                continue
            }
            guard status == Int32(MYCARDS_DEC_FOUND) else {
                if let reason = failure(status: status, text: text) { failed(reason) }
                return nil
            }
            let name = String(decoding: format.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard let barcode = Barcode(rawValue: name) else { return nil }
            let number = String(decoding: text.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return ReadBarcode(number: barcode.stored(number), barcode: barcode)
        }
    }
}

extension BarcodeReader {
    /// Why the reader could not look, from the shim's status and its message: nil when it looked (found or not).
    static func failure(status: Int32, text: [CChar]) -> String? {
        guard status == Int32(MYCARDS_DEC_UNAVAILABLE) || status == Int32(MYCARDS_DEC_INTERNAL) else { return nil }
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension Barcode {
    /// A number as the store keeps it: Codabar without the start and stop letters a symbol must have (as Catima).
    func stored(_ scanned: String) -> String {
        guard self == .codabar, Self.hasCodabarGuards(scanned) else { return scanned }
        return String(scanned.dropFirst().dropLast())
    }

    static func hasCodabarGuards(_ number: String) -> Bool {
        let guards = Set("ABCDabcd")
        guard number.count >= 2, let first = number.first, let last = number.last else { return false }
        return guards.contains(first) && guards.contains(last)
    }
}
