/// The focusable elements of the card form.
public enum CardDetailsFocus: Hashable, Sendable, CaseIterable {
    case name, number, barcode, front, back, save, delete, cancel

    /// The Tab order; a new card has nothing to delete. Number and Barcode come after Name in a form that offers
    /// them (`CardDetailsView` does once its owner takes the number).
    public static func order(in mode: CardDetailsMode, offersNumber: Bool = false) -> [CardDetailsFocus] {
        let fields: [CardDetailsFocus] = offersNumber ? [.name, .number, .barcode] : [.name]
        switch mode {
        case .normal: return []
        case .edit: return fields + [.front, .back, .save, .delete, .cancel]
        case .create: return fields + [.front, .back, .save, .cancel]
        }
    }

    /// The elements typed into.
    public var isTextField: Bool { self == .name || self == .number }
}
