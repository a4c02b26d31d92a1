import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

@MainActor
@Suite("CardsInteractor", .mainSerialExecutor)
struct CardsInteractorSpec {
    static let stored = [Samples.card("A", "Alpha"), Samples.card("B", "beta")]

    static func make(_ environment: ModuleEnvironment) -> (CardsInteractor, CardsInteractorOutputSpy) {
        let interactor = CardsInteractor(
            cards: environment.store, network: environment.network)
        let output = CardsInteractorOutputSpy()
        interactor.output = output
        return (interactor, output)
    }

    @Test("fetches in display order and reports the cards, keeping them for lookups")
    func fetches() async {
        let environment = ModuleEnvironment(cards: Self.stored)
        let (interactor, output) = Self.make(environment)
        await settle()

        interactor.fetchCards()
        await settle()

        expect(environment.store.queries).to(equal([.cardsInDisplayOrder]))
        expect(output.fetched).to(equal([Self.stored.map(CardItem.init)]))
        expect(interactor.card(identifier: "B")).to(equal(Self.stored[1]))
    }

    @Test("ignores a read answered after a newer one")
    func staleRead() async {
        let answers = ManualDispatcher()
        let environment = ModuleEnvironment(answers: answers)
        let (interactor, output) = Self.make(environment)
        await settle()
        interactor.fetchCards()
        await settle()
        environment.store.getResult = .success(Self.stored)
        interactor.fetchCards()
        await settle()

        answers.runLast()
        await settle()
        answers.runNext()
        await settle()

        expect(output.fetched).to(equal([Self.stored.map(CardItem.init)]))
    }

    @Test("reports a store that cannot be read, and a change of the store")
    func failureAndChange() async {
        let environment = ModuleEnvironment()
        environment.store.getResult = .failure(.readFailed(detail: "x"))
        let (interactor, output) = Self.make(environment)
        await settle()

        interactor.fetchCards()
        await settle()
        environment.store.changes.notify()
        await settle()

        expect(output.events).to(equal(["failToFetch", "storeDidChange"]))
    }

    @Test("passes on how many downloaded cards stay deleted here")
    func deletedHere() async {
        let environment = ModuleEnvironment()
        environment.network.downloadResult = .success(ParsedCards(cards: Self.stored))
        environment.store.mergeResult = DownloadMerge(deletedHere: 1)
        let (interactor, output) = Self.make(environment)
        await settle()

        interactor.syncWithBackend()
        await settle()

        expect(output.events).to(contain("sync(2, 1 deleted here)"))
    }

    @Test("passes on how many downloaded cards were skipped, as a count: the cards stay with the interactor")
    func skipped() async {
        let environment = ModuleEnvironment()
        environment.network.downloadResult = .success(
            ParsedCards(cards: Self.stored, skipped: [.init(index: 2, reason: "name is empty")]))
        let (interactor, output) = Self.make(environment)
        await settle()

        interactor.syncWithBackend()
        await settle()

        expect(output.events).to(contain("sync(2, 1 skipped)"))
    }

    @Test("merges a download, then sends the uploads and deletions made offline")
    func syncs() async {
        let environment = ModuleEnvironment()
        environment.network.downloadResult = .success(ParsedCards(cards: Self.stored))
        environment.store.pendingUploadsResult = .success([Self.stored[0]])
        environment.store.pendingDeletionsResult = .success(["X", "Y"])
        let (interactor, output) = Self.make(environment)
        await settle()

        interactor.syncWithBackend()
        await settle()

        expect(environment.store.merged).to(equal([Self.stored]))
        expect(output.events).to(equal(["startSync", "sync(2)", "uploadedPending(1)"]))
        expect(environment.store.markedUploaded).to(equal([["A"]]))
        expect(environment.store.markedDeletedOnBackend).to(equal([["X"], ["Y"]]))
    }

    @Test("keeps offline changes pending when the backend refuses them")
    func keepsPending() async {
        let environment = ModuleEnvironment()
        environment.store.pendingUploadsResult = .success([Self.stored[0]])
        environment.network.uploadResult = .failure(.httpStatus(500))
        environment.store.pendingDeletionsResult = .success(["X"])
        environment.network.deleteResult = .failure(.httpStatus(500))
        let (interactor, output) = Self.make(environment)
        await settle()

        interactor.syncWithBackend()
        await settle()

        expect(output.events.last).to(equal("failToUploadPending"))
        expect(environment.network.deletes).to(equal(["X"]))
        expect(environment.store.markedUploaded).to(beEmpty())
        expect(environment.store.markedDeletedOnBackend).to(beEmpty())
    }

    @Test("reports offline, and a merge the store refused, sending nothing pending")
    func failures() async {
        let offline = ModuleEnvironment()
        offline.network.downloadResult = .failure(.unreachable(detail: "x"))
        let refused = ModuleEnvironment()
        refused.network.downloadResult = .success(ParsedCards(cards: Self.stored))
        refused.store.writeResult = .failure(.writeFailed(detail: "x"))
        let (first, firstOutput) = Self.make(offline)
        await settle()
        let (second, secondOutput) = Self.make(refused)
        await settle()

        first.syncWithBackend()
        await settle()
        second.syncWithBackend()
        await settle()

        expect(firstOutput.events.last).to(equal("failToSync"))
        expect(secondOutput.events.last).to(equal("failToStore"))
        expect(offline.store.calls + refused.store.calls).toNot(contain(.pendingUploads))
    }

    @Test("starts no second download while one runs")
    func oneAtATime() async {
        let environment = ModuleEnvironment(answers: ManualDispatcher())
        let (interactor, _) = Self.make(environment)
        await settle()

        interactor.syncWithBackend()
        await settle()
        interactor.syncWithBackend()
        await settle()

        expect(environment.network.downloadCount).to(equal(1))
    }
}
