import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsMVVM

/// Behaviour.md "Favourites": the view model asks the store to mark or unmark its card, publishes the mark in its
/// details and words the status; it knows nothing of keys or terminals.
@MainActor
@Suite("CardDetailsViewModel favourites", .mainSerialExecutor)
struct CardDetailsViewModelFavouriteSpec {
    static let alpha = Samples.card("A", "Alpha", revision: 3)

    static func showing(_ card: Card, in environment: ViewModelEnvironment) -> CardDetailsViewModel {
        environment.store.getResult = .success([card])
        return CardDetailsViewModel(card: card, mode: .normal, services: environment.services)
    }

    @Test("toggleFavourite asks the store to mark a card that is not a favourite")
    func marks() async {
        let environment = ViewModelEnvironment()
        environment.store.favouriteResult = .success(Samples.marked(Self.alpha, revision: 4))
        let viewModel = Self.showing(Self.alpha, in: environment)
        await settle()

        viewModel.toggleFavourite()
        await settle()

        expect(environment.store.favouritesSet.map(\.isFavourite)).to(equal([true]))
        expect(environment.store.favouritesSet.map(\.identifier)).to(equal(["A"]))
    }

    @Test("toggleFavourite asks the store to unmark a favourite, and says it was removed")
    func unmarks() async {
        let environment = ViewModelEnvironment()
        environment.store.favouriteResult = .success(Samples.marked(Self.alpha, false, revision: 5))
        let viewModel = Self.showing(Samples.marked(Self.alpha, revision: 4), in: environment)
        await settle()
        let status = Recorded(viewModel.status)

        viewModel.toggleFavourite()
        await settle()

        expect(environment.store.favouritesSet.map(\.isFavourite)).to(equal([false]))
        expect(status.values).to(equal([.info("Removed from favourites")]))
    }

    @Test("publishes the mark in its details and says it was added")
    func publishesMark() async {
        let environment = ViewModelEnvironment()
        environment.store.favouriteResult = .success(Samples.marked(Self.alpha, revision: 4))
        let viewModel = Self.showing(Self.alpha, in: environment)
        await settle()
        let status = Recorded(viewModel.status)

        viewModel.toggleFavourite()
        await settle()

        expect(viewModel.shownDetails.isFavourite).to(beTrue())
        expect(status.values).to(equal([.info("Added to favourites")]))
    }

    @Test("saves a later edit at the revision the store answered, with the mark")
    func keepsRevision() async {
        let environment = ViewModelEnvironment()
        environment.store.favouriteResult = .success(Samples.marked(Self.alpha, revision: 9))
        let viewModel = Self.showing(Self.alpha, in: environment)
        await settle()
        viewModel.toggleFavourite()
        await settle()

        viewModel.edit()
        await settle()
        viewModel.save()
        await settle()

        expect(environment.store.saved.map(\.revision)).to(equal([9]))
        expect(environment.store.saved.map(\.isFavourite)).to(equal([true]))
    }

    @Test("says why when the store cannot mark it, and keeps the details as they were")
    func reportsFailure() async {
        let environment = ViewModelEnvironment()
        environment.store.favouriteResult = .failure(.deletedElsewhere)
        let viewModel = Self.showing(Self.alpha, in: environment)
        await settle()
        let status = Recorded(viewModel.status)

        viewModel.toggleFavourite()
        await settle()

        expect(status.values).to(equal([.error("Not saved: the card was deleted in another window")]))
        expect(viewModel.shownDetails.isFavourite).to(beFalse())
    }
}
