/// The focusable elements of the card form.
public enum CardDetailsFocus: Hashable, Sendable, CaseIterable {
    case name, front, back, save, delete, cancel

    /// The Tab order; a new card has nothing to delete.
    public static func order(in mode: CardDetailsMode) -> [CardDetailsFocus] {
        switch mode {
        case .normal: []
        case .edit: [.name, .front, .back, .save, .delete, .cancel]
        case .create: [.name, .front, .back, .save, .cancel]
        }
    }
}
