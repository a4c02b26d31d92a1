import Foundation
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@Suite("NetworkLoader, when a download is cancelled")
struct NetworkLoaderCancellingSpec {
    static let baseURL = URL(string: "http://backend.test:8000")!

    @Test("hands the task's cancellation to the session, which stops the request, and throws cancelled")
    func stopsTheSession() async {
        let session = HangingNetworkSession()
        let loader = NetworkLoader(baseURL: Self.baseURL, session: session, logger: .silent)
        let download = Task { await networkOutcome { try await loader.download() } }
        _ = await session.arrived.value()

        download.cancel()

        let answer = await download.value
        expect(answer).to(equal(.failure(.cancelled)))
    }

    @Test("sends nothing once its task is cancelled before the request goes, and throws cancelled")
    func sendsNothing() async {
        let session = StubNetworkSession(body: Data("[]".utf8))
        let loader = NetworkLoader(baseURL: Self.baseURL, session: session, logger: .silent)
        let download = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await networkOutcome { try await loader.download() }
        }

        let result = await download.value

        expect(result).to(equal(.failure(.cancelled)))
        expect(session.requests).to(beEmpty())
    }

    @Test("answers as before when nobody cancels")
    func answersUncancelled() async {
        let session = StubNetworkSession(body: Data("[]".utf8))
        let loader = NetworkLoader(baseURL: Self.baseURL, session: session, logger: .silent)

        let result = await networkOutcome { try await loader.download() }

        expect(result).to(equal(.success(ParsedCards(cards: []))))
    }
}

@Suite("NetworkCancellation")
struct NetworkCancellationSpec {
    @Test("stops the running work once, however often it is cancelled")
    func stopsOnce() {
        let cancellation = NetworkCancellation()
        let stops = CallLog()
        cancellation.whileRunning { stops.append("stop") }

        cancellation.cancel()
        cancellation.cancel()

        expect(stops.entries).to(equal(["stop"]))
        expect(cancellation.isCancelled).to(beTrue())
    }

    @Test("stops work that starts after it was cancelled, at once")
    func stopsLateWork() {
        let cancellation = NetworkCancellation()
        let stops = CallLog()
        cancellation.cancel()

        cancellation.whileRunning { stops.append("stop") }

        expect(stops.entries).to(equal(["stop"]))
    }

    @Test("stops nothing of work that has ended")
    func forgetsEndedWork() {
        let cancellation = NetworkCancellation()
        let stops = CallLog()
        cancellation.whileRunning { stops.append("stop") }
        cancellation.whileRunning(stop: nil)

        cancellation.cancel()

        expect(stops.entries).to(beEmpty())
    }

    @Test("tells a watcher once, beside the work's own stop")
    func tellsWatcher() {
        let cancellation = NetworkCancellation()
        let heard = CallLog()
        cancellation.whileRunning { heard.append("stop") }
        cancellation.whenCancelled { heard.append("watcher") }

        cancellation.cancel()
        cancellation.cancel()

        expect(heard.entries).to(equal(["stop", "watcher"]))
    }

    @Test("tells a watcher that comes after the cancel at once")
    func tellsLateWatcher() {
        let cancellation = NetworkCancellation()
        let heard = CallLog()
        cancellation.cancel()

        cancellation.whenCancelled { heard.append("watcher") }

        expect(heard.entries).to(equal(["watcher"]))
    }
}
