extension Barcode {
    /// A realistic number for each symbology: what the gallery's Code pages show and what the scan proofs and the
    /// benchmark draw.
    public static let samples: [(barcode: Barcode, number: String)] = [
        (.ean13, "5901234123457"), (.ean8, "96385074"), (.upcA, "036000291452"), (.upcE, "01234565"),
        (.code128, "MYCARDS-12345"), (.code39, "CARD 42"), (.code93, "CARD93"), (.codabar, "123456"),
        (.itf, "12345678"), (.qrCode, "https://example.com/card/42"), (.pdf417, "Loyalty 1234567890"),
        (.aztec, "AZTEC-42"), (.dataMatrix, "DM-0042"),
    ]
}
