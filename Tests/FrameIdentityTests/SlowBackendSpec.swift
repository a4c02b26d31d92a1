import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

/// What the status line shows while the backend is slow, on all five variants: work that is still running stays
/// visible after its screen is left (issue 33, item 5), and when a save and a delete both wait for the backend, the
/// later answer is the one that stays (item 4).
@MainActor
@Suite("The five variants, with a backend that answers late", .mainSerialExecutor)
struct SlowBackendSpec {
    typealias Step = ScriptedSession.Step

    static let openFirstCard = FrameIdentitySpec.keys(.enter)
    /// From the Card screen: the form, the name changed, Ctrl-S.
    static let renameAndSave = FrameIdentitySpec.keys(.character("e"), .end, .character("!"), .control("s"))
    /// From the Card screen: the form, Tab to Delete, Enter, `y`.
    static let delete =
        FrameIdentitySpec.keys(.character("e"), .tab, .tab, .tab, .tab, .tab, .tab)
        + FrameIdentitySpec.keys(.enter, .character("y"))

    /// A variant launched on a slow backend whose download has come: Cards says "Downloaded 3 cards".
    static func launched(_ variant: String) async throws -> ScriptedSession {
        let makeRoot = try #require(FrameIdentitySpec.variants.first { $0.name == variant }).makeRoot
        let session = try await ScriptedSession(makeRoot: makeRoot, slowBackend: true)
        await session.answerBackend()
        return session
    }

    static func perform(_ steps: [Step], in session: ScriptedSession) async {
        for step in steps { await session.perform(step) }
    }

    @Suite("when a card is deleted and the backend has not answered")
    @MainActor
    struct Deleting {
        @Test("shows “Deleted” still running on Cards, not the download's older line", arguments: fiveVariants)
        func showsDeletedOnCards(variant: String) async throws {
            let session = try await launched(variant)
            let before = session.statusLine

            await perform(openFirstCard + delete, in: session)

            expect(before).to(equal(Messages.downloaded(3)))
            expect(session.statusLine).to(equal(Messages.deleted))
            expect(session.isStatusBusy).to(beTrue())
        }

        @Test("shows the backend's answer once it comes", arguments: fiveVariants)
        func showsAnswer(variant: String) async throws {
            let session = try await launched(variant)
            await perform(openFirstCard + delete, in: session)

            await session.answerBackend()

            expect(session.statusLine).to(equal(Messages.deletedOnBackend))
            expect(session.isStatusBusy).to(beFalse())
        }
    }

    @Suite("when a card is saved, the Card screen left with Esc, and the backend has not answered")
    @MainActor
    struct SavingThenLeaving {
        @Test("shows “Saved” still running on Cards, not the download's older line", arguments: fiveVariants)
        func showsSavedOnCards(variant: String) async throws {
            let session = try await launched(variant)

            await perform(openFirstCard + renameAndSave + FrameIdentitySpec.keys(.escape), in: session)

            expect(session.statusLine).to(equal(Messages.saved))
            expect(session.isStatusBusy).to(beTrue())
        }
    }

    @Suite("when a save and a delete of one card both wait for the backend")
    @MainActor
    struct SaveThenDelete {
        @Test("ends on the later answer, the delete's", arguments: fiveVariants)
        func endsOnDeleteAnswer(variant: String) async throws {
            let session = try await launched(variant)
            await perform(openFirstCard + renameAndSave + delete, in: session)

            await session.answerBackend()

            expect(session.statusLine).to(equal(Messages.deletedOnBackend))
        }

        @Test("ends on the later failure, the delete's, when both time out", arguments: fiveVariants)
        func endsOnDeleteFailure(variant: String) async throws {
            let session = try await launched(variant)
            session.network.uploadResult = .failure(.timedOut)
            session.network.deleteResult = .failure(.timedOut)
            await perform(openFirstCard + renameAndSave + delete, in: session)

            await session.answerBackend()

            expect(session.statusLine).to(equal(Messages.backendDeleteFailed(.timedOut)))
        }
    }
}

/// The five variants, by name, as `FrameIdentitySpec.variants` lists them.
let fiveVariants = ["MVC", "MVVM", "VIPER", "VIP", "TEA"]
