import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsMVC

@MainActor
@Suite("CardsViewController", .mainSerialExecutor)
struct CardsViewControllerSpec {
    /// As the store answers the display-order query: the controller shows them in this order.
    static let stored = [Samples.card("A", "Alpha"), Samples.card("B", "beta")]

    static func appeared(_ environment: MVCTestEnvironment) -> CardsViewController {
        let controller = CardsViewController(dependencies: environment.dependencies)
        controller.screenWillAppear()
        return controller
    }

    @MainActor
    @Suite("when it first appears")
    struct FirstAppearance {
        @Test("asks the store for the cards in display order")
        func asksInDisplayOrder() {
            let environment = MVCTestEnvironment(cards: stored, networkAnswers: ManualDispatcher())

            _ = appeared(environment)

            expect(environment.cards.queries).to(equal([.cardsInDisplayOrder]))
        }

        @Test("shows the cards in the order the store gives them")
        func showsStoredCards() async {
            let environment = MVCTestEnvironment(cards: stored.reversed(), networkAnswers: ManualDispatcher())

            let controller = appeared(environment)
            await controller.reading?.value

            expect(controller.hostedView.data.tiles.map(\.name)).to(equal(["beta", "Alpha"]))
        }

        @Test("shows a spinner with “Downloading cards…” while it downloads")
        func showsDownloading() async {
            let environment = MVCTestEnvironment(networkAnswers: ManualDispatcher())

            _ = appeared(environment)
            await until { environment.network.downloadCount > 0 }

            expect(environment.shell.lastStatus).to(
                equal(ShellSpy.Status(text: "Downloading cards…", busy: true, isError: false)))
            expect(environment.network.downloadCount).to(equal(1))
        }

        @Test("shows no empty-store hint before the store has answered")
        func waitsForStore() {
            let environment = MVCTestEnvironment(storeAnswers: ManualDispatcher(), networkAnswers: ManualDispatcher())

            let controller = appeared(environment)

            expect(controller.hostedView.data.isLoaded).to(beFalse())
            expect(environment.screenText(of: controller)).toNot(contain("No cards yet"))
        }

        @Test("shows the hint of an empty store")
        func showsEmptyHint() async {
            let environment = MVCTestEnvironment(networkAnswers: ManualDispatcher())

            let controller = appeared(environment)
            await controller.reading?.value

            expect(environment.screenText(of: controller)).to(contain("No cards yet — press n to add one"))
        }

        @Test("reports a store that cannot be read")
        func reportsStoreFailure() async {
            let environment = MVCTestEnvironment(networkAnswers: ManualDispatcher())
            environment.cards.getResult = .failure(.readFailed(detail: "disk"))

            let controller = appeared(environment)
            await controller.reading?.value

            expect(environment.statusTexts).to(contain("Cards unavailable: the cards cannot be read"))
        }
    }

    @MainActor
    @Suite("when the download succeeds")
    struct DownloadSucceeds {
        @Test("merges the downloaded cards into the store and says how many came")
        func merges() async {
            let environment = MVCTestEnvironment(cards: stored)
            environment.network.downloadResult = .success(ParsedCards(cards: [Samples.card("C", "Café")]))

            let controller = appeared(environment)
            await controller.settled()

            expect(environment.cards.merged.map { $0.map(\.identifier) }).to(equal([["C"]]))
            expect(environment.shell.lastStatus?.text).to(equal("Downloaded 1 card"))
        }

        @Test("says how many of the downloaded cards stay deleted here, so the count matches the list")
        func saysDeletedHere() async {
            let environment = MVCTestEnvironment(cards: stored)
            environment.network.downloadResult = .success(ParsedCards(cards: stored))
            environment.cards.mergeResult = DownloadMerge(deletedHere: 1)

            let controller = appeared(environment)
            await controller.settled()

            expect(environment.shell.lastStatus?.text).to(equal("Downloaded 2 cards; 1 deleted here"))
        }

        @Test("says when the store refuses the downloaded cards, as an error with nothing pending")
        func mergeRefused() async {
            let environment = MVCTestEnvironment(cards: stored)
            environment.network.downloadResult = .success(ParsedCards(cards: stored))
            environment.cards.writeResult = .failure(.writeFailed(detail: "locked"))

            let controller = appeared(environment)
            await controller.settled()

            expect(environment.shell.lastStatus).to(
                equal(ShellSpy.Status(text: "Not saved: the cards cannot be saved", busy: false, isError: true)))
        }

        @Test("lists the cards again when the store announces the merge")
        func listsAfterMerge() async {
            let environment = MVCTestEnvironment(cards: stored)
            let controller = appeared(environment)
            await controller.settled()
            environment.cards.getResult = .success(stored + [Samples.card("C", "Café")])

            await environment.announceChange(to: controller)

            expect(controller.hostedView.data.tiles.map(\.name)).to(equal(["Alpha", "beta", "Café"]))
        }

        @Test("uploads the cards saved while offline and marks them uploaded, so no saved change is lost")
        func uploadsOfflineChanges() async {
            let edited = Samples.card("A", "Alpha — edited offline")
            let environment = MVCTestEnvironment(cards: [edited])
            environment.cards.pendingUploadsResult = .success([edited])

            let controller = appeared(environment)
            await controller.settled()

            expect(environment.network.uploads).to(equal([[edited]]))
            expect(environment.cards.markedUploaded).to(equal([["A"]]))
            expect(environment.shell.lastStatus?.text).to(equal("Uploaded 1 card saved offline"))
        }

        @Test("sends the deletions made while offline and marks them done")
        func sendsOfflineDeletions() async {
            let environment = MVCTestEnvironment()
            environment.cards.pendingDeletionsResult = .success(["A"])

            let controller = appeared(environment)
            await controller.settled()

            expect(environment.network.deletes).to(equal(["A"]))
            expect(environment.cards.markedDeletedOnBackend).to(equal([["A"]]))
        }

        @Test("tries the delete but keeps it pending while the backend refuses it")
        func keepsDeletionOnFailure() async {
            let environment = MVCTestEnvironment()
            environment.cards.pendingDeletionsResult = .success(["A"])
            environment.network.deleteResult = .failure(.httpStatus(500))

            let controller = appeared(environment)
            await controller.settled()

            expect(environment.network.deletes).to(equal(["A"]))
            expect(environment.cards.markedDeletedOnBackend).to(beEmpty())
        }

        @Test("leaves cards saved offline pending when their upload fails again")
        func keepsPendingOnFailure() async {
            let environment = MVCTestEnvironment(cards: [Samples.card("A", "Alpha")])
            environment.cards.pendingUploadsResult = .success([Samples.card("A", "Alpha")])
            environment.network.uploadResult = .failure(.httpStatus(503))

            let controller = appeared(environment)
            await controller.settled()

            expect(environment.network.uploads.count).to(equal(1))
            expect(environment.cards.markedUploaded).to(beEmpty())
            expect(environment.shell.lastStatus?.text).to(
                equal("Saved locally; upload failed: the backend answered 503"))
        }

        @Test("says how many cards were skipped")
        func reportsSkipped() async {
            let environment = MVCTestEnvironment()
            environment.network.downloadResult = .success(
                ParsedCards(
                    cards: [Samples.card("C", "Café")],
                    skipped: [.init(index: 1, reason: "name is empty"), .init(index: 2, reason: "not an object")]))

            let controller = appeared(environment)
            await controller.settled()

            expect(environment.shell.lastStatus).to(
                equal(ShellSpy.Status(text: "2 cards skipped: invalid data", busy: false, isError: true)))
        }

        @Test("reports a store that cannot take the cards")
        func reportsWriteFailure() async {
            let environment = MVCTestEnvironment()
            environment.cards.writeResult = .failure(.writeFailed(detail: "full"))
            environment.network.downloadResult = .success(ParsedCards(cards: [Samples.card("C", "Café")]))

            let controller = appeared(environment)
            await controller.settled()

            expect(environment.shell.lastStatus?.text).to(equal("Not saved: the cards cannot be saved"))
            expect(environment.cards.calls).toNot(contain(.pendingUploads))
        }
    }

    @MainActor
    @Suite("when the store answers out of order")
    struct StaleReads {
        @Test("ignores a read that answers after a newer one")
        func ignoresStaleRead() async {
            let answers = ManualDispatcher()
            let environment = MVCTestEnvironment(storeAnswers: answers, networkAnswers: ManualDispatcher())
            let controller = appeared(environment)  // read 1 (empty store) waits
            environment.cards.getResult = .success(stored)
            _ = controller.handle(.key(.character("r")))  // read 2 sees the cards

            answers.run(at: 1)  // read 2 answers first
            answers.run(at: 0)  // then the stale read 1
            await controller.reading?.value

            expect(controller.hostedView.data.tiles.map(\.identifier)).to(equal(["A", "B"]))
        }
    }

    @MainActor
    @Suite("when the download fails")
    struct DownloadFails {
        @Test("says it is offline and why, keeping the stored cards")
        func reportsOffline() async {
            let environment = MVCTestEnvironment(cards: stored)
            environment.network.downloadResult = .failure(.unreachable(detail: "refused"))

            let controller = appeared(environment)
            await controller.settled()

            expect(environment.shell.lastStatus).to(
                equal(ShellSpy.Status(text: "Offline: the backend is unreachable", busy: false, isError: true)))
            expect(environment.cards.merged).to(beEmpty())
            expect(environment.cards.calls).toNot(contain(.pendingUploads))
            expect(controller.hostedView.data.tiles.count).to(equal(2))
        }
    }

    @MainActor
    @Suite("when it appears again")
    struct AppearsAgain {
        @Test("reads the store again without downloading again")
        func rereadsStore() async {
            let environment = MVCTestEnvironment(cards: stored)
            let controller = appeared(environment)
            await controller.settled()

            controller.screenWillAppear()

            expect(environment.network.downloadCount).to(equal(1))
            expect(environment.cards.queries.count).to(equal(2))
        }
    }

    @MainActor
    @Suite("when the user acts on the view")
    struct UserActions {
        @Test("Enter opens the selected card in normal mode")
        func opensCard() async throws {
            let environment = MVCTestEnvironment(cards: stored)
            let controller = appeared(environment)
            await controller.settled()

            _ = controller.handle(.key(.enter))

            let details = try #require(environment.shell.lastPushed as? CardDetailsViewController)
            expect(details.mode).to(equal(.normal))
            expect(details.card.identifier).to(equal("A"))
        }

        @Test("n opens an empty card in create mode with a new UUID")
        func createsCard() throws {
            let environment = MVCTestEnvironment()
            let controller = appeared(environment)

            _ = controller.handle(.key(.character("n")))

            let details = try #require(environment.shell.lastPushed as? CardDetailsViewController)
            expect(details.mode).to(equal(.create))
            expect(details.card.name).to(beEmpty())
            expect(details.card.identifier.count).to(equal(36))
        }

        @Test("r downloads again")
        func downloadsAgain() async {
            let environment = MVCTestEnvironment()
            let controller = appeared(environment)
            await controller.settled()

            _ = controller.handle(.key(.character("r")))
            await controller.settled()

            expect(environment.network.downloadCount).to(equal(2))
        }

        @Test("r while a download runs starts no second one")
        func ignoresRepeatedRefresh() async {
            let network = ManualDispatcher()
            let environment = MVCTestEnvironment(networkAnswers: network)
            let controller = appeared(environment)
            await until { network.pendingCount == 1 }

            _ = controller.handle(.key(.character("r")))
            _ = controller.handle(.key(.character("r")))
            await controller.reading?.value

            expect(environment.network.downloadCount).to(equal(1))
        }

        @Test("r reads the store again, even when the backend is away")
        func rereadsStoreOnRefresh() async {
            let environment = MVCTestEnvironment(cards: stored)
            environment.network.downloadResult = .failure(.disabled)
            let controller = appeared(environment)
            await controller.settled()

            _ = controller.handle(.key(.character("r")))
            await controller.settled()

            expect(environment.cards.queries.count).to(equal(2))
        }

        @Test("q quits")
        func quits() {
            let environment = MVCTestEnvironment()
            let controller = appeared(environment)

            _ = controller.handle(.key(.character("q")))

            expect(environment.shell.quitCount).to(equal(1))
        }
    }
}
