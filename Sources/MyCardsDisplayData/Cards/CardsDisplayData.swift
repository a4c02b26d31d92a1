/// What the Cards screen shows, in the order given. The selection is the view's own (`CardsView.selectedIdentifier`).
public struct CardsDisplayData: Equatable, Sendable {
    public var tiles: [CardTile]
    /// False until the owner has read the store once: an empty list is not "no cards yet" before that,
    /// so the empty-store hint waits.
    public var isLoaded: Bool

    public init(tiles: [CardTile] = [], isLoaded: Bool = true) {
        self.tiles = tiles
        self.isLoaded = isLoaded
    }

    /// Before the first read of the store: nothing to show, no hint either.
    public static let loading = CardsDisplayData(tiles: [], isLoaded: false)
}
