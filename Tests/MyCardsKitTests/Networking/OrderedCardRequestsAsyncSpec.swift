import Foundation
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsKit

/// The async forms keep a card's order as the callback forms do: they go through the same queue. The requests run
/// in tasks of their own, so a test waits for them to reach the queue and the backend by yielding, never by time.
@Suite("OrderedCardRequests, awaited")
@MainActor
struct OrderedCardRequestsAsyncSpec {
    static let alpha = Samples.card("A", "Alpha")

    /// Yields until `condition` holds: the requests' tasks run meanwhile.
    static func until(_ condition: () -> Bool) async {
        while !condition() { await Task.yield() }
    }

    @Test("sends one request about a card at a time: the second only once the first is answered")
    func oneAtATime() async throws {
        let backend = OutOfOrderBackend(cards: [Self.alpha])
        let requests = OrderedCardRequests(backend)
        let upload = Task { try await requests.upload([Self.alpha]) }
        let delete = Task { try await requests.delete(identifier: "A") }
        await Self.until { requests.unansweredCount == 2 && backend.unhandled.count == 1 }
        let first = backend.unhandled

        backend.handleNewest()
        await Self.until { backend.unhandled.count == 1 && backend.unhandled != first }
        backend.handleNewest()
        try await upload.value
        try await delete.value

        expect(backend.overlappingRequests).to(equal(0))
        expect(requests.unansweredCount).to(equal(0))
    }

    @Test("never sends a download cancelled while it waits, and throws cancelled")
    func cancelledWhileWaiting() async throws {
        let backend = OutOfOrderBackend()
        let requests = OrderedCardRequests(backend)
        let upload = Task { try await requests.upload([Self.alpha]) }
        await Self.until { backend.unhandled == ["upload(A)"] }
        let download = Task { await networkOutcome { try await requests.download() } }
        await Self.until { requests.unansweredCount == 2 }

        download.cancel()
        let result = await download.value
        backend.handleOldest()
        try await upload.value

        expect(result.map { _ in "answered" }).to(equal(.failure(.cancelled)))
        expect(backend.unhandled).to(beEmpty())
        expect(requests.unansweredCount).to(equal(0))
    }

    @Test("sends an upload whose caller was cancelled: the card must reach the backend")
    func uploadOutlivesCaller() async throws {
        let backend = OutOfOrderBackend()
        let requests = OrderedCardRequests(backend)
        let upload = Task { await networkOutcome { try await requests.upload([Self.alpha]) } }

        upload.cancel()
        await Self.until { backend.unhandled == ["upload(A)"] }
        backend.handleOldest()

        let answer = await upload.value.failureMessage
        expect(answer).to(equal(""))
        expect(backend.cards["A"]?.name).to(equal("Alpha"))
    }
}
