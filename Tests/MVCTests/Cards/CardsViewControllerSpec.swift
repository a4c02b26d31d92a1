import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsMVC

@MainActor
@Suite("CardsViewController")
struct CardsViewControllerSpec {
    static let stored = [Samples.card("B", "beta"), Samples.card("A", "Alpha")]

    static func appeared(_ environment: MVCTestEnvironment) -> CardsViewController {
        let controller = CardsViewController(dependencies: environment.dependencies)
        controller.screenWillAppear()
        return controller
    }

    @MainActor
    @Suite("when it first appears")
    struct FirstAppearance {
        @Test("shows the stored cards sorted by name")
        func showsStoredCards() {
            let environment = MVCTestEnvironment(cards: stored)
            environment.network.holdsCompletions = true

            let controller = appeared(environment)

            expect(controller.hostedView.data.tiles.map(\.name)).to(equal(["Alpha", "beta"]))
        }

        @Test("shows a spinner with “Downloading cards…” while it downloads")
        func showsDownloading() {
            let environment = MVCTestEnvironment()
            environment.network.holdsCompletions = true

            _ = appeared(environment)

            expect(environment.shell.lastStatus).to(
                equal(ShellSpy.Status(text: "Downloading cards…", busy: true, isError: false)))
            expect(environment.network.downloadCount).to(equal(1))
        }

        @Test("shows no empty-store hint before the store has answered")
        func waitsForStore() {
            let environment = MVCTestEnvironment()
            environment.network.holdsCompletions = true

            let controller = CardsViewController(dependencies: environment.dependencies)

            expect(controller.hostedView.data.isLoaded).to(beFalse())
            expect(environment.screenText(of: controller)).toNot(contain("No cards yet"))
        }

        @Test("shows the hint of an empty store")
        func showsEmptyHint() {
            let environment = MVCTestEnvironment()
            environment.network.holdsCompletions = true

            let controller = appeared(environment)

            expect(environment.screenText(of: controller)).to(contain("No cards yet — press n to add one"))
        }

        @Test("reports a store that cannot be read")
        func reportsStoreFailure() {
            let environment = MVCTestEnvironment()
            environment.cards.readFailure = .readFailed(detail: "disk")
            environment.network.holdsCompletions = true

            _ = appeared(environment)

            expect(environment.statusTexts).to(contain("Cards unavailable: the cards cannot be read"))
        }
    }

    @MainActor
    @Suite("when the download succeeds")
    struct DownloadSucceeds {
        @Test("stores the downloaded cards and lists them from the store")
        func storesAndLists() {
            let environment = MVCTestEnvironment(cards: stored)
            environment.network.downloadResult = .success(ParsedCards(cards: [Samples.card("C", "Café")]))

            let controller = appeared(environment)

            expect(environment.cards.merged.map { $0.map(\.identifier) }).to(equal([["C"]]))
            expect(controller.hostedView.data.tiles.map(\.name)).to(equal(["Alpha", "beta", "Café"]))
            expect(environment.shell.lastStatus?.text).to(equal("Downloaded 1 card"))
        }

        @Test("keeps a card saved while offline and uploads it, so no saved change is lost")
        func keepsOfflineChanges() {
            let edited = Samples.card("A", "Alpha — edited offline")
            let environment = MVCTestEnvironment(cards: [edited])
            environment.cards.markPending(["A"])
            environment.network.downloadResult = .success(ParsedCards(cards: [Samples.card("A", "Alpha")]))

            _ = appeared(environment)

            expect(environment.cards.cards.map(\.name)).to(equal(["Alpha — edited offline"]))
            expect(environment.network.uploads).to(equal([[edited]]))
            expect(environment.cards.pendingIdentifiers).to(beEmpty())
            expect(environment.shell.lastStatus?.text).to(equal("Uploaded 1 card saved offline"))
        }

        @Test("does not bring back a card deleted while offline, and deletes it on the backend")
        func keepsOfflineDeletions() {
            let environment = MVCTestEnvironment()
            environment.cards.markPendingDeletion(["A"])
            environment.network.downloadResult = .success(ParsedCards(cards: [Samples.card("A", "Alpha")]))

            let controller = appeared(environment)

            expect(controller.hostedView.data.tiles).to(beEmpty())
            expect(environment.network.deletes).to(equal(["A"]))
            expect(environment.cards.pendingDeletionIdentifiers).to(beEmpty())
        }

        @Test("keeps a deletion pending while the backend refuses it")
        func keepsDeletionOnFailure() {
            let environment = MVCTestEnvironment()
            environment.cards.markPendingDeletion(["A"])
            environment.network.deleteResult = .failure(.httpStatus(500))

            _ = appeared(environment)

            expect(environment.cards.pendingDeletionIdentifiers).to(equal(["A"]))
        }

        @Test("leaves cards saved offline pending when their upload fails again")
        func keepsPendingOnFailure() {
            let environment = MVCTestEnvironment(cards: [Samples.card("A", "Alpha")])
            environment.cards.markPending(["A"])
            environment.network.uploadResult = .failure(.httpStatus(503))

            _ = appeared(environment)

            expect(environment.cards.pendingIdentifiers).to(equal(["A"]))
            expect(environment.shell.lastStatus?.text).to(
                equal("Saved locally; upload failed: the backend answered 503"))
        }

        @Test("says how many cards were skipped")
        func reportsSkipped() {
            let environment = MVCTestEnvironment()
            environment.network.downloadResult = .success(
                ParsedCards(
                    cards: [Samples.card("C", "Café")],
                    skipped: [.init(index: 1, reason: "name is empty"), .init(index: 2, reason: "not an object")]))

            _ = appeared(environment)

            expect(environment.shell.lastStatus).to(
                equal(ShellSpy.Status(text: "2 cards skipped: invalid data", busy: false, isError: true)))
        }

        @Test("reports a store that cannot take the cards")
        func reportsWriteFailure() {
            let environment = MVCTestEnvironment()
            environment.cards.writeFailure = .writeFailed(detail: "full")
            environment.network.downloadResult = .success(ParsedCards(cards: [Samples.card("C", "Café")]))

            _ = appeared(environment)

            expect(environment.shell.lastStatus?.text).to(equal("Not saved: the cards cannot be saved"))
        }
    }

    @MainActor
    @Suite("when the download fails")
    struct DownloadFails {
        @Test("says it is offline and why, keeping the stored cards")
        func reportsOffline() {
            let environment = MVCTestEnvironment(cards: stored)
            environment.network.downloadResult = .failure(.unreachable(detail: "refused"))

            let controller = appeared(environment)

            expect(environment.shell.lastStatus).to(
                equal(ShellSpy.Status(text: "Offline: the backend is unreachable", busy: false, isError: true)))
            expect(environment.cards.upserted).to(beEmpty())
            expect(controller.hostedView.data.tiles.count).to(equal(2))
        }
    }

    @MainActor
    @Suite("when it appears again")
    struct AppearsAgain {
        @Test("reads the store again without downloading again")
        func rereadsStore() {
            let environment = MVCTestEnvironment(cards: stored)
            let controller = appeared(environment)

            controller.screenWillAppear()

            expect(environment.network.downloadCount).to(equal(1))
            expect(environment.cards.queries.count).to(equal(2))
        }
    }

    @MainActor
    @Suite("when the user acts on the view")
    struct UserActions {
        @Test("Enter opens the selected card in normal mode")
        func opensCard() throws {
            let environment = MVCTestEnvironment(cards: stored)
            let controller = appeared(environment)

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
        func downloadsAgain() {
            let environment = MVCTestEnvironment()
            let controller = appeared(environment)

            _ = controller.handle(.key(.character("r")))

            expect(environment.network.downloadCount).to(equal(2))
        }

        @Test("r while a download runs starts no second one")
        func ignoresRepeatedRefresh() {
            let environment = MVCTestEnvironment()
            environment.network.holdsCompletions = true
            let controller = appeared(environment)

            _ = controller.handle(.key(.character("r")))
            _ = controller.handle(.key(.character("r")))

            expect(environment.network.downloadCount).to(equal(1))
        }

        @Test("r reads the store again, even when the backend is away")
        func rereadsStoreOnRefresh() {
            let environment = MVCTestEnvironment(cards: stored)
            environment.network.downloadResult = .failure(.disabled)
            let controller = appeared(environment)

            _ = controller.handle(.key(.character("r")))

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

    @Test("traces the messages it exchanges")
    func traces() {
        let environment = MVCTestEnvironment(cards: Self.stored)
        environment.network.downloadResult = .success(ParsedCards(cards: []))

        _ = Self.appeared(environment)

        expect(environment.tracer.lines).to(
            equal([
                "CardsViewController -> CardsWorker: get(cardsInDisplayOrder)",
                "CardsWorker -> CardsViewController: got 2 cards",
                "CardsViewController -> CardsView: show 2 cards",
                "CardsViewController -> NetworkLoader: download(cards.json)",
                "NetworkLoader -> CardsViewController: downloaded 0 cards, 0 skipped",
            ]))
    }
}
