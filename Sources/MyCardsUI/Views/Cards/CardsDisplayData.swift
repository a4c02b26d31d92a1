/// What the Cards screen shows, in the order given. The selection is the view's own (`CardsView.selectedIdentifier`).
public struct CardsDisplayData: Equatable, Sendable {
    public var tiles: [CardTile]

    public init(tiles: [CardTile] = []) {
        self.tiles = tiles
    }
}
