/// How a card's number is drawn for a checkout's scanner: Catima's list of symbologies, each spelt as Catima stores it
/// (`EAN_13`, `QR_CODE`, …), which is also the wire format's and the store's spelling.
public enum Barcode: String, CaseIterable, Sendable {
    case ean13 = "EAN_13"
    case ean8 = "EAN_8"
    case upcA = "UPC_A"
    case upcE = "UPC_E"
    case code128 = "CODE_128"
    case code39 = "CODE_39"
    case code93 = "CODE_93"
    case codabar = "CODABAR"
    case itf = "ITF"
    case qrCode = "QR_CODE"
    case pdf417 = "PDF_417"
    case aztec = "AZTEC"
    case dataMatrix = "DATA_MATRIX"

    /// The name a person reads: "EAN-13", "Code 128", "QR".
    public var displayName: String {
        switch self {
        case .ean13: "EAN-13"
        case .ean8: "EAN-8"
        case .upcA: "UPC-A"
        case .upcE: "UPC-E"
        case .code128: "Code 128"
        case .code39: "Code 39"
        case .code93: "Code 93"
        case .codabar: "Codabar"
        case .itf: "ITF"
        case .qrCode: "QR"
        case .pdf417: "PDF417"
        case .aztec: "Aztec"
        case .dataMatrix: "Data Matrix"
        }
    }

    /// One row of bars, drawn as tall as the screen allows; the others are grids of modules.
    public var isLinear: Bool {
        switch self {
        case .qrCode, .pdf417, .aztec, .dataMatrix: false
        default: true
        }
    }
}
