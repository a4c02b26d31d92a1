import MyCardsKit
import Nimble
import Testing

@Suite("SaveRefusal")
struct SaveRefusalSpec {
    static let card = Card(identifier: "A", name: "Alpha", revision: 3)

    @Test("stands for a change or a delete made elsewhere, and for no other error")
    func standsForRefusals() {
        let change = StoredChange(revision: 9, source: .backend)

        expect(SaveRefusal(.changedElsewhere(change))).to(equal(.changed(change)))
        expect(SaveRefusal(.deletedElsewhere)).to(equal(.deleted))
        expect(SaveRefusal(.writeFailed(detail: "disk full")) == nil).to(beTrue())
    }

    @Test("makes the card to save over another version: the stored revision")
    func overwritesAChange() {
        let again = Self.card.overwriting(.changed(StoredChange(revision: 9)))

        expect(again.revision).to(equal(9))
        expect(again.name).to(equal("Alpha"))
    }

    @Test("makes the card to save over a delete: a card never stored, made again")
    func makesADeletedCardAgain() {
        expect(Self.card.overwriting(.deleted).revision).to(equal(0))
    }
}
