import Foundation
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@MainActor
@Suite("NetworkLoader, when a download is cancelled")
struct NetworkLoaderCancellingSpec {
    let session = StubNetworkSession(body: Data("[]".utf8))
    let main = ManualDispatcher()
    let loader: NetworkLoader

    init() {
        loader = NetworkLoader(
            baseURL: URL(string: "http://backend.test:8000")!, session: session, main: main, logger: .silent)
    }

    @Test("hands the session the cancellation, so the client stops the request itself")
    func passesCancellation() {
        let cancellation = NetworkCancellation()

        loader.download(cancellation: cancellation) { _ in }

        expect(session.cancellations.count).to(equal(1))
        expect(session.cancellations.first === cancellation).to(beTrue())
    }

    @Test("answers nothing once cancelled, even an answer already on its way to the main actor")
    func answersNothing() {
        let cancellation = NetworkCancellation()
        var answers = 0
        loader.download(cancellation: cancellation) { _ in answers += 1 }

        cancellation.cancel()
        main.runAll()

        expect(answers).to(equal(0))
    }

    @Test("answers as before when nobody cancels")
    func answersUncancelled() {
        var answers = 0
        loader.download(cancellation: NetworkCancellation()) { _ in answers += 1 }

        main.runAll()

        expect(answers).to(equal(1))
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
