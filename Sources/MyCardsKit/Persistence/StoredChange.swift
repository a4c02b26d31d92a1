/// What a refused save found: the card was written since this screen read it, by whom, and where the stored card
/// now differs from the one the save would write, so the question can name the cause and what an overwrite loses.
public struct StoredChange: Equatable, Sendable {
    /// Who wrote the stored revision.
    public enum Source: Equatable, Sendable {
        /// A save in another window or process.
        case anotherWindow
        /// A download merged what the backend had.
        case backend
    }

    /// The parts of a card a save writes.
    public struct Parts: OptionSet, Equatable, Sendable {
        public let rawValue: Int

        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        public static let name = Parts(rawValue: 1 << 0)
        public static let front = Parts(rawValue: 1 << 1)
        public static let back = Parts(rawValue: 1 << 2)
    }

    /// The stored revision: a save naming it overwrites.
    public let revision: Int
    public let source: Source
    /// Where the stored card differs from the refused save's card.
    public let differing: Parts

    public init(revision: Int, source: Source = .anotherWindow, differing: Parts = []) {
        self.revision = revision
        self.source = source
        self.differing = differing
    }
}
