import Foundation
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsKit

/// A card's backend work goes in order: one request per card at a time, whatever order the backend would answer
/// two in; a download neither overtakes nor is overtaken by a card's request.
@Suite("OrderedCardRequests")
@MainActor
struct OrderedCardRequestsSpec {
    static let alpha = Samples.card("A", "Alpha")
    static let beta = Samples.card("B", "Beta")

    static func ordered(_ backend: OutOfOrderBackend) -> OrderedCardRequests {
        OrderedCardRequests(backend)
    }

    @Suite("when a card's request is unanswered")
    @MainActor
    struct Unanswered {
        @Test("holds the card's delete until its upload is answered")
        func deleteWaitsForUpload() {
            let backend = OutOfOrderBackend()
            let requests = ordered(backend)

            requests.upload([alpha]) { _ in }
            requests.delete(identifier: "A") { _ in }

            expect(backend.unhandled).to(equal(["upload(A)"]))
            expect(requests.unansweredCount).to(equal(2))
        }

        @Test("sends the delete once the upload is answered")
        func deleteFollowsUpload() {
            let backend = OutOfOrderBackend()
            let requests = ordered(backend)
            requests.upload([alpha]) { _ in }
            requests.delete(identifier: "A") { _ in }

            backend.handleOldest()

            expect(backend.unhandled).to(equal(["delete(A)"]))
        }

        @Test("holds a second upload of the card until the first is answered")
        func uploadWaitsForUpload() {
            let backend = OutOfOrderBackend()
            let requests = ordered(backend)

            requests.upload([alpha]) { _ in }
            requests.upload([Samples.card("A", "Alpha 2")]) { _ in }

            expect(backend.unhandled).to(equal(["upload(A)"]))
        }

        @Test("holds a batch upload that holds the card")
        func batchWaits() {
            let backend = OutOfOrderBackend()
            let requests = ordered(backend)

            requests.delete(identifier: "A") { _ in }
            requests.upload([beta, alpha]) { _ in }

            expect(backend.unhandled).to(equal(["delete(A)"]))
        }

        @Test("sends another card's requests at once")
        func otherCardsGo() {
            let backend = OutOfOrderBackend()
            let requests = ordered(backend)

            requests.upload([alpha]) { _ in }
            requests.delete(identifier: "B") { _ in }

            expect(backend.unhandled).to(equal(["upload(A)", "delete(B)"]))
        }

        @Test("keeps a card's requests in the order they were made, behind an unrelated one")
        func keepsOrderBehindOthers() {
            let backend = OutOfOrderBackend()
            let requests = ordered(backend)
            requests.upload([alpha]) { _ in }
            requests.upload([Samples.card("A", "Alpha 2")]) { _ in }
            requests.delete(identifier: "A") { _ in }

            backend.handleOldest()

            expect(backend.unhandled).to(equal(["upload(A)"]))
            expect(backend.cards["A"]?.name).to(equal("Alpha"))
        }
    }

    @Suite("when a download is asked for")
    @MainActor
    struct Downloading {
        @Test("holds it until every card request made before it is answered")
        func waitsForCardRequests() {
            let backend = OutOfOrderBackend()
            let requests = ordered(backend)

            requests.upload([alpha]) { _ in }
            requests.download { _ in }

            expect(backend.unhandled).to(equal(["upload(A)"]))
        }

        @Test("never sends it when it is cancelled while it waits, and sends what waited behind it")
        func cancelledWhileWaiting() {
            let backend = OutOfOrderBackend()
            let requests = ordered(backend)
            let cancellation = NetworkCancellation()
            requests.upload([alpha]) { _ in }
            requests.download(cancellation: cancellation) { _ in }
            requests.delete(identifier: "B") { _ in }

            cancellation.cancel()

            expect(backend.unhandled).to(equal(["upload(A)", "delete(B)"]))
        }

        @Test("answers nothing once it is cancelled while sent, and sends what waited behind it")
        func cancelledWhileSent() {
            let backend = OutOfOrderBackend()
            let requests = ordered(backend)
            let cancellation = NetworkCancellation()
            let answers = CallLog()
            requests.download(cancellation: cancellation) { _ in answers.append("downloaded") }
            requests.delete(identifier: "A") { _ in }

            cancellation.cancel()
            backend.handleOldest()

            expect(answers.entries).to(beEmpty())
            expect(backend.unhandled).to(equal(["delete(A)"]))
        }

        @Test("holds card requests made after it until it is answered")
        func holdsLaterRequests() {
            let backend = OutOfOrderBackend()
            let requests = ordered(backend)

            requests.download { _ in }
            requests.delete(identifier: "A") { _ in }

            expect(backend.unhandled).to(equal(["download"]))
        }
    }

    @Suite("when the backend answers")
    @MainActor
    struct Answering {
        @Test("hands each caller its own answer before sending the next request")
        func answersBeforeNext() {
            let backend = OutOfOrderBackend()
            let requests = ordered(backend)
            let seen = CallLog()
            requests.upload([alpha]) { _ in seen.append("uploaded; unhandled \(backend.unhandled)") }
            requests.delete(identifier: "A") { _ in seen.append("deleted") }

            backend.handleAllNewestFirst()

            expect(seen.entries).to(equal(["uploaded; unhandled []", "deleted"]))
            expect(requests.unansweredCount).to(equal(0))
        }

        @Test("passes a failure on as it came, and sends the next request all the same")
        func failureReleases() {
            let spy = NetworkSpy()
            spy.uploadResult = .failure(.timedOut)
            let requests = OrderedCardRequests(spy)
            let answers = CallLog()

            requests.upload([alpha]) { answers.append("\($0)") }
            requests.delete(identifier: "A") { _ in }

            expect(answers.entries).to(equal(["\(Result<Void, NetworkError>.failure(.timedOut))"]))
            expect(spy.calls).to(equal([.upload([alpha]), .delete("A")]))
        }
    }

    @Suite("when the backend would answer the newest request first")
    @MainActor
    struct NewestFirst {
        @Test("ends without a card whose upload was followed at once by its delete")
        func noResurrection() {
            let backend = OutOfOrderBackend(cards: [alpha])
            let requests = ordered(backend)
            requests.upload([Samples.card("A", "Alpha edited")]) { _ in }
            requests.delete(identifier: "A") { _ in }

            backend.handleAllNewestFirst()

            expect(backend.cards["A"]).to(beNil())
            expect(backend.overlappingRequests).to(equal(0))
        }

        @Test("ends with the newer of two uploads of a card")
        func noRevert() {
            let backend = OutOfOrderBackend(cards: [alpha])
            let requests = ordered(backend)
            requests.upload([Samples.card("A", "Alpha 1")]) { _ in }
            requests.upload([Samples.card("A", "Alpha 2")]) { _ in }

            backend.handleAllNewestFirst()

            expect(backend.cards["A"]?.name).to(equal("Alpha 2"))
        }

        @Test("would bring the card back without the order (the stand-in shows the fault)")
        func standInShowsTheFault() {
            let backend = OutOfOrderBackend(cards: [alpha])
            backend.upload([Samples.card("A", "Alpha edited")]) { _ in }
            backend.delete(identifier: "A") { _ in }

            backend.handleAllNewestFirst()

            expect(backend.cards["A"]?.name).to(equal("Alpha edited"))
            expect(backend.overlappingRequests).to(equal(1))
        }
    }
}
