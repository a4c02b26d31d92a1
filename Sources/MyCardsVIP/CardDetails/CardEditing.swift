import MyCardsKit

/// The Card use case's state, a business value: the card as stored, the draft the form holds, and where the use case
/// stands. The interactor begins it from what the Cards router opened the scene on.
struct CardEditing: Equatable {
    var card: Card
    var draft: Card
    var stage: EditCard.Stage

    init(_ opening: EditCard.Opening) {
        switch opening {
        case .stored(let card): (self.card, draft, stage) = (card, card, .viewing)
        case .new(let card): (self.card, draft, stage) = (card, card, .creating)
        }
    }

    /// The card the screen shows: the draft while a form holds one, else the card as stored.
    var shown: Card { stage.hasDraft ? draft : card }
    var hasChanges: Bool { draft != card }

    /// The card as stored now, on show; a form keeps what the user typed, and its save finds out about the change.
    mutating func adopt(_ stored: Card) {
        guard stage == .viewing else { return }
        (card, draft) = (stored, stored)
    }
}
