import MyCardsKit

/// A card as an interactor hands it to a presenter: plain values, never the `Card` entity (objc.io's rule: entities
/// stay with the interactor, the presenter gets what it needs to show). The presenter turns it into display data.
package struct CardItem: Equatable {
    package let identifier: String
    /// As stored or typed: what the form shows.
    package let name: String
    /// As the list shows it, trimmed: what a question or another screen names the card by.
    package let listedName: String
    /// nil when the card has none (an emptied number is none).
    package let number: String?
    package let barcode: Barcode?
    package let front: Photo?
    package let back: Photo?
    package let isFavourite: Bool

    package init(_ card: Card) {
        identifier = card.identifier
        name = card.name
        listedName = card.trimmedName
        number = card.hasNumber ? card.number : nil
        barcode = card.barcode
        front = card.front
        back = card.back
        isFavourite = card.isFavourite
    }

    package subscript(side: Card.Side) -> Photo? {
        switch side {
        case .front: front
        case .back: back
        }
    }
}
