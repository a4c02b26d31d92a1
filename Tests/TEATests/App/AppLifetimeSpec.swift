import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsTEA

/// What keeps the TEA app alive, and what stops when it ends: the root screen owns the host and the store, the host
/// holds the root only weakly, and quitting stops every effect's work.
@MainActor
@Suite("The TEA app's lifetime", .mainSerialExecutor)
struct AppLifetimeSpec {
    @Test("a released root screen leaves nothing alive: the host and the store go with it")
    func releasesEverything() async {
        let doubles = TEADoubles(cards: AppHostSpec.cards)
        var root: CardsViewController? = TEACompositionRoot.makeRoot(
            context: doubles.app.context, environment: doubles.environment)
        root?.screenWillAppear()
        weak let host = root?.app
        weak let store = root?.app?.store
        weak let released = root

        root = nil

        expect(released).to(beNil())
        expect(host).to(beNil())
        expect(store).to(beNil())
    }

    @Test("a released root screen leaves no work behind: its store's effects are cancelled, the store unobserved")
    func cancelsEffects() async {
        let doubles = TEADoubles(cards: AppHostSpec.cards)
        var root: CardsViewController? = TEACompositionRoot.makeRoot(
            context: doubles.app.context, environment: doubles.environment)
        root?.screenWillAppear()
        await settle()
        let observedBefore = doubles.store.changes.observerCount

        root = nil
        await settle()

        expect(observedBefore).to(equal(1))
        expect(doubles.store.changes.observerCount).to(equal(0))
    }

    @Test("quitting stops the download the backend has not answered: its task is cancelled, not left waiting")
    func quittingStopsDownload() async {
        let doubles = TEADoubles(cards: AppHostSpec.cards)
        var environment = doubles.environment
        let download = DownloadHeld()
        environment.backend.download = { () throws(NetworkError) in try await download.answer() }
        // The store does not answer either: only what quitting does to the download is looked at.
        environment.cards.cardsInDisplayOrder = { AsyncStream { _ in } }
        let store = TestStore(
            initialState: AppState(photoFolder: "/photos"), reducer: AppReducer.reduce, environment: environment)
        await store.send(.cards(.appeared)) {
            $0.cards.hasAppeared = true
            $0.cards.isDownloading = true
            $0.cards.status.show(Messages.downloading, busy: true)
        }

        await store.send(.cards(.quitTapped))
        await store.receive(.cards(.delegate(.quit))) { $0.isQuitting = true }

        expect(download.wasCancelled).to(beTrue())
        expect(store.runningEffects).to(beEmpty())
        await store.finish()
    }
}

/// A download the backend never answers: it waits until its task is cancelled, as the app's HTTP client does before
/// it closes the connection and throws `.cancelled`.
@MainActor
final class DownloadHeld {
    private(set) var wasCancelled = false
    private let (never, feed) = AsyncStream.makeStream(of: Void.self)

    func answer() async throws(NetworkError) -> ParsedCards {
        for await _ in never {}
        wasCancelled = Task.isCancelled
        throw .cancelled
    }
}
