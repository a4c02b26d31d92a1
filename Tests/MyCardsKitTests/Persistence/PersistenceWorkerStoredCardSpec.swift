import Nimble
import Testing

@testable import MyCardsKit

@MainActor
@Suite("PersistenceWorker reading one stored card")
struct PersistenceWorkerStoredCardSpec {
    @Test("answers the card stored under the identifier")
    func answersStoredCard() throws {
        let worker = try PersistenceFixtures.inMemoryWorker(storing: [
            PersistenceFixtures.card("A", "Alpha"), PersistenceFixtures.card("B", "Beta"),
        ])
        var answer: Card?

        worker.storedCard("B") { answer = $0 }

        expect(answer?.name).to(equal("Beta"))
    }

    @Test("answers nil for a card that is gone")
    func answersNilWhenGone() throws {
        let worker = try PersistenceFixtures.inMemoryWorker(storing: [PersistenceFixtures.card("A", "Alpha")])
        try worker.removeNow(["A"]).get()
        var answered = false
        var answer: Card?

        worker.storedCard("A") {
            answered = true
            answer = $0
        }

        expect(answered).to(beTrue())
        expect(answer).to(beNil())
    }
}
