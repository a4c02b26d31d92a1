import MyCardsKit

/// One card as the Cards screen shows it: its front photo and its name.
public struct CardTile: Equatable, Sendable {
    public let identifier: String
    public let name: String
    public let front: Photo?

    public init(identifier: String, name: String, front: Photo?) {
        self.identifier = identifier
        self.name = name
        self.front = front
    }

    public init(card: Card) {
        self.init(identifier: card.identifier, name: card.trimmedName, front: card.front)
    }
}
