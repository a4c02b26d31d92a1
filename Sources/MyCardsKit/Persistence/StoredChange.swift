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
        /// The number or its barcode.
        public static let number = Parts(rawValue: 1 << 3)
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

/// Why a save was refused, kept by a screen until the user answers: the card was written elsewhere since it was
/// read, or deleted. A second save names what it writes over (`Card.overwriting(_:)`); that is the whole protocol, so
/// no screen needs to know that revision 0 means "make it again".
public enum SaveRefusal: Equatable, Sendable {
    case changed(StoredChange)
    case deleted

    /// The refusal `error` stands for, or nil for an error that is no refusal (the write failed).
    public init?(_ error: PersistenceError) {
        switch error {
        case .changedElsewhere(let change): self = .changed(change)
        case .deletedElsewhere: self = .deleted
        default: return nil
        }
    }

    /// The revision a save must name to write over what is stored: the stored one, or 0 to make the card again.
    var revisionToOverwrite: Int {
        switch self {
        case .changed(let change): change.revision
        case .deleted: 0
        }
    }
}

extension Card {
    /// This card, to be saved over what `refusal` found stored (another version, or no card at all).
    public func overwriting(_ refusal: SaveRefusal) -> Card {
        var card = self
        card.revision = refusal.revisionToOverwrite
        return card
    }
}
