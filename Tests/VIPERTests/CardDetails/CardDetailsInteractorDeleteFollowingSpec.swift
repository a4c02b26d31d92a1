import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

/// The store announces a write before it answers it (`PersistenceWorker.write` notifies, then returns), so a Card
/// interactor deleting its card hears of the removal while the remove is still on its way. Until 2026-11-29 it still
/// followed the store then (until the presenter closed the module), and read again the card it was deleting (the
/// trace of a delete showed the read and its answer, 0 cards).
@MainActor
@Suite("CardDetailsInteractor following the store while deleting", .mainSerialExecutor)
struct CardDetailsInteractorDeleteFollowingSpec {
    static let tesco = Samples.card("T", "Tesco")

    /// The interactor of the card, following the store as its module shows it, editing it.
    static func editing(in environment: ModuleEnvironment) async -> CardDetailsInteractor {
        let interactor = CardDetailsInteractor(
            card: tesco, cards: environment.store, network: environment.network,
            barcodeScanner: environment.barcodeScanner)
        interactor.reloadCard()
        await settle()
        interactor.startEditing()
        return interactor
    }

    @MainActor
    @Suite("when the store announces the removal before it answers")
    struct RemovalAnnounced {
        @Test("does not read the card it is deleting again")
        func readsNoMore() async {
            let environment = ModuleEnvironment(cards: [tesco])
            environment.store.announcesRemoval = true
            let interactor = await editing(in: environment)

            interactor.deleteCard()
            await settle()

            expect(environment.store.callsFromRemove).to(equal([.remove(["T"]), .markDeletedOnBackend(["T"])]))
            withExtendedLifetime(interactor) {}  // its tasks hold it weakly
        }
    }

    @MainActor
    @Suite("when the store cannot remove the card")
    struct RemovalRefused {
        @Test("follows the store again: the next change reads the card it still shows")
        func followsAgain() async {
            let environment = ModuleEnvironment(cards: [tesco])
            environment.store.writeResult = .failure(.writeFailed(detail: "locked"))
            let interactor = await editing(in: environment)
            interactor.deleteCard()
            await settle()
            let reads = environment.store.queries.count

            environment.store.changes.notify()
            await settle()

            expect(Array(environment.store.queries.dropFirst(reads))).to(equal([.card(identifier: "T")]))
            withExtendedLifetime(interactor) {}  // its tasks hold it weakly
        }

        @Test("follows no more when the module closed while the store was answering")
        func closedMeanwhile() async {
            let answers = ManualDispatcher()
            let environment = ModuleEnvironment(cards: [tesco], answers: answers)
            environment.store.writeResult = .failure(.writeFailed(detail: "locked"))
            let interactor = await editing(in: environment)
            answers.runAll()
            await settle()
            interactor.deleteCard()
            await settle()

            interactor.close()
            answers.runAll()
            await settle()

            expect(environment.store.changes.observerCount).to(equal(0))
            withExtendedLifetime(interactor) {}  // its tasks hold it weakly
        }
    }
}
