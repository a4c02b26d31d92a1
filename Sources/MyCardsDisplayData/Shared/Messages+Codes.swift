import MyCardsKit

/// The sentences about a card's number: why a form will not save it, why it cannot be drawn, what a photo gave.
extension Messages {
    /// The card's rule, on the status line of a form that will not save.
    public static let invalidCard = "A card needs a name, and a number or both photos"

    /// Why a form will not save the card.
    public static func invalid(_ reason: Card.InvalidReason) -> String {
        switch reason {
        case .incomplete: invalidCard
        case .numberRefused(let refusal): refused(refusal)
        case .numberNotDrawn(let error): notDrawn(error)
        }
    }

    /// What a symbology needs that the number lacks ("EAN-13 needs 12 or 13 digits").
    public static func refused(_ refusal: Barcode.Refusal) -> String {
        switch refusal {
        case .notCarried(let barcode): rule(of: barcode)
        case .wrongCheckDigit(let barcode, let expected):
            "The last digit of this \(barcode.displayName) should be \(expected)"
        }
    }

    /// Why the Code screen or `show --code` draws no barcode (or a form will not save the number). Never libzint's
    /// words ("Error 340: Input too long (160 character maximum)"): those are a detail.
    public static func notDrawn(_ error: BarcodeError) -> String {
        switch error {
        case .refused(let refusal): refused(refusal)
        case .tooLong(let barcode, _): "This number is too long for \(barcode.displayName)"
        case .notEncoded(let barcode, _): "\(barcode.displayName) cannot carry this number"
        }
    }

    /// When a photo that came back to a form without a number held a barcode, which now fills Number and Barcode.
    public static func readFromPhoto(_ found: ReadBarcode) -> String {
        "Read \(found.number) (\(found.barcode.displayName)) from the photo"
    }

    /// What each symbology carries, as `Barcode.refusal(of:)` checks it.
    private static func rule(of barcode: Barcode) -> String {
        switch barcode {
        case .ean13: "EAN-13 needs 12 or 13 digits"
        case .ean8: "EAN-8 needs 7 or 8 digits"
        case .upcA: "UPC-A needs 11 or 12 digits"
        case .upcE: "UPC-E needs 7 or 8 digits starting with 0 or 1"
        case .itf: "ITF needs an even number of digits, at least 6"
        case .code39: "Code 39 takes capital letters, digits, spaces and - . $ / + %"
        case .codabar: "Codabar takes digits and - $ : / . +, between optional A–D"
        case .code128, .code93: "\(barcode.displayName) takes plain ASCII characters only"
        case .qrCode, .pdf417, .aztec, .dataMatrix:
            "\(barcode.displayName) needs 1 to \(Barcode.maximumNumberLength) bytes"
        }
    }
}
