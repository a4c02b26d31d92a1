import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

/// A closed screen leaves nothing behind in any variant: a thousand cards opened, marked as favourites (an
/// answer that comes after the key) and closed keep no screen, and so none of the roles it owned, alive.
@MainActor
@Suite("The five variants, opening and closing a thousand cards", .mainSerialExecutor)
struct ClosedScreensSpec {
    @Test("keep none of the Card screens alive", arguments: ["MVC", "MVVM", "VIPER", "VIP", "TEA"])
    func keepNoClosedScreen(variant: String) async throws {
        let makeRoot = try #require(FrameIdentitySpec.variants.first { $0.name == variant }).makeRoot
        let session = try await ScriptedSession(makeRoot: makeRoot)
        var opened: [WeakScreen] = []

        for _ in 0..<1_000 {
            await session.perform(.key(.enter))
            opened.append(WeakScreen(session.topScreen))
            await session.perform(.key(.character("*")))
            await session.perform(.key(.escape))
            // Lets other suites' main-actor work run between rounds: a thousand rounds hold it for seconds.
            await Task.yield()
        }

        expect(opened.filter { $0.screen != nil }.count).to(equal(0))
        expect(opened.count).to(equal(1_000))
    }
}

/// A screen held without keeping it alive.
@MainActor
struct WeakScreen {
    weak var screen: AnyObject?

    init(_ screen: (any Screen)?) {
        self.screen = screen
    }
}
