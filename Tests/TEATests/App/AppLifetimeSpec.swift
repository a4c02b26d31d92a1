import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsTEA

/// What keeps the TEA app alive, and what stops when it ends: the root screen owns the host and the store, the host
/// holds the root only weakly, and quitting stops every effect's work.
@MainActor
@Suite("The TEA app's lifetime")
struct AppLifetimeSpec {
    @Test("a released root screen leaves nothing alive: the host and the store go with it")
    func releasesEverything() {
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

    @Test("quitting stops the download the backend has not answered: its connection is closed, not left open")
    func quittingStopsDownload() {
        let doubles = TEADoubles(cards: AppHostSpec.cards)
        var environment = doubles.environment
        let downloads = DownloadsHeld()
        environment.backend.download = { cancellation, _ in downloads.held.append(cancellation) }
        // The store does not answer either: only what quitting does to the download is looked at.
        environment.cards.cardsInDisplayOrder = { _ in }
        let store = TestStore(
            initialState: AppState(photoFolder: "/photos"), reducer: AppReducer.reduce, environment: environment)
        store.send(.cards(.appeared)) {
            $0.cards.hasAppeared = true
            $0.cards.isDownloading = true
            $0.cards.status.show(Messages.downloading, busy: true)
        }

        store.send(.cards(.quitTapped))
        store.receive(.cards(.delegate(.quit))) { $0.isQuitting = true }

        expect(downloads.held.map(\.isCancelled)).to(equal([true]))
        expect(store.runningEffects).to(beEmpty())
        store.finish()
    }
}

/// The downloads a backend client was asked for and never answered.
@MainActor
final class DownloadsHeld {
    var held: [NetworkCancellation] = []
}
