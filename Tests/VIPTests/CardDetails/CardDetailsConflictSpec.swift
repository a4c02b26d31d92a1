import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsVIP

/// Another window on the store, through the one-way cycle: the interactor presents a refused save as a question,
/// the presenter words it, the controller asks and sends the answer back as a new `SaveCard.Request`.
@MainActor
@Suite("CardDetailsInteractor with another window on the store")
struct CardDetailsInteractorConflictSpec {
    /// Tesco as read at revision 3.
    static let tesco = Samples.card("T", "Tesco", revision: 3)

    static func editing(_ environment: VIPEnvironment) -> (CardDetailsInteractor, CardDetailsPresenterSpy) {
        let (interactor, presenter) = CardDetailsInteractorSpec.make(environment, card: Self.tesco, mode: .normal)
        interactor.startEditing(request: .init())
        interactor.changeName(request: .init(name: "Tesco!"))
        return (interactor, presenter)
    }

    @Test("presents the question for a card changed elsewhere, uploading nothing")
    func asksOverChange() {
        let environment = VIPEnvironment(cards: [Self.tesco])
        environment.store.saveResults = [.failure(.changedElsewhere(.init(revision: 7)))]
        let (interactor, presenter) = Self.editing(environment)

        interactor.saveCard(request: .init())

        expect(presenter.saves).to(equal([.askToOverwrite(.init(revision: 7))]))
        expect(environment.network.uploads).to(beEmpty())
    }

    @Test("writes once when SaveCard comes twice before the store answers, and asks nothing")
    func savesOnceWhenRequestedTwice() {
        let answers = ManualDispatcher()
        let environment = VIPEnvironment(cards: [Self.tesco], answers: answers)
        let (interactor, presenter) = Self.editing(environment)

        interactor.saveCard(request: .init())
        interactor.saveCard(request: .init())
        answers.runAll()

        expect(environment.store.saved.map(\.revision)).to(equal([3]))
        expect(presenter.saves.filter { if case .askToOverwrite = $0 { true } else { false } }).to(beEmpty())
    }

    @Test("presents the question for a card deleted elsewhere")
    func asksOverDelete() {
        let environment = VIPEnvironment(cards: [Self.tesco])
        environment.store.saveResults = [.failure(.deletedElsewhere)]
        let (interactor, presenter) = Self.editing(environment)

        interactor.saveCard(request: .init())

        expect(presenter.saves).to(equal([.askToSaveAgain]))
    }

    @Test("the answer overwrite saves the draft over the revision the store named")
    func overwrites() {
        let environment = VIPEnvironment(cards: [Self.tesco])
        environment.store.saveResults = [.failure(.changedElsewhere(.init(revision: 7)))]
        let (interactor, presenter) = Self.editing(environment)
        interactor.saveCard(request: .init())

        interactor.saveCard(request: .init(answer: .overwrite))

        expect(environment.store.saved.map(\.revision)).to(equal([3, 7]))
        expect(presenter.saves).to(equal([.askToOverwrite(.init(revision: 7)), .saved(createdHere: false), .uploaded]))
        expect(interactor.card?.revision).to(equal(8))
    }

    @Test("the answer overwrite after a delete makes the card again")
    func makesAgain() {
        let environment = VIPEnvironment(cards: [Self.tesco])
        environment.store.saveResults = [.failure(.deletedElsewhere)]
        let (interactor, _) = Self.editing(environment)
        interactor.saveCard(request: .init())

        interactor.saveCard(request: .init(answer: .overwrite))

        expect(environment.store.saved.map(\.revision)).to(equal([3, 0]))
    }

    @Test(
        "the answer keepEditing writes nothing and stays in the form",
        arguments: [
            (
                PersistenceError.changedElsewhere(.init(revision: 7)),
                EditCard.SaveCard.Outcome.notOverwritten(.anotherWindow)
            ),
            (.deletedElsewhere, .notSavedAgain),
        ])
    func keepsEditing(refusal: PersistenceError, outcome: EditCard.SaveCard.Outcome) {
        let environment = VIPEnvironment(cards: [Self.tesco])
        environment.store.saveResults = [.failure(refusal)]
        let (interactor, presenter) = Self.editing(environment)
        interactor.saveCard(request: .init())

        interactor.saveCard(request: .init(answer: .keepEditing))

        expect(environment.store.saved.count).to(equal(1))
        expect(presenter.saves.last).to(equal(outcome))
        expect(interactor.editing?.stage).to(equal(.editing))
    }

    @Test("shows the card as stored now, and again when the store changes")
    func rereads() {
        let environment = VIPEnvironment(cards: [Samples.card("T", "Tesco Extra", revision: 9)])
        let (interactor, presenter) = CardDetailsInteractorSpec.make(environment, card: Self.tesco, mode: .normal)
        interactor.showCard(request: .init())
        environment.store.getResult = .success([Samples.card("T", "Tesco Again", revision: 10)])

        environment.store.changes.notify()

        expect(presenter.cards.map(\.card.name)).to(equal(["Tesco", "Tesco Extra", "Tesco Again"]))
        expect(interactor.card?.revision).to(equal(10))
    }

    @Test("goes back to the card as stored now when the form's changes are discarded")
    func rereadsAfterDiscard() {
        let environment = VIPEnvironment(cards: [Self.tesco])
        let (interactor, presenter) = Self.editing(environment)
        environment.store.getResult = .success([Samples.card("T", "Tesco Extra", revision: 9)])

        interactor.cancelEditing(request: .init(confirmed: true))

        expect(presenter.cards.last?.card.name).to(equal("Tesco Extra"))
        expect(presenter.cards.last?.stage).to(equal(.viewing))
    }

    @Test("keeps the draft and the revision it was read at while editing")
    func keepsDraft() {
        let environment = VIPEnvironment(cards: [Samples.card("T", "Tesco Extra", revision: 9)])
        let (interactor, presenter) = Self.editing(environment)

        interactor.showCard(request: .init())

        expect(presenter.cards.last?.card.name).to(equal("Tesco!"))
        expect(interactor.card?.revision).to(equal(3))
    }
}

@MainActor
@Suite("CardDetailsPresenter with another window on the store")
struct CardDetailsPresenterConflictSpec {
    @Test(
        "words each question and each refusal the user kept",
        arguments: [
            (
                EditCard.SaveCard.Outcome.askToOverwrite(.init(revision: 7)),
                "This card was changed in another window. Overwrite it?", nil
            ),
            (
                .askToOverwrite(.init(revision: 7, source: .backend, differing: [.name, .front])),
                "This card was updated from the backend: its name and front photo differ from yours. Overwrite it?", nil
            ),
            (.askToSaveAgain, "This card was deleted in another window. Save it again?", nil),
            (.notOverwritten(.anotherWindow), nil, "Not saved: the card was changed in another window"),
            (.notOverwritten(.backend), nil, "Not saved: the card was updated from the backend"),
            (.notSavedAgain, nil, "Not saved: the card was deleted in another window"),
        ] as [(EditCard.SaveCard.Outcome, String?, String?)])
    func words(outcome: EditCard.SaveCard.Outcome, question: String?, status: String?) {
        let (presenter, display) = CardDetailsPresenterSpec.make()

        presenter.presentSave(response: .init(outcome: outcome, card: CardDetailsInteractorConflictSpec.tesco))

        // Nimble's equal never matches nil, so "none" stands for no question or no status line.
        expect(display.saves.first?.question ?? "none").to(equal(question ?? "none"))
        expect(display.saves.first?.status?.text ?? "none").to(equal(status ?? "none"))
        expect(display.saves.first?.leave).to(beFalse())
    }
}

@MainActor
@Suite("Card scene with another window on the store")
struct CardDetailsSceneConflictSpec {
    static func savedOverAnotherWindow(_ environment: VIPEnvironment) -> CardDetailsViewController {
        environment.store.saveResults = [.failure(.changedElsewhere(.init(revision: 7)))]
        let controller = CardDetailsSceneSpec.shown(environment, card: CardDetailsInteractorConflictSpec.tesco)
        _ = controller.handle(.key(.character("e")))
        _ = controller.handle(.key(.character("!")))
        _ = controller.handle(.key(.control("s")))
        return controller
    }

    @Test("asks, and y comes back as a request that overwrites")
    func yesOverwrites() {
        let environment = VIPEnvironment(cards: [CardDetailsInteractorConflictSpec.tesco])
        let controller = Self.savedOverAnotherWindow(environment)

        environment.shell.answer(.yes)

        expect(environment.shell.questions).to(equal(["This card was changed in another window. Overwrite it?"]))
        expect(environment.store.saved.map(\.revision)).to(equal([3, 7]))
        expect(controller.hostedView.data.mode).to(equal(.normal))
    }

    @Test("n comes back as a request that keeps the form")
    func noKeepsForm() {
        let environment = VIPEnvironment(cards: [CardDetailsInteractorConflictSpec.tesco])
        let controller = Self.savedOverAnotherWindow(environment)

        environment.shell.answer(.no)

        expect(environment.store.saved.count).to(equal(1))
        expect(controller.hostedView.data.mode).to(equal(.edit))
        expect(environment.shell.lastStatus?.text).to(equal("Not saved: the card was changed in another window"))
    }
}
