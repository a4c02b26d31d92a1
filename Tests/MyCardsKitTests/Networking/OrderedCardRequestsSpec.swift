import ConcurrencyExtras
import Foundation
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsKit

/// A card's backend work goes in order: one request per card at a time, whatever order the backend would answer
/// two in; a download neither overtakes nor is overtaken by a card's request. Each request is made from a task of
/// its own, as a screen makes it (`Callers`), and the test yields until the tasks have gone as far as they can.
@Suite("OrderedCardRequests", .mainSerialExecutor)
@MainActor
struct OrderedCardRequestsSpec {
    static let alpha = Samples.card("A", "Alpha")
    static let beta = Samples.card("B", "Beta")

    @Suite("when a card's request is unanswered")
    @MainActor
    struct Unanswered {
        @Test("holds the card's delete until its upload is answered")
        func deleteWaitsForUpload() async {
            let backend = OutOfOrderBackend()
            let callers = Callers(backend)

            await callers.upload([alpha])
            await callers.delete("A")

            expect(backend.unhandled).to(equal(["upload(A)"]))
            expect(callers.requests.unansweredCount).to(equal(2))
        }

        @Test("sends the delete once the upload is answered")
        func deleteFollowsUpload() async {
            let backend = OutOfOrderBackend()
            let callers = Callers(backend)
            await callers.upload([alpha])
            await callers.delete("A")

            await callers.handleOldest()

            expect(backend.unhandled).to(equal(["delete(A)"]))
        }

        @Test("holds a second upload of the card until the first is answered")
        func uploadWaitsForUpload() async {
            let backend = OutOfOrderBackend()
            let callers = Callers(backend)

            await callers.upload([alpha])
            await callers.upload([Samples.card("A", "Alpha 2")])

            expect(backend.unhandled).to(equal(["upload(A)"]))
        }

        @Test("holds a batch upload that holds the card")
        func batchWaits() async {
            let backend = OutOfOrderBackend()
            let callers = Callers(backend)

            await callers.delete("A")
            await callers.upload([beta, alpha])

            expect(backend.unhandled).to(equal(["delete(A)"]))
        }

        @Test("sends another card's requests at once")
        func otherCardsGo() async {
            let backend = OutOfOrderBackend()
            let callers = Callers(backend)

            await callers.upload([alpha])
            await callers.delete("B")

            expect(backend.unhandled).to(equal(["upload(A)", "delete(B)"]))
        }

        @Test("keeps a card's requests in the order they were made, behind an unrelated one")
        func keepsOrderBehindOthers() async {
            let backend = OutOfOrderBackend()
            let callers = Callers(backend)
            await callers.upload([alpha])
            await callers.upload([Samples.card("A", "Alpha 2")])
            await callers.delete("A")

            await callers.handleOldest()

            expect(backend.unhandled).to(equal(["upload(A)"]))
            expect(backend.cards["A"]?.name).to(equal("Alpha"))
        }
    }

    @Suite("when a download is asked for")
    @MainActor
    struct Downloading {
        @Test("holds it until every card request made before it is answered")
        func waitsForCardRequests() async {
            let backend = OutOfOrderBackend()
            let callers = Callers(backend)

            await callers.upload([alpha])
            await callers.download()

            expect(backend.unhandled).to(equal(["upload(A)"]))
        }

        @Test("never sends it when it is cancelled while it waits, and sends what waited behind it")
        func cancelledWhileWaiting() async {
            let backend = OutOfOrderBackend()
            let callers = Callers(backend)
            await callers.upload([alpha])
            let download = await callers.download()
            await callers.delete("B")

            download.cancel()
            await Task.megaYield()

            expect(backend.unhandled).to(equal(["upload(A)", "delete(B)"]))
        }

        @Test("throws cancelled once it is cancelled while sent, and sends what waited behind it")
        func cancelledWhileSent() async {
            let backend = OutOfOrderBackend()
            let callers = Callers(backend)
            let download = await callers.download()
            await callers.delete("A")

            download.cancel()
            await Task.megaYield()

            expect(callers.answers.entries).to(equal(["download: \(NetworkError.cancelled)"]))
            expect(backend.unhandled).to(equal(["download", "delete(A)"]))
        }

        @Test("holds card requests made after it until it is answered")
        func holdsLaterRequests() async {
            let backend = OutOfOrderBackend()
            let callers = Callers(backend)

            await callers.download()
            await callers.delete("A")

            expect(backend.unhandled).to(equal(["download"]))
        }
    }

    @Suite("when the backend answers")
    @MainActor
    struct Answering {
        @Test("hands each caller its own answer")
        func answersEachCaller() async {
            let backend = OutOfOrderBackend()
            let callers = Callers(backend)
            await callers.upload([alpha])
            await callers.delete("A")

            await backend.handleAllNewestFirst()

            expect(callers.answers.entries).to(equal(["upload: answered", "delete: answered"]))
            expect(callers.requests.unansweredCount).to(equal(0))
        }

        @Test("passes a failure on as it came, and sends the next request all the same")
        func failureReleases() async {
            let spy = NetworkSpy()
            spy.uploadResult = .failure(.timedOut)
            let callers = Callers(spy)

            await callers.upload([alpha])
            await callers.delete("A")

            expect(callers.answers.entries).to(equal(["upload: \(NetworkError.timedOut)", "delete: answered"]))
            expect(spy.calls).to(equal([.upload([alpha]), .delete("A")]))
        }
    }

    @Suite("when the backend would answer the newest request first")
    @MainActor
    struct NewestFirst {
        @Test("ends without a card whose upload was followed at once by its delete")
        func noResurrection() async {
            let backend = OutOfOrderBackend(cards: [alpha])
            let callers = Callers(backend)
            await callers.upload([Samples.card("A", "Alpha edited")])
            await callers.delete("A")

            await backend.handleAllNewestFirst()

            expect(backend.cards["A"]).to(beNil())
            expect(backend.overlappingRequests).to(equal(0))
        }

        @Test("ends with the newer of two uploads of a card")
        func noRevert() async {
            let backend = OutOfOrderBackend(cards: [alpha])
            let callers = Callers(backend)
            await callers.upload([Samples.card("A", "Alpha 1")])
            await callers.upload([Samples.card("A", "Alpha 2")])

            await backend.handleAllNewestFirst()

            expect(backend.cards["A"]?.name).to(equal("Alpha 2"))
        }

        @Test("would bring the card back without the order (the stand-in shows the fault)")
        func standInShowsTheFault() async {
            let backend = OutOfOrderBackend(cards: [alpha])
            let callers = Callers(backend, ordered: false)
            await callers.upload([Samples.card("A", "Alpha edited")])
            await callers.delete("A")

            await backend.handleAllNewestFirst()

            expect(backend.cards["A"]?.name).to(equal("Alpha edited"))
            expect(backend.overlappingRequests).to(equal(1))
        }
    }
}

/// The screens of a test: each request made from a task of its own, its answer written down as "upload: answered"
/// or "upload: <error>"; each call, and each request the test handles, is followed by a yield so the tasks go as
/// far as they can (the main serial executor on).
@MainActor
final class Callers {
    let requests: OrderedCardRequests
    let answers = CallLog()
    private let network: any CardsNetworking
    private let backend: OutOfOrderBackend?

    /// Through `OrderedCardRequests` over `base`, or (`ordered: false`) straight to it.
    init(_ base: any CardsNetworking, ordered: Bool = true) {
        requests = OrderedCardRequests(base)
        network = ordered ? requests : base
        backend = base as? OutOfOrderBackend
    }

    func upload(_ cards: [Card]) async {
        await call("upload") { [network] in try await network.upload(cards) }
    }

    func delete(_ identifier: String) async {
        await call("delete") { [network] in try await network.delete(identifier: identifier) }
    }

    @discardableResult
    func download() async -> Task<Void, Never> {
        await call("download") { [network] in _ = try await network.download() }
    }

    /// The backend handles its oldest request, and the callers go on.
    func handleOldest() async {
        backend?.handleOldest()
        await Task.megaYield()
    }

    @discardableResult
    private func call(
        _ name: String, _ request: @escaping @MainActor () async throws -> Void
    ) async -> Task<Void, Never> {
        let task = Task {
            switch await networkOutcome(of: request) {
            case .success: answers.append("\(name): answered")
            case .failure(let error): answers.append("\(name): \(error)")
            }
        }
        await Task.megaYield()
        return task
    }
}
