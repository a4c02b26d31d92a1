import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsMVVM

@MainActor
@Suite("CardsViewModel", .mainSerialExecutor)
struct CardsViewModelSpec {
    static let stored = [Samples.card("A", "Alpha"), Samples.card("B", "beta")]

    @MainActor
    @Suite("when it first appears")
    struct FirstAppearance {
        @Test("asks the store for the cards in display order")
        func asksInDisplayOrder() async {
            let environment = ViewModelEnvironment(answers: ManualDispatcher())
            let viewModel = CardsViewModel(services: environment.services)

            viewModel.appear()
            await settle()

            expect(environment.store.queries).to(equal([.cardsInDisplayOrder]))
        }

        @Test("shows the store's answer as tiles")
        func showsTiles() async {
            let environment = ViewModelEnvironment()
            environment.store.getResult = .success(stored)
            let viewModel = CardsViewModel(services: environment.services)

            viewModel.appear()
            await settle()

            expect(viewModel.shownCards.tiles.map(\.name)).to(equal(["Alpha", "beta"]))
        }

        @Test("publishes nothing loaded before the store has answered")
        func notLoadedBeforeAnswer() async {
            let answers = ManualDispatcher()
            let environment = ViewModelEnvironment(answers: answers)
            let viewModel = CardsViewModel(services: environment.services)

            viewModel.appear()
            await settle()

            expect(viewModel.shownCards.isLoaded).to(beFalse())
        }

        @Test("says it downloads, busy, and asks the backend once")
        func saysDownloading() async {
            let environment = ViewModelEnvironment(answers: ManualDispatcher())
            let viewModel = CardsViewModel(services: environment.services)
            let status = Recorded(viewModel.status)

            viewModel.appear()
            await settle()

            expect(status.values).to(equal([.info("Downloading cards…", busy: true)]))
            expect(environment.network.downloadCount).to(equal(1))
        }

        @Test("reports a store that cannot be read")
        func reportsReadFailure() async {
            let environment = ViewModelEnvironment()
            environment.store.getResult = .failure(.readFailed(detail: "disk"))
            environment.network.downloadResult = .failure(.unreachable(detail: "down"))
            let viewModel = CardsViewModel(services: environment.services)
            let status = Recorded(viewModel.status)

            viewModel.appear()
            await settle()

            expect(status.values.map(\.text)).to(contain("Cards unavailable: the cards cannot be read"))
            expect(status.values.first { $0.text.hasPrefix("Cards unavailable") }?.isError).to(beTrue())
        }
    }

    @MainActor
    @Suite("when the store answers out of order")
    struct StaleReads {
        @Test("ignores an older read that answers after a newer one")
        func ignoresStaleRead() async {
            let answers = ManualDispatcher()
            let environment = ViewModelEnvironment(answers: answers)
            let viewModel = CardsViewModel(services: environment.services)
            environment.store.getResult = .success([])
            viewModel.appear()  // read 1 (empty store) and the download are now waiting
            await settle()
            environment.store.getResult = .success(stored)
            viewModel.refresh()  // read 2 sees the cards
            await settle()

            answers.run(at: 2)  // read 2 answers first
            await settle()
            answers.run(at: 0)  // then the stale read 1
            await settle()

            expect(viewModel.shownCards.tiles.map(\.identifier)).to(equal(["A", "B"]))
        }
    }

    @MainActor
    @Suite("when the download succeeds")
    struct DownloadSucceeds {
        @Test("merges the downloaded cards into the store, then says how many came")
        func mergesThenSays() async {
            let environment = ViewModelEnvironment()
            environment.network.downloadResult = .success(ParsedCards(cards: stored))
            let viewModel = CardsViewModel(services: environment.services)
            let status = Recorded(viewModel.status)

            viewModel.appear()
            await settle()

            expect(environment.store.merged).to(equal([stored]))
            expect(status.last).to(equal(.info("Downloaded 2 cards")))
        }

        @Test("says how many of the downloaded cards stay deleted here, so the count matches the list")
        func saysDeletedHere() async {
            let environment = ViewModelEnvironment()
            environment.network.downloadResult = .success(ParsedCards(cards: stored))
            environment.store.mergeResult = DownloadMerge(deletedHere: 1)
            let viewModel = CardsViewModel(services: environment.services)
            let status = Recorded(viewModel.status)

            viewModel.appear()
            await settle()

            expect(status.last).to(equal(.info("Downloaded 2 cards; 1 deleted here")))
        }

        @Test("reads the store again when the store announces the merge")
        func readsAfterChange() async {
            let environment = ViewModelEnvironment()
            let viewModel = CardsViewModel(services: environment.services)
            viewModel.appear()
            await settle()
            environment.store.getResult = .success(stored)

            environment.store.changes.notify()
            await settle()

            expect(viewModel.shownCards.tiles.count).to(equal(2))
            expect(environment.store.queries.count).to(equal(2))
        }

        @Test("uploads the cards saved offline and marks them uploaded")
        func uploadsPending() async {
            let environment = ViewModelEnvironment()
            environment.store.pendingUploadsResult = .success([stored[0]])
            let viewModel = CardsViewModel(services: environment.services)
            let status = Recorded(viewModel.status)

            viewModel.appear()
            await settle()

            expect(environment.network.uploads).to(equal([[stored[0]]]))
            expect(environment.store.markedUploaded).to(equal([["A"]]))
            expect(status.last?.text).to(equal(Messages.uploadedPending(1)))
        }

        @Test("leaves the offline saves pending when their upload fails again, and says why")
        func keepsPendingOnFailure() async {
            let environment = ViewModelEnvironment()
            environment.store.pendingUploadsResult = .success([stored[0]])
            environment.network.uploadResult = .failure(.httpStatus(500))
            let viewModel = CardsViewModel(services: environment.services)
            let status = Recorded(viewModel.status)

            viewModel.appear()
            await settle()

            expect(environment.store.markedUploaded).to(beEmpty())
            expect(status.last?.isError).to(beTrue())
            expect(status.last?.text).to(equal("Saved locally; upload failed: the backend answered 500"))
        }

        @Test("sends the deletions made offline and marks each done")
        func sendsPendingDeletions() async {
            let environment = ViewModelEnvironment()
            environment.store.pendingDeletionsResult = .success(["X"])
            let viewModel = CardsViewModel(services: environment.services)

            viewModel.appear()
            await settle()

            expect(environment.network.deletes).to(equal(["X"]))
            expect(environment.store.markedDeletedOnBackend).to(equal([["X"]]))
        }

        @Test("keeps a deletion pending while the backend refuses it")
        func keepsDeletionPending() async {
            let environment = ViewModelEnvironment()
            environment.store.pendingDeletionsResult = .success(["X"])
            environment.network.deleteResult = .failure(.httpStatus(500))
            let viewModel = CardsViewModel(services: environment.services)

            viewModel.appear()
            await settle()

            expect(environment.network.deletes).to(equal(["X"]))
            expect(environment.store.markedDeletedOnBackend).to(beEmpty())
        }

        @Test("says how many cards were skipped, as an error")
        func saysSkipped() async {
            let environment = ViewModelEnvironment()
            let parsed = ParsedCards(cards: stored, skipped: [.init(index: 2, reason: "no name")])
            environment.network.downloadResult = .success(parsed)
            let viewModel = CardsViewModel(services: environment.services)
            let status = Recorded(viewModel.status)

            viewModel.appear()
            await settle()

            expect(status.last).to(equal(StatusMessage(text: "1 card skipped: invalid data", isError: true)))
        }

        @Test("reports a store that cannot take the cards, sending nothing pending")
        func reportsMergeFailure() async {
            let environment = ViewModelEnvironment()
            environment.network.downloadResult = .success(ParsedCards(cards: stored))
            environment.store.writeResult = .failure(.writeFailed(detail: "full"))
            let viewModel = CardsViewModel(services: environment.services)
            let status = Recorded(viewModel.status)

            viewModel.appear()
            await settle()

            expect(status.last?.text).to(beginWith("Not saved"))
            expect(environment.store.calls).toNot(contain(.pendingUploads))
        }
    }

    @MainActor
    @Suite("when the download fails")
    struct DownloadFails {
        @Test("says it is offline and why, and sends nothing pending")
        func saysOffline() async {
            let environment = ViewModelEnvironment()
            environment.network.downloadResult = .failure(.unreachable(detail: "connection refused"))
            let viewModel = CardsViewModel(services: environment.services)
            let status = Recorded(viewModel.status)

            viewModel.appear()
            await settle()

            expect(status.last).to(equal(.error(Messages.offline(.unreachable(detail: "connection refused")))))
            expect(environment.store.calls).toNot(contain(.pendingUploads))
        }
    }

    @MainActor
    @Suite("when it appears again")
    struct AppearsAgain {
        @Test("reads the store again without downloading again")
        func readsWithoutDownloading() async {
            let environment = ViewModelEnvironment()
            let viewModel = CardsViewModel(services: environment.services)
            viewModel.appear()
            await settle()

            viewModel.appear()
            await settle()

            expect(environment.store.queries.count).to(equal(2))
            expect(environment.network.downloadCount).to(equal(1))
        }
    }

    @MainActor
    @Suite("when refreshed")
    struct Refreshing {
        @Test("reads the store and downloads again")
        func downloadsAgain() async {
            let environment = ViewModelEnvironment()
            let viewModel = CardsViewModel(services: environment.services)
            viewModel.appear()
            await settle()

            viewModel.refresh()
            await settle()

            expect(environment.store.queries.count).to(equal(2))
            expect(environment.network.downloadCount).to(equal(2))
        }

        @Test("starts no second download while one runs")
        func oneDownloadAtATime() async {
            let environment = ViewModelEnvironment(answers: ManualDispatcher())
            let viewModel = CardsViewModel(services: environment.services)
            viewModel.appear()
            await settle()

            viewModel.refresh()
            await settle()

            expect(environment.network.downloadCount).to(equal(1))
        }
    }

    @MainActor
    @Suite("when a card is opened or created")
    struct Opening {
        @Test("keeps no card view model it opened alive: the Card screen's status is the Card screen's")
        func keepsNoCardViewModel() async {
            let environment = ViewModelEnvironment()
            environment.store.getResult = .success(stored)
            let viewModel = CardsViewModel(services: environment.services)
            weak var opened: (any CardDetailsViewModelType)?
            await settle()
            let routes = Observing.observe(
                { viewModel.route },
                changed: { route in
                    if case .details(let details)? = route?.take() { opened = details }
                })
            viewModel.appear()
            await settle()

            viewModel.open(identifier: "A")
            await settle()
            viewModel.createCard()
            await settle()

            expect(opened).to(beNil())
            routes.cancel()
            await settle()
        }

        @Test("routes to the details of the stored card, in normal mode")
        func opensStoredCard() async {
            let environment = ViewModelEnvironment()
            environment.store.getResult = .success(stored)
            let viewModel = CardsViewModel(services: environment.services)
            let routes = Recorded(viewModel.route)
            viewModel.appear()
            await settle()

            viewModel.open(identifier: "B")
            await settle()

            expect(routes.last?.details?.mode).to(equal(.normal))
            expect(routes.last?.details?.shownDetails.name).to(equal("beta"))
        }

        @Test("ignores an identifier the store did not list")
        func ignoresUnknown() async {
            let environment = ViewModelEnvironment()
            let viewModel = CardsViewModel(services: environment.services)
            let routes = Recorded(viewModel.route)
            viewModel.appear()
            await settle()

            viewModel.open(identifier: "Z")
            await settle()

            expect(routes.values).to(beEmpty())
        }

        @Test("routes to an empty card in create mode")
        func createsCard() async {
            let environment = ViewModelEnvironment()
            let viewModel = CardsViewModel(services: environment.services)
            let routes = Recorded(viewModel.route)

            viewModel.createCard()
            await settle()

            expect(routes.last?.details?.mode).to(equal(.create))
            expect(routes.last?.details?.shownDetails.name).to(equal(""))
        }

        @Test("selects the created card once the store lists it")
        func selectsCreatedCard() async throws {
            let environment = ViewModelEnvironment()
            let viewModel = CardsViewModel(services: environment.services)
            let routes = Recorded(viewModel.route)
            viewModel.appear()
            await settle()
            viewModel.createCard()
            await settle()
            let selected = Recorded(viewModel.selectedIdentifier)
            let details = try #require(routes.last?.details)
            await fillAndSave(details, name: "New", camera: environment.camera)
            await settle()
            let created = try #require(environment.store.saved.last)

            environment.store.getResult = .success([created])
            environment.store.changes.notify()
            await settle()

            expect(selected.values).to(equal([created.identifier]))
        }

        @Test("does not select a created card the store does not list yet")
        func waitsForCreatedCard() async throws {
            let environment = ViewModelEnvironment()
            let viewModel = CardsViewModel(services: environment.services)
            let routes = Recorded(viewModel.route)
            viewModel.appear()
            await settle()
            viewModel.createCard()
            await settle()
            let selected = Recorded(viewModel.selectedIdentifier)
            let details = try #require(routes.last?.details)
            await fillAndSave(details, name: "New", camera: environment.camera)
            await settle()

            environment.store.changes.notify()
            await settle()

            expect(selected.values).to(beEmpty())
        }
    }
}
