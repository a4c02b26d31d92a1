import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsMVVM

@MainActor
@Suite("CardsViewModel")
struct CardsViewModelSpec {
    static let stored = [Samples.card("A", "Alpha"), Samples.card("B", "beta")]

    @MainActor
    @Suite("when it first appears")
    struct FirstAppearance {
        @Test("asks the store for the cards in display order")
        func asksInDisplayOrder() {
            let environment = ViewModelEnvironment(answers: ManualDispatcher())
            let viewModel = CardsViewModel(services: environment.services)

            viewModel.appear()

            expect(environment.store.queries).to(equal([.cardsInDisplayOrder]))
        }

        @Test("shows the store's answer as tiles")
        func showsTiles() {
            let environment = ViewModelEnvironment()
            environment.store.getResult = .success(stored)
            let viewModel = CardsViewModel(services: environment.services)

            viewModel.appear()

            expect(viewModel.shownCards.tiles.map(\.name)).to(equal(["Alpha", "beta"]))
        }

        @Test("publishes nothing loaded before the store has answered")
        func notLoadedBeforeAnswer() {
            let answers = ManualDispatcher()
            let environment = ViewModelEnvironment(answers: answers)
            let viewModel = CardsViewModel(services: environment.services)

            viewModel.appear()

            expect(viewModel.shownCards.isLoaded).to(beFalse())
        }

        @Test("says it downloads, busy, and asks the backend once")
        func saysDownloading() {
            let environment = ViewModelEnvironment(answers: ManualDispatcher())
            let viewModel = CardsViewModel(services: environment.services)
            let status = Recorded(viewModel.status)

            viewModel.appear()

            expect(status.values).to(equal([.info("Downloading cards…", busy: true)]))
            expect(environment.network.downloadCount).to(equal(1))
        }

        @Test("reports a store that cannot be read")
        func reportsReadFailure() {
            let environment = ViewModelEnvironment()
            environment.store.getResult = .failure(.readFailed(detail: "disk"))
            environment.network.downloadResult = .failure(.unreachable(detail: "down"))
            let viewModel = CardsViewModel(services: environment.services)
            let status = Recorded(viewModel.status)

            viewModel.appear()

            expect(status.values.map(\.text)).to(contain("Cards unavailable: the cards cannot be read"))
            expect(status.values.first { $0.text.hasPrefix("Cards unavailable") }?.isError).to(beTrue())
        }
    }

    @MainActor
    @Suite("when the store answers out of order")
    struct StaleReads {
        @Test("ignores an older read that answers after a newer one")
        func ignoresStaleRead() {
            let answers = ManualDispatcher()
            let environment = ViewModelEnvironment(answers: answers)
            let viewModel = CardsViewModel(services: environment.services)
            environment.store.getResult = .success([])
            viewModel.appear()  // read 1 (empty store) and the download are now waiting
            environment.store.getResult = .success(stored)
            viewModel.refresh()  // read 2 sees the cards

            answers.run(at: 2)  // read 2 answers first
            answers.run(at: 0)  // then the stale read 1

            expect(viewModel.shownCards.tiles.map(\.identifier)).to(equal(["A", "B"]))
        }
    }

    @MainActor
    @Suite("when the download succeeds")
    struct DownloadSucceeds {
        @Test("merges the downloaded cards into the store, then says how many came")
        func mergesThenSays() {
            let environment = ViewModelEnvironment()
            environment.network.downloadResult = .success(ParsedCards(cards: stored))
            let viewModel = CardsViewModel(services: environment.services)
            let status = Recorded(viewModel.status)

            viewModel.appear()

            expect(environment.store.merged).to(equal([stored]))
            expect(status.last).to(equal(.info("Downloaded 2 cards")))
        }

        @Test("says how many of the downloaded cards stay deleted here, so the count matches the list")
        func saysDeletedHere() {
            let environment = ViewModelEnvironment()
            environment.network.downloadResult = .success(ParsedCards(cards: stored))
            environment.store.mergeResult = DownloadMerge(deletedHere: 1)
            let viewModel = CardsViewModel(services: environment.services)
            let status = Recorded(viewModel.status)

            viewModel.appear()

            expect(status.last).to(equal(.info("Downloaded 2 cards; 1 deleted here")))
        }

        @Test("reads the store again when the store announces the merge")
        func readsAfterChange() {
            let environment = ViewModelEnvironment()
            let viewModel = CardsViewModel(services: environment.services)
            viewModel.appear()
            environment.store.getResult = .success(stored)

            environment.store.changes.notify()

            expect(viewModel.shownCards.tiles.count).to(equal(2))
            expect(environment.store.queries.count).to(equal(2))
        }

        @Test("uploads the cards saved offline and marks them uploaded")
        func uploadsPending() {
            let environment = ViewModelEnvironment()
            environment.store.pendingUploadsResult = .success([stored[0]])
            let viewModel = CardsViewModel(services: environment.services)
            let status = Recorded(viewModel.status)

            viewModel.appear()

            expect(environment.network.uploads).to(equal([[stored[0]]]))
            expect(environment.store.markedUploaded).to(equal([["A"]]))
            expect(status.last?.text).to(equal(Messages.uploadedPending(1)))
        }

        @Test("leaves the offline saves pending when their upload fails again, and says why")
        func keepsPendingOnFailure() {
            let environment = ViewModelEnvironment()
            environment.store.pendingUploadsResult = .success([stored[0]])
            environment.network.uploadResult = .failure(.httpStatus(500))
            let viewModel = CardsViewModel(services: environment.services)
            let status = Recorded(viewModel.status)

            viewModel.appear()

            expect(environment.store.markedUploaded).to(beEmpty())
            expect(status.last?.isError).to(beTrue())
            expect(status.last?.text).to(equal("Saved locally; upload failed: the backend answered 500"))
        }

        @Test("sends the deletions made offline and marks each done")
        func sendsPendingDeletions() {
            let environment = ViewModelEnvironment()
            environment.store.pendingDeletionsResult = .success(["X"])
            let viewModel = CardsViewModel(services: environment.services)

            viewModel.appear()

            expect(environment.network.deletes).to(equal(["X"]))
            expect(environment.store.markedDeletedOnBackend).to(equal([["X"]]))
        }

        @Test("keeps a deletion pending while the backend refuses it")
        func keepsDeletionPending() {
            let environment = ViewModelEnvironment()
            environment.store.pendingDeletionsResult = .success(["X"])
            environment.network.deleteResult = .failure(.httpStatus(500))
            let viewModel = CardsViewModel(services: environment.services)

            viewModel.appear()

            expect(environment.network.deletes).to(equal(["X"]))
            expect(environment.store.markedDeletedOnBackend).to(beEmpty())
        }

        @Test("says how many cards were skipped, as an error")
        func saysSkipped() {
            let environment = ViewModelEnvironment()
            let parsed = ParsedCards(cards: stored, skipped: [.init(index: 2, reason: "no name")])
            environment.network.downloadResult = .success(parsed)
            let viewModel = CardsViewModel(services: environment.services)
            let status = Recorded(viewModel.status)

            viewModel.appear()

            expect(status.last).to(equal(StatusMessage(text: "1 card skipped: invalid data", isError: true)))
        }

        @Test("reports a store that cannot take the cards, sending nothing pending")
        func reportsMergeFailure() {
            let environment = ViewModelEnvironment()
            environment.network.downloadResult = .success(ParsedCards(cards: stored))
            environment.store.writeResult = .failure(.writeFailed(detail: "full"))
            let viewModel = CardsViewModel(services: environment.services)
            let status = Recorded(viewModel.status)

            viewModel.appear()

            expect(status.last?.text).to(beginWith("Not saved"))
            expect(environment.store.calls).toNot(contain(.pendingUploads))
        }
    }

    @MainActor
    @Suite("when the download fails")
    struct DownloadFails {
        @Test("says it is offline and why, and sends nothing pending")
        func saysOffline() {
            let environment = ViewModelEnvironment()
            environment.network.downloadResult = .failure(.unreachable(detail: "connection refused"))
            let viewModel = CardsViewModel(services: environment.services)
            let status = Recorded(viewModel.status)

            viewModel.appear()

            expect(status.last).to(equal(.error(Messages.offline(.unreachable(detail: "connection refused")))))
            expect(environment.store.calls).toNot(contain(.pendingUploads))
        }
    }

    @MainActor
    @Suite("when it appears again")
    struct AppearsAgain {
        @Test("reads the store again without downloading again")
        func readsWithoutDownloading() {
            let environment = ViewModelEnvironment()
            let viewModel = CardsViewModel(services: environment.services)
            viewModel.appear()

            viewModel.appear()

            expect(environment.store.queries.count).to(equal(2))
            expect(environment.network.downloadCount).to(equal(1))
        }
    }

    @MainActor
    @Suite("when refreshed")
    struct Refreshing {
        @Test("reads the store and downloads again")
        func downloadsAgain() {
            let environment = ViewModelEnvironment()
            let viewModel = CardsViewModel(services: environment.services)
            viewModel.appear()

            viewModel.refresh()

            expect(environment.store.queries.count).to(equal(2))
            expect(environment.network.downloadCount).to(equal(2))
        }

        @Test("starts no second download while one runs")
        func oneDownloadAtATime() {
            let environment = ViewModelEnvironment(answers: ManualDispatcher())
            let viewModel = CardsViewModel(services: environment.services)
            viewModel.appear()

            viewModel.refresh()

            expect(environment.network.downloadCount).to(equal(1))
        }
    }

    @MainActor
    @Suite("when a card is opened or created")
    struct Opening {
        @Test("keeps no card view model it opened alive: the Card screen's status is the Card screen's")
        func keepsNoCardViewModel() {
            let environment = ViewModelEnvironment()
            environment.store.getResult = .success(stored)
            let viewModel = CardsViewModel(services: environment.services)
            weak var opened: (any CardDetailsViewModelType)?
            let routes = viewModel.route.sink { route in
                if case .details(let details) = route { opened = details }
            }
            viewModel.appear()

            viewModel.open(identifier: "A")
            viewModel.createCard()

            expect(opened).to(beNil())
            routes.cancel()
        }

        @Test("routes to the details of the stored card, in normal mode")
        func opensStoredCard() {
            let environment = ViewModelEnvironment()
            environment.store.getResult = .success(stored)
            let viewModel = CardsViewModel(services: environment.services)
            let routes = Recorded(viewModel.route)
            viewModel.appear()

            viewModel.open(identifier: "B")

            expect(routes.last?.details?.mode).to(equal(.normal))
            expect(routes.last?.details?.shownDetails.name).to(equal("beta"))
        }

        @Test("ignores an identifier the store did not list")
        func ignoresUnknown() {
            let environment = ViewModelEnvironment()
            let viewModel = CardsViewModel(services: environment.services)
            let routes = Recorded(viewModel.route)
            viewModel.appear()

            viewModel.open(identifier: "Z")

            expect(routes.values).to(beEmpty())
        }

        @Test("routes to an empty card in create mode")
        func createsCard() {
            let environment = ViewModelEnvironment()
            let viewModel = CardsViewModel(services: environment.services)
            let routes = Recorded(viewModel.route)

            viewModel.createCard()

            expect(routes.last?.details?.mode).to(equal(.create))
            expect(routes.last?.details?.shownDetails.name).to(equal(""))
        }

        @Test("selects the created card once the store lists it")
        func selectsCreatedCard() throws {
            let environment = ViewModelEnvironment()
            let viewModel = CardsViewModel(services: environment.services)
            let routes = Recorded(viewModel.route)
            viewModel.appear()
            viewModel.createCard()
            let selected = Recorded(viewModel.selectedIdentifier)
            let details = try #require(routes.last?.details)
            fillAndSave(details, name: "New", camera: environment.camera)
            let created = try #require(environment.store.saved.last)

            environment.store.getResult = .success([created])
            environment.store.changes.notify()

            expect(selected.values).to(equal([created.identifier]))
        }

        @Test("does not select a created card the store does not list yet")
        func waitsForCreatedCard() throws {
            let environment = ViewModelEnvironment()
            let viewModel = CardsViewModel(services: environment.services)
            let routes = Recorded(viewModel.route)
            viewModel.appear()
            viewModel.createCard()
            let selected = Recorded(viewModel.selectedIdentifier)
            let details = try #require(routes.last?.details)
            fillAndSave(details, name: "New", camera: environment.camera)

            environment.store.changes.notify()

            expect(selected.values).to(beEmpty())
        }
    }
}
