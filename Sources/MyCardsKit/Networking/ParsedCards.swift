/// The cards that parsed, and what was skipped and why.
public struct ParsedCards: Equatable, Sendable {
    /// One card of the body that was left out.
    public struct Skipped: Equatable, Sendable {
        /// Position in the JSON array, from 0.
        public let index: Int
        public let reason: String

        public init(index: Int, reason: String) {
            self.index = index
            self.reason = reason
        }
    }

    public let cards: [Card]
    public let skipped: [Skipped]

    public init(cards: [Card], skipped: [Skipped] = []) {
        self.cards = cards
        self.skipped = skipped
    }
}
