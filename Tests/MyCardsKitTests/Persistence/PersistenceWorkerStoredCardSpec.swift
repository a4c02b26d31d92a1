import Nimble
import Testing

@testable import MyCardsKit

@MainActor
@Suite("PersistenceWorker reading one stored card")
struct PersistenceWorkerStoredCardSpec {
    @Test("answers the card stored under the identifier")
    func answersStoredCard() async throws {
        let worker = try await PersistenceFixtures.inMemoryWorker(storing: [
            PersistenceFixtures.card("A", "Alpha"), PersistenceFixtures.card("B", "Beta"),
        ])
        let answer = await worker.storedCard("B")

        expect(answer?.name).to(equal("Beta"))
    }

    @Test("answers nil for a card that is gone")
    func answersNilWhenGone() async throws {
        let worker = try await PersistenceFixtures.inMemoryWorker(storing: [PersistenceFixtures.card("A", "Alpha")])
        try await worker.removeNow(["A"]).get()
        let answer = await worker.storedCard("A")

        expect(answer).to(beNil())
    }
}
