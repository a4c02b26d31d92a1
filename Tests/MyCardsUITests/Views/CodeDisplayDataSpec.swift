import MyCardsDisplayData
import MyCardsKit
import Nimble
import Testing

@Suite("CodeDisplayData made from a card")
struct CodeDisplayDataSpec {
    @Test("takes the name as listed, the number and the barcode")
    func fromCard() {
        let card = Card(identifier: "A", name: " Café Aurora ", number: "ABC-1", barcode: .code39)

        let data = CodeDisplayData(card: card)

        expect(data).to(equal(CodeDisplayData(name: "Café Aurora", number: "ABC-1", barcode: .code39)))
    }

    @Test("has no number for a blank one")
    func blankNumber() {
        let data = CodeDisplayData(card: Card(identifier: "A", name: "Tesco", number: "  "))

        expect(data.number).to(beNil())
    }
}
