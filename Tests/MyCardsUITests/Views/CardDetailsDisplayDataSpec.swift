import MyCardsDisplayData
import MyCardsKit
import Nimble
import Testing

@Suite("CardDetailsDisplayData")
struct CardDetailsDisplayDataSpec {
    @Test("shows a card's name, both photos and its favourite mark in the mode it is given")
    func fromCard() {
        let front = ViewFixtures.photo()
        let card = Card(identifier: "x", name: "Tesco ", front: front, back: nil, isFavourite: true, revision: 4)

        let data = CardDetailsDisplayData(card: card, mode: .edit)

        expect(data).to(
            equal(CardDetailsDisplayData(mode: .edit, name: "Tesco ", front: front, back: nil, isFavourite: true)))
    }
}
