import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsMVC

/// The store announces a write before it answers it (`PersistenceWorker.write` notifies, then returns), so a Card
/// screen deleting its card hears of the removal while the remove is still on its way. Until 2026-11-29 the screen,
/// still following the store, read the card again then; the pop cancelled that read, and the store answered it
/// "the cards cannot be read" (the trace of a delete showed both).
@MainActor
@Suite("CardDetailsViewController following the store while deleting", .mainSerialExecutor)
struct CardDetailsViewControllerDeleteFollowingSpec {
    static let tesco = Samples.card("T", "Tesco")

    /// The Card screen in its edit form, Enter on Delete and `y` to the question, with what that started awaited.
    static func deleted(in environment: MVCTestEnvironment) async -> CardDetailsViewController {
        let controller = await CardDetailsViewControllerSpec.make(environment, card: tesco, mode: .edit)
        controller.hostedView.focus = .delete
        await CardDetailsViewControllerSpec.press(.enter, on: controller)
        await environment.answer(.yes, on: controller)
        return controller
    }

    @MainActor
    @Suite("when the store announces the removal before it answers")
    struct RemovalAnnounced {
        @Test("does not read the card it is deleting again")
        func readsNoMore() async {
            let environment = MVCTestEnvironment(cards: [tesco])
            environment.cards.announcesRemoval = true

            _ = await deleted(in: environment)

            expect(environment.cards.callsFromRemove).to(equal([.remove(["T"]), .markDeletedOnBackend(["T"])]))
        }
    }

    @MainActor
    @Suite("when the store cannot remove the card")
    struct RemovalRefused {
        @Test("follows the store again: the next change reads the card it still shows")
        func followsAgain() async {
            let environment = MVCTestEnvironment(cards: [tesco])
            environment.cards.writeResult = .failure(.writeFailed(detail: "locked"))
            let controller = await deleted(in: environment)
            let reads = environment.cards.queries.count

            await environment.announceChange(to: controller)

            expect(Array(environment.cards.queries.dropFirst(reads))).to(equal([.card(identifier: "T")]))
        }
    }
}
