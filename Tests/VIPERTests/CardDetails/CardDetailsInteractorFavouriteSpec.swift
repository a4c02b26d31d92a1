import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

/// The Card interactor's favourite mark alone, against an output spy and the shared store spy.
@MainActor
@Suite("CardDetailsInteractor when the favourite mark is toggled", .mainSerialExecutor)
struct CardDetailsInteractorFavouriteSpec {
    /// Tesco as read at revision 3, not a favourite.
    static let tesco = Samples.card("T", "Tesco", revision: 3)

    /// `card` with its mark toggled, as the store answers it.
    static func marked(_ card: Card = tesco, revision: Int = 4) -> Card {
        Samples.marked(card, !card.isFavourite, revision: revision)
    }

    let spec: CardDetailsInteractorSpec
    var environment: ModuleEnvironment { spec.environment }
    var interactor: CardDetailsInteractor { spec.interactor }
    var output: CardDetailsInteractorOutputSpy { spec.output }

    /// The Card interactor's spec, with the store answering the mark as toggled at revision 4.
    init(card: Card = tesco, answers: any Dispatching = ImmediateDispatcher()) {
        spec = CardDetailsInteractorSpec(card: card, answers: answers)
        spec.environment.store.favouriteResult = .success(Self.marked(card))
    }

    @Test("asks the store to mark a card that is not a favourite, by its identifier")
    func marks() async {
        interactor.toggleFavourite()
        await settle()

        expect(environment.store.favouritesSet.map(\.isFavourite)).to(equal([true]))
        expect(environment.store.favouritesSet.map(\.identifier)).to(equal(["T"]))
    }

    @Test("asks the store to unmark a favourite")
    func unmarks() async {
        let spec = Self(card: Self.marked())
        await settle()

        spec.interactor.toggleFavourite()
        await settle()

        expect(spec.environment.store.favouritesSet.map(\.isFavourite)).to(equal([false]))
    }

    @Test("keeps the card as stored now, mark and new revision, as the card and the draft, and reports it")
    func keepsStored() async {
        interactor.toggleFavourite()
        await settle()

        expect(output.events).to(equal(["setFavourite(true)"]))
        expect(interactor.stored.isFavourite).to(beTrue())
        expect(interactor.stored.revision).to(equal(4))
        expect(interactor.edited.revision).to(equal(4))
        expect(interactor.hasChanges).to(beFalse())
    }

    @Test("lets a later edit save at the new revision, so no other window seems to have changed it")
    func laterSave() async {
        interactor.toggleFavourite()
        await settle()
        interactor.startEditing()
        interactor.rename("Tesco Extra")

        interactor.saveDraft()
        await settle()

        expect(environment.store.saved.map(\.revision)).to(equal([4]))
        expect(output.events.last).to(equal("upload"))
    }

    @Test("gives a draft being edited when the store answers the mark and revision, not a change to discard")
    func answersWhileEditing() async {
        let answers = ManualDispatcher()
        let spec = Self(answers: answers)
        spec.interactor.toggleFavourite()
        await settle()
        spec.interactor.startEditing()
        spec.interactor.rename("Tesco Extra")

        answers.runNext()
        await settle()

        expect(spec.interactor.edited.name).to(equal("Tesco Extra"))
        expect(spec.interactor.edited.isFavourite).to(beTrue())
        expect(spec.interactor.edited.revision).to(equal(4))
    }

    @Test(
        "reports a store that refused the mark, keeping the card as it was",
        arguments: [PersistenceError.deletedElsewhere, .writeFailed(detail: "locked")])
    func storeRefuses(error: PersistenceError) async {
        environment.store.favouriteResult = .failure(error)

        interactor.toggleFavourite()
        await settle()

        expect(output.events).to(equal(["failToSetFavourite(\(error.message))"]))
        expect(interactor.stored).to(equal(Self.tesco))
        expect(interactor.stored.revision).to(equal(3))
    }
}
