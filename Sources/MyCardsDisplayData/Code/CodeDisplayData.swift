import MyCardsKit

/// What the Code screen shows: a card's number drawn as its barcode, for a checkout's scanner. Without a barcode the
/// number's likely one is drawn (`Barcode.guess(from:)`); without a number, a sentence saying so.
public struct CodeDisplayData: Equatable, Sendable {
    public var name: String
    public var number: String?
    public var barcode: Barcode?

    public init(name: String, number: String? = nil, barcode: Barcode? = nil) {
        self.name = name
        self.number = number
        self.barcode = barcode
    }

    /// The symbology it is drawn in: the card's, or the guess from its number.
    public var drawnBarcode: Barcode? {
        guard let number, !number.isEmpty else { return nil }
        return barcode ?? Barcode.guess(from: number)
    }
}
