import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("CardsInteractor")
struct CardsInteractorSpec {
    static let stored = [Samples.card("A", "Alpha"), Samples.card("B", "beta")]

    static func make(_ environment: VIPEnvironment) -> (CardsInteractor, CardsPresenterSpy) {
        let worker = CardsSyncWorker(cards: environment.store, network: environment.network)
        let interactor = CardsInteractor(worker: worker)
        let presenter = CardsPresenterSpy()
        interactor.presenter = presenter
        return (interactor, presenter)
    }

    @MainActor
    @Suite("when the cards are loaded")
    struct Loading {
        @Test("asks the store in display order and presents its answer")
        func presentsStore() {
            // Given
            let environment = VIPEnvironment(cards: stored)
            let (interactor, presenter) = make(environment)
            // When
            interactor.loadCards(request: .init())
            // Then
            expect(environment.store.queries.first).to(equal(.cardsInDisplayOrder))
            expect(presenter.presentFetchedCardsCalled).to(beTrue())
            expect(try? presenter.fetched.first?.result.get()).to(equal(stored))
        }

        @Test("downloads on the first load only")
        func downloadsOnce() {
            let environment = VIPEnvironment()
            let (interactor, _) = make(environment)

            interactor.loadCards(request: .init())
            interactor.loadCards(request: .init())

            expect(environment.network.downloadCount).to(equal(1))
            expect(environment.store.queries.count).to(equal(2))
        }

        @Test("presents how many downloaded cards stay deleted here")
        func presentsDeletedHere() {
            let environment = VIPEnvironment()
            let parsed = ParsedCards(cards: stored)
            environment.network.downloadResult = .success(parsed)
            environment.store.mergeResult = DownloadMerge(deletedHere: 1)
            let (interactor, presenter) = make(environment)

            interactor.loadCards(request: .init())

            expect(presenter.syncSteps).to(contain(.downloaded(parsed, deletedHere: 1)))
        }

        @Test("presents downloading, then the download, after merging it into the store")
        func presentsSyncSteps() {
            let environment = VIPEnvironment()
            let parsed = ParsedCards(cards: stored)
            environment.network.downloadResult = .success(parsed)
            let (interactor, presenter) = make(environment)

            interactor.loadCards(request: .init())

            expect(presenter.syncSteps).to(equal([.downloading, .downloaded(parsed, deletedHere: 0)]))
            expect(environment.store.merged).to(equal([stored]))
        }

        @Test("presents the backend as offline, sending nothing pending")
        func presentsOffline() {
            let environment = VIPEnvironment()
            environment.network.downloadResult = .failure(.unreachable(detail: "down"))
            let (interactor, presenter) = make(environment)

            interactor.loadCards(request: .init())

            expect(presenter.syncSteps.last).to(equal(.offline(.unreachable(detail: "down"))))
            expect(environment.store.calls).toNot(contain(.pendingUploads))
        }

        @Test("presents a merge the store refused")
        func presentsNotStored() {
            let environment = VIPEnvironment()
            environment.network.downloadResult = .success(ParsedCards(cards: stored))
            environment.store.writeResult = .failure(.writeFailed(detail: "full"))
            let (interactor, presenter) = make(environment)

            interactor.loadCards(request: .init())

            expect(presenter.syncSteps.last).to(equal(.notStored(.writeFailed(detail: "full"))))
        }

        @Test("uploads what was saved offline and presents how many")
        func uploadsPending() {
            let environment = VIPEnvironment()
            environment.store.pendingUploadsResult = .success([stored[0]])
            let (interactor, presenter) = make(environment)

            interactor.loadCards(request: .init())

            expect(environment.network.uploads).to(equal([[stored[0]]]))
            expect(environment.store.markedUploaded).to(equal([["A"]]))
            expect(presenter.syncSteps.last).to(equal(.uploadedPending(1)))
        }

        @Test("presents a pending upload that failed again, marking nothing")
        func pendingUploadFails() {
            let environment = VIPEnvironment()
            environment.store.pendingUploadsResult = .success([stored[0]])
            environment.network.uploadResult = .failure(.httpStatus(503))
            let (interactor, presenter) = make(environment)

            interactor.loadCards(request: .init())

            expect(presenter.syncSteps.last).to(equal(.pendingUploadFailed(.httpStatus(503))))
            expect(environment.store.markedUploaded).to(beEmpty())
        }

        @Test("deletes on the backend what was deleted offline")
        func sendsDeletions() {
            let environment = VIPEnvironment()
            environment.store.pendingDeletionsResult = .success(["X", "Y"])
            let (interactor, _) = make(environment)

            interactor.loadCards(request: .init())

            expect(environment.network.deletes).to(equal(["X", "Y"]))
            expect(environment.store.markedDeletedOnBackend).to(equal([["X"], ["Y"]]))
        }

        @Test("keeps a deletion pending while the backend refuses it")
        func keepsDeletion() {
            let environment = VIPEnvironment()
            environment.store.pendingDeletionsResult = .success(["X"])
            environment.network.deleteResult = .failure(.httpStatus(500))
            let (interactor, _) = make(environment)

            interactor.loadCards(request: .init())

            expect(environment.network.deletes).to(equal(["X"]))
            expect(environment.store.markedDeletedOnBackend).to(beEmpty())
        }
    }

    @MainActor
    @Suite("when refreshed")
    struct Refreshing {
        @Test("reads the store and downloads again")
        func downloadsAgain() {
            let environment = VIPEnvironment()
            let (interactor, _) = make(environment)
            interactor.loadCards(request: .init())

            interactor.refreshCards(request: .init())

            expect(environment.network.downloadCount).to(equal(2))
        }

        @Test("starts no second download while one runs")
        func oneAtATime() {
            let environment = VIPEnvironment(answers: ManualDispatcher())
            let (interactor, _) = make(environment)
            interactor.loadCards(request: .init())

            interactor.refreshCards(request: .init())

            expect(environment.network.downloadCount).to(equal(1))
        }

        @Test("ignores a store read answered after a newer one")
        func ignoresStaleRead() {
            let answers = ManualDispatcher()
            let environment = VIPEnvironment(answers: answers)
            let (interactor, presenter) = make(environment)
            interactor.loadCards(request: .init())  // read 1 and the download wait
            environment.store.getResult = .success(stored)
            interactor.refreshCards(request: .init())  // read 2

            answers.run(at: 2)  // read 2 answers first
            answers.run(at: 0)  // then the stale read 1

            expect(presenter.fetched.count).to(equal(1))
            expect(try? presenter.fetched.first?.result.get()).to(equal(stored))
        }

        @Test("reads again when the store announces a change")
        func readsOnChange() {
            let environment = VIPEnvironment()
            let (interactor, presenter) = make(environment)
            interactor.loadCards(request: .init())

            environment.store.changes.notify()

            expect(presenter.fetched.count).to(equal(2))
        }
    }

    @MainActor
    @Suite("when a card is opened")
    struct Opening {
        @Test("keeps the stored card for the router and presents the opening")
        func opensStored() {
            let environment = VIPEnvironment(cards: stored)
            let (interactor, presenter) = make(environment)
            interactor.loadCards(request: .init())

            interactor.openCard(request: .init(identifier: "B"))

            expect(interactor.selectedCard).to(equal(stored[1]))
            expect(presenter.opened).to(haveCount(1))
        }

        @Test("ignores an identifier the store did not list")
        func ignoresUnknown() {
            let environment = VIPEnvironment(cards: stored)
            let (interactor, presenter) = make(environment)
            interactor.loadCards(request: .init())

            interactor.openCard(request: .init(identifier: "Z"))

            expect(presenter.opened).to(beEmpty())
        }

        @Test("without an identifier presents the opening with no card kept, for a new one")
        func creates() {
            let environment = VIPEnvironment(cards: stored)
            let (interactor, presenter) = make(environment)

            interactor.openCard(request: .init(identifier: nil))

            expect(interactor.selectedCard).to(beNil())
            expect(presenter.opened).to(haveCount(1))
        }

        @Test("hands on the card to select once the store lists it, once")
        func selectsCreatedCard() {
            let environment = VIPEnvironment(cards: [])
            let (interactor, presenter) = make(environment)
            interactor.cardToSelect = "N"
            interactor.loadCards(request: .init())
            environment.store.getResult = .success([Samples.card("N", "New")])

            environment.store.changes.notify()
            environment.store.changes.notify()

            expect(presenter.fetched.map(\.cardToSelect)).to(equal([nil, "N", nil]))
        }
    }
}
