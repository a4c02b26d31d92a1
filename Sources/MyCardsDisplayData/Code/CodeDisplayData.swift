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

    /// `card` as the Code screen shows it: its name as listed, its number only when there is something in it. Shared,
    /// as `CardDetailsDisplayData(card:mode:)` is; which card to show is the presentation role's decision.
    public init(card: Card) {
        self.init(name: card.trimmedName, number: card.trimmedNumber, barcode: card.barcode)
    }

    /// The symbology it is drawn in: the card's, or the guess from its number.
    public var drawnBarcode: Barcode? {
        guard let number, !number.isEmpty else { return nil }
        return barcode ?? Barcode.guess(from: number)
    }
}
