import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("CardsInteractor", .mainSerialExecutor)
struct CardsInteractorSpec {
    static let stored = [Samples.card("A", "Alpha"), Samples.card("B", "beta")]

    static func make(_ environment: VIPEnvironment) -> (CardsInteractor, CardsPresenterSpy) {
        let worker = CardsSyncWorker(cards: environment.store, network: environment.network)
        let interactor = CardsInteractor(worker: worker)
        let presenter = CardsPresenterSpy()
        interactor.presenter = presenter
        return (interactor, presenter)
    }

    /// The interactor following the store, as the view controller has it from the first appearance: once the task
    /// has started, every change reaches it.
    static func follow(_ interactor: CardsInteractor) async -> Task<Void, Never> {
        let following = Task { await interactor.followStore(request: .init()) }
        // The task runs on the main actor up to its first wait, after which it hears every change: one turn.
        await Task.yield()
        return following
    }

    @MainActor
    @Suite("when the cards are loaded")
    struct Loading {
        @Test("asks the store in display order and presents its answer")
        func presentsStore() async {
            // Given
            let environment = VIPEnvironment(cards: stored)
            let (interactor, presenter) = make(environment)
            // When
            await interactor.loadCards(request: .init())
            // Then
            expect(environment.store.queries.first).to(equal(.cardsInDisplayOrder))
            expect(presenter.presentFetchedCardsCalled).to(beTrue())
            expect(try? presenter.fetched.first?.result.get()).to(equal(stored))
        }

        @Test("downloads on the first load only")
        func downloadsOnce() async {
            let environment = VIPEnvironment()
            let (interactor, _) = make(environment)

            await interactor.loadCards(request: .init())
            await interactor.loadCards(request: .init())

            expect(environment.network.downloadCount).to(equal(1))
            expect(environment.store.queries.count).to(equal(2))
        }

        @Test("presents how many downloaded cards stay deleted here")
        func presentsDeletedHere() async {
            let environment = VIPEnvironment()
            let parsed = ParsedCards(cards: stored)
            environment.network.downloadResult = .success(parsed)
            environment.store.mergeResult = DownloadMerge(deletedHere: 1)
            let (interactor, presenter) = make(environment)

            await interactor.loadCards(request: .init())

            expect(presenter.syncSteps).to(contain(.downloaded(parsed, deletedHere: 1)))
        }

        @Test("presents downloading, then the download, after merging it into the store")
        func presentsSyncSteps() async {
            let environment = VIPEnvironment()
            let parsed = ParsedCards(cards: stored)
            environment.network.downloadResult = .success(parsed)
            let (interactor, presenter) = make(environment)

            await interactor.loadCards(request: .init())

            expect(presenter.syncSteps).to(equal([.downloading, .downloaded(parsed, deletedHere: 0)]))
            expect(environment.store.merged).to(equal([stored]))
        }

        @Test("presents the backend as offline, sending nothing pending")
        func presentsOffline() async {
            let environment = VIPEnvironment()
            environment.network.downloadResult = .failure(.unreachable(detail: "down"))
            let (interactor, presenter) = make(environment)

            await interactor.loadCards(request: .init())

            expect(presenter.syncSteps.last).to(equal(.offline(.unreachable(detail: "down"))))
            expect(environment.store.calls).toNot(contain(.pendingUploads))
        }

        @Test("presents a merge the store refused")
        func presentsNotStored() async {
            let environment = VIPEnvironment()
            environment.network.downloadResult = .success(ParsedCards(cards: stored))
            environment.store.writeResult = .failure(.writeFailed(detail: "full"))
            let (interactor, presenter) = make(environment)

            await interactor.loadCards(request: .init())

            expect(presenter.syncSteps.last).to(equal(.notStored(.writeFailed(detail: "full"))))
        }

        @Test("uploads what was saved offline and presents how many")
        func uploadsPending() async {
            let environment = VIPEnvironment()
            environment.store.pendingUploadsResult = .success([stored[0]])
            let (interactor, presenter) = make(environment)

            await interactor.loadCards(request: .init())

            expect(environment.network.uploads).to(equal([[stored[0]]]))
            expect(environment.store.markedUploaded).to(equal([["A"]]))
            expect(presenter.syncSteps.last).to(equal(.uploadedPending(1)))
        }

        @Test("presents a pending upload that failed again, marking nothing")
        func pendingUploadFails() async {
            let environment = VIPEnvironment()
            environment.store.pendingUploadsResult = .success([stored[0]])
            environment.network.uploadResult = .failure(.httpStatus(503))
            let (interactor, presenter) = make(environment)

            await interactor.loadCards(request: .init())

            expect(presenter.syncSteps.last).to(equal(.pendingUploadFailed(.httpStatus(503))))
            expect(environment.store.markedUploaded).to(beEmpty())
        }

        @Test("deletes on the backend what was deleted offline")
        func sendsDeletions() async {
            let environment = VIPEnvironment()
            environment.store.pendingDeletionsResult = .success(["X", "Y"])
            let (interactor, _) = make(environment)

            await interactor.loadCards(request: .init())

            expect(environment.network.deletes).to(equal(["X", "Y"]))
            expect(environment.store.markedDeletedOnBackend).to(equal([["X"], ["Y"]]))
        }

        @Test("keeps a deletion pending while the backend refuses it")
        func keepsDeletion() async {
            let environment = VIPEnvironment()
            environment.store.pendingDeletionsResult = .success(["X"])
            environment.network.deleteResult = .failure(.httpStatus(500))
            let (interactor, _) = make(environment)

            await interactor.loadCards(request: .init())

            expect(environment.network.deletes).to(equal(["X"]))
            expect(environment.store.markedDeletedOnBackend).to(beEmpty())
        }
    }

    @MainActor
    @Suite("when refreshed")
    struct Refreshing {
        @Test("reads the store and downloads again")
        func downloadsAgain() async {
            let environment = VIPEnvironment()
            let (interactor, _) = make(environment)
            await interactor.loadCards(request: .init())

            await interactor.refreshCards(request: .init())

            expect(environment.network.downloadCount).to(equal(2))
        }

        @Test("starts no second download while one runs")
        func oneAtATime() async {
            let answers = ManualDispatcher()
            let environment = VIPEnvironment(answers: answers)
            let (interactor, _) = make(environment)
            let loading = Task { await interactor.loadCards(request: .init()) }
            await settle { answers.pendingCount == 2 }  // the read and the download wait

            let refreshing = Task { await interactor.refreshCards(request: .init()) }
            await settle { answers.pendingCount == 3 }  // and the second read

            expect(environment.network.downloadCount).to(equal(1))
            await finish(loading, answering: answers)
            await finish(refreshing, answering: answers)
        }

        @Test("ignores a store read answered after a newer one")
        func ignoresStaleRead() async {
            let answers = ManualDispatcher()
            let environment = VIPEnvironment(answers: answers)
            let (interactor, presenter) = make(environment)
            let loading = Task { await interactor.loadCards(request: .init()) }
            await settle { answers.pendingCount == 2 }  // read 1 and the download wait
            environment.store.getResult = .success(stored)
            let refreshing = Task { await interactor.refreshCards(request: .init()) }
            await settle { answers.pendingCount == 3 }  // read 2

            answers.run(at: 2)  // read 2 answers first
            await settle { presenter.fetched.count == 1 }
            answers.run(at: 0)  // then the stale read 1
            await finish(loading, answering: answers)
            await finish(refreshing, answering: answers)

            expect(presenter.fetched.count).to(equal(1))
            expect(try? presenter.fetched.first?.result.get()).to(equal(stored))
        }

        @Test("presents no line for a download cancelled with the scene")
        func cancelledDownload() async {
            let answers = ManualDispatcher()
            let environment = VIPEnvironment(answers: answers)
            let (interactor, presenter) = make(environment)
            let loading = Task { await interactor.loadCards(request: .init()) }
            await settle { answers.pendingCount == 2 }  // the read and the download wait

            loading.cancel()
            await finish(loading, answering: answers)

            expect(presenter.syncSteps).to(equal([.downloading]))
            expect(presenter.fetched).to(beEmpty())
        }

        @Test("reads again when the store announces a change")
        func readsOnChange() async {
            let environment = VIPEnvironment()
            let (interactor, presenter) = make(environment)
            await interactor.loadCards(request: .init())
            let following = await follow(interactor)

            environment.store.changes.notify()

            await settle { presenter.fetched.count == 2 }
            following.cancel()
            expect(presenter.fetched.count).to(equal(2))
        }
    }

    @MainActor
    @Suite("when a card is opened")
    struct Opening {
        @Test("keeps the stored card for the router and presents the opening")
        func opensStored() async {
            let environment = VIPEnvironment(cards: stored)
            let (interactor, presenter) = make(environment)
            await interactor.loadCards(request: .init())

            interactor.openCard(request: .init(identifier: "B"))

            expect(interactor.selectedCard).to(equal(stored[1]))
            expect(presenter.opened).to(haveCount(1))
        }

        @Test("ignores an identifier the store did not list")
        func ignoresUnknown() async {
            let environment = VIPEnvironment(cards: stored)
            let (interactor, presenter) = make(environment)
            await interactor.loadCards(request: .init())

            interactor.openCard(request: .init(identifier: "Z"))

            expect(presenter.opened).to(beEmpty())
        }

        @Test("without an identifier presents the opening with no card kept, for a new one")
        func creates() async {
            let environment = VIPEnvironment(cards: stored)
            let (interactor, presenter) = make(environment)

            interactor.openCard(request: .init(identifier: nil))

            expect(interactor.selectedCard).to(beNil())
            expect(presenter.opened).to(haveCount(1))
        }

        @Test("hands on the card to select once the store lists it, once")
        func selectsCreatedCard() async {
            let environment = VIPEnvironment(cards: [])
            let (interactor, presenter) = make(environment)
            interactor.cardToSelect = "N"
            await interactor.loadCards(request: .init())
            let following = await follow(interactor)
            environment.store.getResult = .success([Samples.card("N", "New")])

            environment.store.changes.notify()
            await settle { presenter.fetched.count == 2 }
            environment.store.changes.notify()
            await settle { presenter.fetched.count == 3 }

            following.cancel()
            expect(presenter.fetched.map(\.cardToSelect)).to(equal([nil, "N", nil]))
        }
    }
}
