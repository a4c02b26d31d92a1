import CBarcodeEncoder

/// A card's number drawn as its symbology's modules, by libzint (through CBarcodeEncoder, which never prints or
/// exits). What a symbology cannot carry is refused first (`Barcode.refusal(of:)`), so libzint never quietly changes a
/// number (it would pad, upper-case or drop a check digit); what libzint still refuses (a number longer than the
/// symbol holds: Code 128's limit counts symbol characters, so it depends on the characters) comes back typed, from
/// the shim's own codes for libzint's, its words kept only as a detail for a log.
public enum BarcodeEncoder {
    public static func modules(for number: String, as barcode: Barcode) -> Result<ModuleMatrix, BarcodeError> {
        if let refusal = barcode.refusal(of: number) { return .failure(.refused(refusal)) }
        // Catima's scanner keeps Codabar without its start and stop letters; a symbol needs them.
        let text = barcode == .codabar && !Barcode.hasCodabarGuards(number) ? "A\(number)A" : number
        var capacity = 1 << 14
        var message = [CChar](repeating: 0, count: 160)
        while true {
            var width: Int32 = 0
            var height: Int32 = 0
            var status: Int32 = 0
            let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                status = mycards_barcode_encode(
                    barcode.encoderIdentifier, text, buffer.baseAddress, Int32(capacity), &width, &height, &message,
                    Int32(message.count))
                count = status == 0 ? Int(width) * Int(height) : 0
            }
            if status == Int32(MYCARDS_ENC_CAPACITY), Int(width) * Int(height) > capacity {
                capacity = Int(width) * Int(height)
                continue
            }
            guard status == 0,
                let matrix = ModuleMatrix(
                    width: Int(width), height: Int(height),
                    modules: bytes.map {
                        $0 != 0
                    })
            else {
                let detail = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                return .failure(
                    status == Int32(MYCARDS_ENC_TOO_LONG)
                        ? .tooLong(barcode, detail: detail) : .notEncoded(barcode, detail: detail))
            }
            return .success(matrix)
        }
    }
}

/// Why a number cannot be drawn. The sentence is the display's (MyCardsDisplayData's `Messages.notDrawn(_:)`).
public enum BarcodeError: Error, Equatable, Sendable {
    /// Refused before libzint was asked: the symbology does not carry the number.
    case refused(Barcode.Refusal)
    /// Longer than the symbol holds; `detail` is libzint's own words, never shown.
    case tooLong(Barcode, detail: String)
    /// libzint refused it anyway (or could not draw it); `detail` is libzint's own words, never shown.
    case notEncoded(Barcode, detail: String)
}

extension Barcode {
    /// CBarcodeEncoder's numbering, ours rather than libzint's.
    fileprivate var encoderIdentifier: Int32 {
        switch self {
        case .ean13: Int32(MYCARDS_SYM_EAN_13)
        case .ean8: Int32(MYCARDS_SYM_EAN_8)
        case .upcA: Int32(MYCARDS_SYM_UPC_A)
        case .upcE: Int32(MYCARDS_SYM_UPC_E)
        case .code128: Int32(MYCARDS_SYM_CODE_128)
        case .code39: Int32(MYCARDS_SYM_CODE_39)
        case .code93: Int32(MYCARDS_SYM_CODE_93)
        case .codabar: Int32(MYCARDS_SYM_CODABAR)
        case .itf: Int32(MYCARDS_SYM_ITF)
        case .qrCode: Int32(MYCARDS_SYM_QR_CODE)
        case .pdf417: Int32(MYCARDS_SYM_PDF_417)
        case .aztec: Int32(MYCARDS_SYM_AZTEC)
        case .dataMatrix: Int32(MYCARDS_SYM_DATA_MATRIX)
        }
    }
}
