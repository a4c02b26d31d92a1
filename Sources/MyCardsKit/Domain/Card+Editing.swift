/// The rules a form follows whatever the architecture: why a card cannot be saved, what an emptied number field
/// means, what a save writes, and what a favourite mark set during an edit brings to the form.
extension Card {
    /// Why a card cannot be saved as it is. The sentence is the display's (MyCardsDisplayData's `Messages`).
    public enum InvalidReason: Equatable, Sendable {
        /// No identifier, no name, or neither a number nor both photos: what every card needs (`isValid`).
        case incomplete
        /// The number cannot be drawn as the card's symbology, the chosen one or the one it most likely has.
        case numberRefused(Barcode.Refusal)
        /// The rules let the number through, but libzint cannot draw it (longer than the symbol holds).
        case numberNotDrawn(BarcodeError)
    }

    /// Why the card cannot be saved as it is, or nil when it can: the rule every card follows first, then what its
    /// number lacks for the symbology it is drawn in, then what that symbology cannot hold: the number (without its
    /// surrounding whitespace, as it is saved) is drawn once here, so a number saved is one the Code screen and
    /// `show --code` can draw.
    public var invalidReason: InvalidReason? {
        guard isValid else { return .incomplete }
        guard let number = trimmedNumber else { return nil }
        switch BarcodeEncoder.modules(for: number, as: barcode ?? Barcode.guess(from: number)) {
        case .success: return nil
        case .failure(.refused(let refusal)): return .numberRefused(refusal)
        case .failure(let error): return .numberNotDrawn(error)
        }
    }

    /// The number as the form's field holds it: an emptied field is no number, as on a card that never had one, so
    /// leaving the form after emptying it asks nothing.
    public mutating func setNumber(typed text: String) {
        number = text.isEmpty ? nil : text
    }

    /// The card as a save writes it: its name and its number without surrounding whitespace (a space around a number
    /// is never part of what a checkout scans; a number of spaces alone is none).
    public func preparedForSaving() -> Card {
        var saved = self
        saved.name = trimmedName
        saved.number = trimmedNumber
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
