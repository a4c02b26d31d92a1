/// What the card details screen is for: looking at a card, editing it, or making a new one.
public enum CardDetailsMode: Hashable, Sendable {
    case normal, edit, create

    /// The screen name in the title bar.
    public var title: String {
        switch self {
        case .normal: "Card"
        case .edit: "Edit card"
        case .create: "New card"
        }
    }

    public var isEditing: Bool { self != .normal }
}
