import MyCardsKit

/// What the card details screen shows. The focus is not part of it: the view keeps it, and the owner sets it
/// through `CardDetailsView.focus` when it must.
public struct CardDetailsDisplayData: Equatable, Sendable {
    public var mode: CardDetailsMode
    public var name: String
    public var front: Photo?
    public var back: Photo?
    /// Shown as a star before the name in normal mode.
    public var isFavourite: Bool
    /// The number a checkout scans, shown under the name in normal mode with the symbology it is drawn in.
    public var number: String?
    public var barcode: Barcode?

    public init(
        mode: CardDetailsMode = .normal, name: String = "", front: Photo? = nil, back: Photo? = nil,
        isFavourite: Bool = false, number: String? = nil, barcode: Barcode? = nil
    ) {
        self.mode = mode
        self.name = name
        self.front = front
        self.back = back
        self.isFavourite = isFavourite
        self.number = number
        self.barcode = barcode
    }

    /// `card` as the screen shows it in `mode`. The mapping is shared, as `CardTile(card:)` is; which card (the
    /// stored one or the draft) and which mode is the presentation role's decision, in each pattern.
    public init(card: Card, mode: CardDetailsMode) {
        self.init(
            mode: mode, name: card.name, front: card.front, back: card.back, isFavourite: card.isFavourite,
            number: card.hasNumber ? card.number : nil, barcode: card.barcode)
    }
}
