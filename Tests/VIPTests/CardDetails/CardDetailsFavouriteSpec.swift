import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsVIP

/// Behaviour.md "Favourites" through the one-way cycle: `*` becomes a `ToggleFavourite.Request`, the interactor asks
/// the store through `CardStoreWorker`, the presenter words the answer, the controller shows it.
@MainActor
@Suite("CardDetailsInteractor when the favourite mark is toggled", .mainSerialExecutor)
struct CardDetailsInteractorFavouriteSpec {
    /// Tesco as read at revision 3, and as the store holds it once marked.
    static let tesco = Samples.card("T", "Tesco", revision: 3)
    static let marked = Samples.marked(tesco, revision: 8)

    /// The interactor showing `card`, with the store answering `setFavourite` with `answer`.
    static func make(
        _ environment: VIPEnvironment, card: Card = tesco, answer: Result<Card, PersistenceError> = .success(marked)
    ) -> (CardDetailsInteractor, CardDetailsPresenterSpy) {
        environment.store.favouriteResult = answer
        return CardDetailsInteractorSpec.make(environment, card: card)
    }

    @Test("asks the store for the opposite mark, by the card's identifier", arguments: [false, true])
    func asksStore(isFavourite: Bool) async {
        let environment = VIPEnvironment()
        let (interactor, _) = Self.make(environment, card: Samples.marked(Self.tesco, isFavourite, revision: 3))

        await interactor.toggleFavourite(request: .init())

        expect(environment.store.calls).to(equal([.setFavourite(!isFavourite, identifier: "T")]))
    }

    @Test(
        "presents what the store answered, with the card as stored now",
        arguments: [(true, EditCard.ToggleFavourite.Outcome.added), (false, .removed)])
    func presents(isFavourite: Bool, outcome: EditCard.ToggleFavourite.Outcome) async {
        let stored = Samples.marked(Self.tesco, isFavourite, revision: 8)
        let (interactor, presenter) = Self.make(VIPEnvironment(), answer: .success(stored))

        await interactor.toggleFavourite(request: .init())

        expect(presenter.favourites.map(\.outcome)).to(equal([outcome]))
        expect(presenter.favourites.map(\.card)).to(equal([stored]))
        expect(presenter.favourites.map(\.stage)).to(equal([.viewing]))
    }

    @Test("checks the next save against the card's new revision, not the one it was read at")
    func takesRevision() async {
        let environment = VIPEnvironment()
        let (interactor, _) = Self.make(environment)
        await interactor.toggleFavourite(request: .init())
        interactor.startEditing(request: .init())

        await interactor.saveCard(request: .init())
        await interactor.backendAnswered()

        expect(environment.store.saved.map(\.revision)).to(equal([8]))
    }

    @Test("keeps what was typed in a form opened before the store answered, on the new revision")
    func keepsForm() async {
        let answers = ManualDispatcher()
        let environment = VIPEnvironment(answers: answers)
        let (interactor, presenter) = Self.make(environment)
        let marking = Task { await interactor.toggleFavourite(request: .init()) }
        await settle { answers.pendingCount == 1 }
        interactor.startEditing(request: .init())
        interactor.changeName(request: .init(name: "Tesco!"))

        answers.runAll()
        await marking.value
        let saving = Task { await interactor.saveCard(request: .init()) }
        await settle { answers.pendingCount == 1 }
        answers.runAll()
        await saving.value

        expect(presenter.favourites.map(\.stage)).to(equal([.editing]))
        expect(environment.store.saved.map(\.name)).to(equal(["Tesco!"]))
        expect(environment.store.saved.map(\.revision)).to(equal([8]))
    }

    @Test(
        "presents a mark the store refused, keeping the card as it was",
        arguments: [PersistenceError.deletedElsewhere, .writeFailed(detail: "locked")])
    func refused(error: PersistenceError) async {
        let (interactor, presenter) = Self.make(VIPEnvironment(), answer: .failure(error))

        await interactor.toggleFavourite(request: .init())

        expect(presenter.favourites.map(\.outcome)).to(equal([.notStored(error)]))
        expect(interactor.card?.revision).to(equal(3))
    }
}

@MainActor
@Suite("CardDetailsPresenter when the favourite mark is toggled", .mainSerialExecutor)
struct CardDetailsPresenterFavouriteSpec {
    static let marked = CardDetailsInteractorFavouriteSpec.marked

    @Test(
        "words each outcome for the status line",
        arguments: [
            (EditCard.ToggleFavourite.Outcome.added, StatusMessage(text: "Added to favourites")),
            (.removed, StatusMessage(text: "Removed from favourites")),
            (
                .notStored(.deletedElsewhere),
                StatusMessage(text: "Not saved: the card was deleted in another window", isError: true)
            ),
        ])
    func words(outcome: EditCard.ToggleFavourite.Outcome, status: StatusMessage) async {
        let (presenter, display) = CardDetailsPresenterSpec.make()

        presenter.presentFavourite(response: .init(outcome: outcome, card: Self.marked, stage: .viewing))

        expect(display.favourites.map(\.status)).to(equal([status]))
    }

    @Test("shows the card with its star, in its mode")
    func showsStar() async {
        let (presenter, display) = CardDetailsPresenterSpec.make()

        presenter.presentFavourite(response: .init(outcome: .added, card: Self.marked, stage: .viewing))

        expect(display.favourites.first?.details).to(
            equal(
                CardDetailsDisplayData(
                    mode: .normal, name: "Tesco", front: Self.marked.front, back: Self.marked.back, isFavourite: true)))
    }

    @Test("shows no card for a mark the store refused")
    func refusedShowsNoCard() async {
        let (presenter, display) = CardDetailsPresenterSpec.make()

        presenter.presentFavourite(
            response: .init(outcome: .notStored(.deletedElsewhere), card: Self.marked, stage: .viewing))

        expect(display.favourites.first?.details).to(beNil())
    }

    @Test("stars a favourite whenever it shows the card")
    func starsShownCard() async {
        let (presenter, display) = CardDetailsPresenterSpec.make()

        presenter.presentCard(response: .init(card: Self.marked, stage: .viewing))

        expect(display.cards.first?.details.isFavourite).to(beTrue())
    }
}

@MainActor
@Suite("Card scene when * is pressed", .mainSerialExecutor)
struct CardDetailsSceneFavouriteSpec {
    static let tesco = CardDetailsInteractorFavouriteSpec.tesco

    @Test("says Added to favourites and stars the name")
    func marks() async {
        let environment = VIPEnvironment()
        environment.store.favouriteResult = .success(CardDetailsInteractorFavouriteSpec.marked)
        let controller = await CardDetailsSceneSpec.shown(environment, card: Self.tesco)

        _ = controller.handle(.key(.character("*")))
        await controller.tasks.finished()

        expect(environment.statusTexts).to(equal(["Added to favourites"]))
        expect(environment.screenText(of: controller)).to(contain("★ Tesco"))
    }

    @Test("reports a mark the store refused as an error")
    func refused() async {
        let environment = VIPEnvironment()
        environment.store.favouriteResult = .failure(.deletedElsewhere)
        let controller = await CardDetailsSceneSpec.shown(environment, card: Self.tesco)

        _ = controller.handle(.key(.character("*")))
        await controller.tasks.finished()

        expect(environment.shell.lastStatus?.isError).to(beTrue())
        expect(environment.shell.lastStatus?.text).to(equal("Not saved: the card was deleted in another window"))
    }
}
