import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIP

/// Workshop exercise 8 (Docs/Workshop.md): in VIP, `f` on Cards shows only the favourites, titled
/// “Favourites (1)”; `f` again shows every card under round one's “Cards (3)”; the filter holds when the store is
/// read again. A new use case: the view controller sends the key to the interactor as a request, the interactor keeps
/// the filter (its scene's data) and answers with only the favourites and whether it filters, the presenter words the
/// title. The screen-level tests press `f` on the real scene. The role-level tests press it too, and read what crossed
/// the presenter's two boundaries (`CardsSceneProbe`, Workshop/Doubles/VIP) with `Reflection.strings(in:)`: the
/// interactor hands on only the favourite's card and no words, the presenter hands on the title. So the request, the
/// response's new field (a `Bool`, an enum, anywhere in the response) and the view model's are named and ordered as
/// the attendee likes; a view controller that filters the tiles and sets the title itself (the MVC-style shortcut)
/// stays red. Every test awaits the scene's tasks (`tasks.finished()`), as VIP's own specs do.
@MainActor
@Suite("Exercise 8 · VIP: f shows only the favourites", .mainSerialExecutor)
struct Exercise8VIP {
    static let cards = Samples.threeCardsBetaFavourite
    static let names = cards.map(\.name)

    static func press(_ key: Character, on controller: CardsViewController) async {
        _ = controller.handle(.key(.character(key)))
        await controller.tasks.finished()
    }

    @Test("the screen shows only the favourite on f, titled “Favourites (1)”")
    func screenFilters() async {
        let controller = await appearedCardsScene(AppDoubles(cards: Self.cards))

        await Self.press("f", on: controller)

        expect(controller.hostedView.data.tiles.map(\.name)).to(equal(["Beta"]))
        expect(controller.title).to(equal("Favourites (1)"))
    }

    @Test("the screen shows every card again on a second f, titled “Cards (3)”")
    func screenShowsAllAgain() async {
        let controller = await appearedCardsScene(AppDoubles(cards: Self.cards))

        await Self.press("f", on: controller)
        await Self.press("f", on: controller)

        expect(controller.hostedView.data.tiles.map(\.name)).to(equal(Self.names))
        expect(controller.title).to(equal("Cards (3)"))
    }

    @Test("the filter holds when the store is read again (r), with a new favourite in it")
    func filterHoldsOnRead() async {
        let doubles = AppDoubles(cards: Self.cards)
        let controller = await appearedCardsScene(doubles)
        await Self.press("f", on: controller)
        let delta = Samples.marked(Samples.card("D", "Delta"), revision: 1)
        doubles.store.getResult = .success(Self.cards + [delta])

        await Self.press("r", on: controller)

        expect(controller.hostedView.data.tiles.map(\.name)).to(equal(["Beta", "Delta"]))
        expect(controller.title).to(equal("Favourites (2)"))
    }

    @Test("on f the interactor hands the presenter only the favourite")
    func interactorFilters() async throws {
        let probe = try await CardsSceneProbe.appeared(AppDoubles(cards: Self.cards))

        let crossed = await probe.press("f")

        let names = Reflection.strings(in: crossed.presented).filter(Self.names.contains)
        expect(names).to(contain("Beta"))
        expect(names).toNot(contain("Alpha", "Gamma"))
    }

    @Test("the presenter words “Favourites (1)” from that answer, which holds no words")
    func presenterWordsFavourites() async throws {
        let probe = try await CardsSceneProbe.appeared(AppDoubles(cards: Self.cards))

        let crossed = await probe.press("f")

        expect(Reflection.holds("Favourites (1)", in: crossed.displayed)).to(beTrue())
        expect(Reflection.strings(in: crossed.presented)).toNot(
            containElementSatisfying { $0.hasPrefix("Favourites") })
    }

    @Test("on f again the interactor hands on every card, and the presenter words “Cards (3)”")
    func showsAllAgain() async throws {
        let probe = try await CardsSceneProbe.appeared(AppDoubles(cards: Self.cards))
        _ = await probe.press("f")

        let crossed = await probe.press("f")

        expect(Reflection.strings(in: crossed.presented)).to(contain(Self.names))
        expect(Reflection.holds("Cards (3)", in: crossed.displayed)).to(beTrue())
    }

    @Test("a store of favourites only is titled “Cards (1)” until f: the interactor says when it filters")
    func unfilteredFavouritesAreCards() async throws {
        let probe = try await CardsSceneProbe.appeared(AppDoubles(cards: [Self.cards[1]]))

        expect(Reflection.holds("Cards (1)", in: probe.displayed.received)).to(beTrue())
        expect(Reflection.strings(in: probe.displayed.received)).toNot(
            containElementSatisfying { $0.hasPrefix("Favourites") })
    }
}
