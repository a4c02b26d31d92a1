/// The rules a form follows whatever the architecture: why a card cannot be saved, what an emptied number field
/// means, what a save writes, and what a favourite mark set during an edit brings to the form.
extension Card {
    /// Why a card cannot be saved as it is. The sentence is the display's (MyCardsDisplayData's `Messages`).
    public enum InvalidReason: Equatable, Sendable {
        /// No identifier, no name, or neither a number nor both photos: what every card needs (`isValid`).
        case incomplete
        /// The number cannot be drawn as the card's symbology, the chosen one or the one it most likely has.
        case numberRefused(Barcode.Refusal)
    }

    /// Why the card cannot be saved as it is, or nil when it can: the rule every card follows first, then what its
    /// number lacks for the symbology it is drawn in.
    public var invalidReason: InvalidReason? {
        guard isValid else { return .incomplete }
        guard hasNumber, let number else { return nil }
        return (barcode ?? Barcode.guess(from: number)).refusal(of: number).map(InvalidReason.numberRefused)
    }

    /// The number as the form's field holds it: an emptied field is no number, as on a card that never had one, so
    /// leaving the form after emptying it asks nothing.
    public mutating func setNumber(typed text: String) {
        number = text.isEmpty ? nil : text
    }

    /// The card as a save writes it: its name without surrounding whitespace.
    public func preparedForSaving() -> Card {
        var saved = self
        saved.name = trimmedName
        return saved
    }

    /// Takes the favourite mark `stored` has now and its revision, keeping everything else: a form open while `*`
    /// was answered keeps what was typed, and its next save is neither taken for another window's change nor the
    /// mark for an unsaved edit.
    public mutating func adoptMarkAndRevision(of stored: Card) {
        isFavourite = stored.isFavourite
        revision = stored.revision
    }
}
