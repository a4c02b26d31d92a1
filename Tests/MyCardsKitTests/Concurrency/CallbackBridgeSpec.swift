import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

/// A downloader with only the async form, which holds its answer until the test gives it, and tells when its task
/// was cancelled.
private final class HeldDownload: ParsedDataDownloading {
    let started = AwaitedAnswer<Bool>(cancelled: false)
    let answer = AwaitedAnswer<Result<ParsedCards, NetworkError>>(cancelled: .failure(.cancelled))
    let stopped = AwaitedAnswer<Bool>(cancelled: false)

    func download() async throws(NetworkError) -> ParsedCards {
        started.give(true)
        let result = await answer.value()
        if result == .failure(.cancelled) { stopped.give(true) }
        return try result.get()
    }
}

/// The network's callback forms (temporary, CardsNetworking+Callbacks.swift) over a conformer that has only the
/// async forms.
@Suite("The callback bridge")
@MainActor
struct CallbackBridgeSpec {
    @Suite("when a callback download over an async downloader is answered")
    @MainActor
    struct Answered {
        @Test("hands the completion the async form's answer")
        func handsAnswer() async {
            let downloader = HeldDownload()
            let received = AwaitedAnswer<Result<ParsedCards, NetworkError>?>(cancelled: nil)
            downloader.download(cancellation: NetworkCancellation()) { received.give($0) }

            downloader.answer.give(.success(ParsedCards(cards: [])))

            let answer = await received.value()
            expect(answer).to(equal(.success(ParsedCards(cards: []))))
        }
    }

    @Suite("when the callback caller cancels first")
    @MainActor
    struct Cancelled {
        @Test("cancels the async download's task")
        func cancelsTask() async {
            let downloader = HeldDownload()
            let cancellation = NetworkCancellation()
            downloader.download(cancellation: cancellation) { _ in }
            _ = await downloader.started.value()

            cancellation.cancel()

            let answer = await downloader.stopped.value()
            expect(answer).to(beTrue())
        }
    }
}
