import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsMVC

/// Behaviour.md "Favourites": `*` on the Card screen marks or unmarks the card; the controller asks the store, says
/// what happened and shows the star.
@MainActor
@Suite("CardDetailsViewController favourites", .mainSerialExecutor)
struct CardDetailsViewControllerFavouriteSpec {
    static let tesco = Samples.card("T", "Tesco", revision: 3)

    static func showing(_ card: Card, in environment: MVCTestEnvironment) async -> CardDetailsViewController {
        let controller = CardDetailsViewController(card: card, mode: .normal, dependencies: environment.dependencies)
        controller.screenWillAppear()
        await controller.settled()
        return controller
    }

    static func pressStar(on controller: CardDetailsViewController) async {
        _ = controller.handle(.key(.character("*")))
        await controller.settled()
    }

    @Test("* asks the store to mark the card shown")
    func marks() async {
        let environment = MVCTestEnvironment(cards: [Self.tesco])
        environment.cards.favouriteResult = .success(Samples.marked(Self.tesco, revision: 4))
        let controller = await Self.showing(Self.tesco, in: environment)

        await Self.pressStar(on: controller)

        expect(environment.cards.favouritesSet.map(\.isFavourite)).to(equal([true]))
        expect(environment.cards.favouritesSet.map(\.identifier)).to(equal(["T"]))
    }

    @Test("* on a favourite asks the store to unmark it")
    func unmarks() async {
        let favourite = Samples.marked(Self.tesco, revision: 4)
        let environment = MVCTestEnvironment(cards: [favourite])
        environment.cards.favouriteResult = .success(Samples.marked(Self.tesco, false, revision: 5))
        let controller = await Self.showing(favourite, in: environment)

        await Self.pressStar(on: controller)

        expect(environment.cards.favouritesSet.map(\.isFavourite)).to(equal([false]))
        expect(environment.statusTexts).to(equal(["Removed from favourites"]))
    }

    @Test("says so on a status line that is done, not busy and not an error: a mark waits for nothing")
    func statusIsDone() async {
        let environment = MVCTestEnvironment(cards: [Self.tesco])
        environment.cards.favouriteResult = .success(Samples.marked(Self.tesco, revision: 4))
        let controller = await Self.showing(Self.tesco, in: environment)

        await Self.pressStar(on: controller)

        expect(environment.shell.lastStatus).to(
            equal(ShellSpy.Status(text: "Added to favourites", busy: false, isError: false)))
    }

    @Test("says it was added and shows the name with a star")
    func showsStar() async {
        let environment = MVCTestEnvironment(cards: [Self.tesco])
        environment.cards.favouriteResult = .success(Samples.marked(Self.tesco, revision: 4))
        let controller = await Self.showing(Self.tesco, in: environment)

        await Self.pressStar(on: controller)

        expect(environment.statusTexts).to(equal(["Added to favourites"]))
        expect(controller.hostedView.data.isFavourite).to(beTrue())
        expect(environment.screenText(of: controller)).to(contain("★ Tesco"))
    }

    @Test("keeps the revision the store answered, so a later save does not ask about another window")
    func keepsRevision() async {
        let environment = MVCTestEnvironment(cards: [Self.tesco])
        environment.cards.favouriteResult = .success(Samples.marked(Self.tesco, revision: 9))
        let controller = await Self.showing(Self.tesco, in: environment)
        await Self.pressStar(on: controller)

        _ = controller.handle(.key(.character("e")))
        await controller.settled()
        _ = controller.handle(.key(.control("s")))
        await controller.settled()

        expect(environment.cards.saved.map(\.revision)).to(equal([9]))
        expect(environment.cards.saved.map(\.isFavourite)).to(equal([true]))
    }

    @Test("says why when the store cannot mark it")
    func reportsFailure() async {
        let environment = MVCTestEnvironment(cards: [Self.tesco])
        environment.cards.favouriteResult = .failure(.deletedElsewhere)
        let controller = await Self.showing(Self.tesco, in: environment)

        await Self.pressStar(on: controller)

        expect(environment.shell.statuses.map(\.isError)).to(equal([true]))
        expect(environment.statusTexts).to(equal(["Not saved: the card was deleted in another window"]))
        expect(controller.hostedView.data.isFavourite).to(beFalse())
    }
}
