import MyCardsKit
import Nimble
import Synchronization
import Testing

/// A downloader with only the callback form, which holds its completion until the test answers.
private final class HeldDownload: ParsedDataDownloading {
    let completion = Mutex<(@MainActor @Sendable (Result<ParsedCards, NetworkError>) -> Void)?>(nil)
    let stopped = Mutex(false)

    func download(completion: @escaping @MainActor @Sendable (Result<ParsedCards, NetworkError>) -> Void) {
        self.completion.withLock { $0 = completion }
    }

    func download(
        cancellation: NetworkCancellation,
        completion: @escaping @MainActor @Sendable (Result<ParsedCards, NetworkError>) -> Void
    ) {
        cancellation.whileRunning { self.stopped.withLock { $0 = true } }
        download(completion: completion)
    }
}

@Suite("The callback bridge")
@MainActor
struct CallbackBridgeSpec {
    @Suite("when an async download over a callback downloader is answered")
    @MainActor
    struct Answered {
        @Test("returns the callback's answer")
        func returnsAnswer() async throws {
            let downloader = HeldDownload()
            let task = Task { try await downloader.download() }
            await Task.yield()
            while downloader.completion.withLock({ $0 }) == nil { await Task.yield() }

            downloader.completion.withLock { $0 }?(.success(ParsedCards(cards: [])))

            let parsed = try await task.value
            expect(parsed.cards).to(beEmpty())
        }
    }

    @Suite("when the awaiting task is cancelled first")
    @MainActor
    struct Cancelled {
        @Test("stops the download and throws cancelled")
        func throwsCancelled() async {
            let downloader = HeldDownload()
            let task = Task { try await downloader.download() }
            while downloader.completion.withLock({ $0 }) == nil { await Task.yield() }

            task.cancel()

            var thrown: NetworkError?
            do { _ = try await task.value } catch { thrown = error as? NetworkError }
            expect(thrown).to(equal(.cancelled))
            expect(downloader.stopped.withLock { $0 }).to(beTrue())
        }
    }
}
