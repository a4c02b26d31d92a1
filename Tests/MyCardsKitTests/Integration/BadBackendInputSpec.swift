import Foundation
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

/// Downloads bad answers the way the Cards screen does (download, then upsert what parsed) and checks
/// each gives its own error and leaves the card already in the store exactly as it was.
@MainActor
@Suite("Bad input from the backend")
struct BadBackendInputSpec {
    private let kept = PersistenceFixtures.card("KEPT", "Kept card")

    private func session(answering answer: BadBackendInput.Answer) -> StubNetworkSession {
        switch answer {
        case .body(let data): StubNetworkSession(body: data)
        case .status(let code): StubNetworkSession(status: code)
        case .transportFailure(let error): StubNetworkSession(error: error)
        }
    }

    private func outcome(of result: Result<ParsedCards, NetworkError>?) -> BadBackendInput.Outcome? {
        switch result {
        case .failure(let error): .refused(error)
        case .success(let parsed) where parsed.cards.isEmpty && parsed.skipped.count == 1:
            .skipped(parsed.skipped[0].reason)
        default: nil
        }
    }

    @Test("gives its specific error and leaves the store untouched", arguments: BadBackendInput.all)
    func rejects(input: BadBackendInput) async throws {
        let worker = try await PersistenceFixtures.inMemoryWorker(storing: [kept])
        let loader = NetworkLoader(
            baseURL: URL(string: "http://backend.test")!, session: session(answering: input.answer), logger: .silent)

        let received: Result<ParsedCards, NetworkError>? = await networkOutcome { try await loader.download() }
        if case .success(let parsed) = received { try? await worker.upsert(parsed.cards) }

        let stored = try await worker.getNow().get()
        expect(outcome(of: received)).to(equal(input.outcome))
        expect(stored).to(equal([kept]))
    }

    @Test("covers at least 30 bad inputs")
    func coversThirty() {
        expect(BadBackendInput.all.count).to(beGreaterThanOrEqualTo(30))
    }
}
