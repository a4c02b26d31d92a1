import MyCardsDisplayData
import MyCardsKit

/// The Card screen's intents that only go somewhere or ask first: the photo or the code full screen, back to Cards,
/// the photo source menu, and leaving the form (straight away, or after asking when there are changes to discard).
extension CardDetailsViewModel {
    func showPhoto(_ side: Card.Side) {
        go(.photo(CardPhotoViewModel(photo: card[side], side: side)))
    }

    func back() {
        go(.close)
    }

    func showCode() {
        go(.code(CodeViewModel(card: card, services: services)))
    }

    func choosePhoto(for side: Card.Side) {
        go(.choosePhotoSource(side, title: Messages.photoSourceTitle))
    }

    func cancel() {
        guard draft != card else { return confirmDiscard() }
        go(.askToDiscard(question: Messages.discardQuestion))
    }
}
