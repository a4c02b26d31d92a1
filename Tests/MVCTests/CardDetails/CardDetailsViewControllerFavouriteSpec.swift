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
@Suite("CardDetailsViewController favourites")
struct CardDetailsViewControllerFavouriteSpec {
    static let tesco = Samples.card("T", "Tesco", revision: 3)

    static func showing(_ card: Card, in environment: MVCTestEnvironment) -> CardDetailsViewController {
        let controller = CardDetailsViewController(card: card, mode: .normal, dependencies: environment.dependencies)
        controller.screenWillAppear()
        return controller
    }

    static func pressStar(on controller: CardDetailsViewController) {
        _ = controller.handle(.key(.character("*")))
    }

    @Test("* asks the store to mark the card shown")
    func marks() {
        let environment = MVCTestEnvironment(cards: [Self.tesco])
        environment.cards.favouriteResult = .success(Samples.marked(Self.tesco, revision: 4))
        let controller = Self.showing(Self.tesco, in: environment)

        Self.pressStar(on: controller)

        expect(environment.cards.favouritesSet.map(\.isFavourite)).to(equal([true]))
        expect(environment.cards.favouritesSet.map(\.identifier)).to(equal(["T"]))
    }

    @Test("* on a favourite asks the store to unmark it")
    func unmarks() {
        let favourite = Samples.marked(Self.tesco, revision: 4)
        let environment = MVCTestEnvironment(cards: [favourite])
        environment.cards.favouriteResult = .success(Samples.marked(Self.tesco, false, revision: 5))
        let controller = Self.showing(favourite, in: environment)

        Self.pressStar(on: controller)

        expect(environment.cards.favouritesSet.map(\.isFavourite)).to(equal([false]))
        expect(environment.statusTexts).to(equal(["Removed from favourites"]))
    }

    @Test("says so on a status line that is done, not busy and not an error: a mark waits for nothing")
    func statusIsDone() {
        let environment = MVCTestEnvironment(cards: [Self.tesco])
        environment.cards.favouriteResult = .success(Samples.marked(Self.tesco, revision: 4))
        let controller = Self.showing(Self.tesco, in: environment)

        Self.pressStar(on: controller)

        expect(environment.shell.lastStatus).to(
            equal(ShellSpy.Status(text: "Added to favourites", busy: false, isError: false)))
    }

    @Test("says it was added and shows the name with a star")
    func showsStar() {
        let environment = MVCTestEnvironment(cards: [Self.tesco])
        environment.cards.favouriteResult = .success(Samples.marked(Self.tesco, revision: 4))
        let controller = Self.showing(Self.tesco, in: environment)

        Self.pressStar(on: controller)

        expect(environment.statusTexts).to(equal(["Added to favourites"]))
        expect(controller.hostedView.data.isFavourite).to(beTrue())
        expect(environment.screenText(of: controller)).to(contain("★ Tesco"))
    }

    @Test("keeps the revision the store answered, so a later save does not ask about another window")
    func keepsRevision() {
        let environment = MVCTestEnvironment(cards: [Self.tesco])
        environment.cards.favouriteResult = .success(Samples.marked(Self.tesco, revision: 9))
        let controller = Self.showing(Self.tesco, in: environment)
        Self.pressStar(on: controller)

        _ = controller.handle(.key(.character("e")))
        _ = controller.handle(.key(.control("s")))

        expect(environment.cards.saved.map(\.revision)).to(equal([9]))
        expect(environment.cards.saved.map(\.isFavourite)).to(equal([true]))
    }

    @Test("says why when the store cannot mark it")
    func reportsFailure() {
        let environment = MVCTestEnvironment(cards: [Self.tesco])
        environment.cards.favouriteResult = .failure(.deletedElsewhere)
        let controller = Self.showing(Self.tesco, in: environment)

        Self.pressStar(on: controller)

        expect(environment.shell.statuses.map(\.isError)).to(equal([true]))
        expect(environment.statusTexts).to(equal(["Not saved: the card was deleted in another window"]))
        expect(controller.hostedView.data.isFavourite).to(beFalse())
    }
}
