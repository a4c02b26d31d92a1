import MyCardsKit

/// One card as the Cards screen shows it: its front photo (or, without one, its number) and its name, marked when it
/// is a favourite.
public struct CardTile: Equatable, Sendable {
    public let identifier: String
    public let name: String
    public let front: Photo?
    public let isFavourite: Bool
    /// The card's number, for a tile without a front photo.
    public let number: String?

    public init(identifier: String, name: String, front: Photo?, isFavourite: Bool = false, number: String? = nil) {
        self.identifier = identifier
        self.name = name
        self.front = front
        self.isFavourite = isFavourite
        self.number = number
    }

    public init(card: Card) {
        self.init(
            identifier: card.identifier, name: card.trimmedName, front: card.front, isFavourite: card.isFavourite,
            number: card.hasNumber ? card.number : nil)
    }

    /// The name as written under the photo: with the favourite star before it.
    public var label: String { FavouriteMark.label(name, isFavourite: isFavourite) }
}
