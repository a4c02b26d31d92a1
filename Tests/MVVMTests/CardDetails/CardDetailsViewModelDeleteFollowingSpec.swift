import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsMVVM

/// The store announces a write before it answers it (`PersistenceWorker.write` notifies, then returns), so a Card
/// view model deleting its card hears of the removal while the remove is still on its way. Until 2026-11-29 it
/// still followed the store then, and read again the card it was deleting (the trace of a delete showed the read).
@MainActor
@Suite("CardDetailsViewModel following the store while deleting", .mainSerialExecutor)
struct CardDetailsViewModelDeleteFollowingSpec {
    static let card = Samples.card("A", "Alpha")

    /// The view model of the card in its edit form, its delete confirmed, with what that started run.
    static func deleted(in environment: ViewModelEnvironment) async -> CardDetailsViewModel {
        let viewModel = CardDetailsViewModel(card: card, mode: .normal, services: environment.services)
        await settle()
        viewModel.edit()
        viewModel.confirmDelete()
        await settle()
        return viewModel
    }

    @MainActor
    @Suite("when the store announces the removal before it answers")
    struct RemovalAnnounced {
        @Test("does not read the card it is deleting again")
        func readsNoMore() async {
            let environment = ViewModelEnvironment(cards: [card])
            environment.store.announcesRemoval = true

            let viewModel = await deleted(in: environment)

            expect(environment.store.callsFromRemove).to(equal([.remove(["A"]), .markDeletedOnBackend(["A"])]))
            withExtendedLifetime(viewModel) {}  // its following ends with it
        }
    }

    @MainActor
    @Suite("when the store cannot remove the card")
    struct RemovalRefused {
        @Test("follows the store again: the next change reads the card it still shows")
        func followsAgain() async {
            let environment = ViewModelEnvironment(cards: [card])
            environment.store.writeResult = .failure(.writeFailed(detail: "locked"))
            let viewModel = await deleted(in: environment)
            let reads = environment.store.queries.count

            environment.store.changes.notify()
            await settle()

            expect(Array(environment.store.queries.dropFirst(reads))).to(equal([.card(identifier: "A")]))
            withExtendedLifetime(viewModel) {}  // its following ends with it
        }
    }
}
