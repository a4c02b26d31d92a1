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
@Suite("CardDetailsInteractor with another window on the store", .mainSerialExecutor)
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
    func asksOverChange() async {
        let environment = VIPEnvironment(cards: [Self.tesco])
        environment.store.saveResults = [.failure(.changedElsewhere(.init(revision: 7)))]
        let (interactor, presenter) = Self.editing(environment)

        await interactor.saveCard(request: .init())
        await interactor.backendAnswered()

        expect(presenter.saves).to(equal([.askToOverwrite(.init(revision: 7))]))
        expect(environment.network.uploads).to(beEmpty())
    }

    @Test("writes once when SaveCard comes twice before the store answers, and asks nothing")
    func savesOnceWhenRequestedTwice() async {
        let answers = ManualDispatcher()
        let environment = VIPEnvironment(cards: [Self.tesco], answers: answers)
        let (interactor, presenter) = Self.editing(environment)

        let first = Task { await interactor.saveCard(request: .init()) }
        await settle { answers.pendingCount == 1 }
        await interactor.saveCard(request: .init())
        await answer(answers) { presenter.saves.last == .uploaded }
        await first.value

        expect(environment.store.saved.map(\.revision)).to(equal([3]))
        expect(presenter.saves.filter { if case .askToOverwrite = $0 { true } else { false } }).to(beEmpty())
    }

    @Test("presents the question for a card deleted elsewhere")
    func asksOverDelete() async {
        let environment = VIPEnvironment(cards: [Self.tesco])
        environment.store.saveResults = [.failure(.deletedElsewhere)]
        let (interactor, presenter) = Self.editing(environment)

        await interactor.saveCard(request: .init())
        await interactor.backendAnswered()

        expect(presenter.saves).to(equal([.askToSaveAgain]))
    }

    @Test("the answer overwrite saves the draft over the revision the store named")
    func overwrites() async {
        let environment = VIPEnvironment(cards: [Self.tesco])
        environment.store.saveResults = [.failure(.changedElsewhere(.init(revision: 7)))]
        let (interactor, presenter) = Self.editing(environment)
        await interactor.saveCard(request: .init())
        await interactor.backendAnswered()

        await interactor.saveCard(request: .init(answer: .overwrite))
        await interactor.backendAnswered()

        expect(environment.store.saved.map(\.revision)).to(equal([3, 7]))
        expect(presenter.saves).to(equal([.askToOverwrite(.init(revision: 7)), .saved(createdHere: false), .uploaded]))
        expect(interactor.card?.revision).to(equal(8))
    }

    @Test("the answer overwrite after a delete makes the card again")
    func makesAgain() async {
        let environment = VIPEnvironment(cards: [Self.tesco])
        environment.store.saveResults = [.failure(.deletedElsewhere)]
        let (interactor, _) = Self.editing(environment)
        await interactor.saveCard(request: .init())
        await interactor.backendAnswered()

        await interactor.saveCard(request: .init(answer: .overwrite))
        await interactor.backendAnswered()

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
    func keepsEditing(refusal: PersistenceError, outcome: EditCard.SaveCard.Outcome) async {
        let environment = VIPEnvironment(cards: [Self.tesco])
        environment.store.saveResults = [.failure(refusal)]
        let (interactor, presenter) = Self.editing(environment)
        await interactor.saveCard(request: .init())
        await interactor.backendAnswered()

        await interactor.saveCard(request: .init(answer: .keepEditing))
        await interactor.backendAnswered()

        expect(environment.store.saved.count).to(equal(1))
        expect(presenter.saves.last).to(equal(outcome))
        expect(interactor.editing?.stage).to(equal(.editing))
    }

    @Test("shows the card as stored now, and again when the store changes")
    func rereads() async {
        let environment = VIPEnvironment(cards: [Samples.card("T", "Tesco Extra", revision: 9)])
        let (interactor, presenter) = CardDetailsInteractorSpec.make(environment, card: Self.tesco, mode: .normal)
        await interactor.showCard(request: .init())
        let following = await CardDetailsInteractorSpec.follow(interactor)
        environment.store.getResult = .success([Samples.card("T", "Tesco Again", revision: 10)])

        environment.store.changes.notify()
        await settle { presenter.cards.count == 3 }
        following.cancel()

        expect(presenter.cards.map(\.card.name)).to(equal(["Tesco", "Tesco Extra", "Tesco Again"]))
        expect(interactor.card?.revision).to(equal(10))
    }

    @Test("goes back to the card as stored now when the form's changes are discarded")
    func rereadsAfterDiscard() async {
        let environment = VIPEnvironment(cards: [Self.tesco])
        let (interactor, presenter) = Self.editing(environment)
        environment.store.getResult = .success([Samples.card("T", "Tesco Extra", revision: 9)])

        await interactor.cancelEditing(request: .init(confirmed: true))

        expect(presenter.cards.last?.card.name).to(equal("Tesco Extra"))
        expect(presenter.cards.last?.stage).to(equal(.viewing))
    }

    @Test("keeps the draft and the revision it was read at while editing")
    func keepsDraft() async {
        let environment = VIPEnvironment(cards: [Samples.card("T", "Tesco Extra", revision: 9)])
        let (interactor, presenter) = Self.editing(environment)

        await interactor.showCard(request: .init())

        expect(presenter.cards.last?.card.name).to(equal("Tesco!"))
        expect(interactor.card?.revision).to(equal(3))
    }
}

@MainActor
@Suite("CardDetailsPresenter with another window on the store", .mainSerialExecutor)
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
    func words(outcome: EditCard.SaveCard.Outcome, question: String?, status: String?) async {
        let (presenter, display) = CardDetailsPresenterSpec.make()

        presenter.presentSave(response: .init(outcome: outcome, card: CardDetailsInteractorConflictSpec.tesco))

        // Nimble's equal never matches nil, so "none" stands for no question or no status line.
        expect(display.saves.first?.question ?? "none").to(equal(question ?? "none"))
        expect(display.saves.first?.status?.text ?? "none").to(equal(status ?? "none"))
        expect(display.saves.first?.leave).to(beFalse())
    }
}

@MainActor
@Suite("Card scene with another window on the store", .mainSerialExecutor)
struct CardDetailsSceneConflictSpec {
    static func savedOverAnotherWindow(_ environment: VIPEnvironment) async -> CardDetailsViewController {
        environment.store.saveResults = [.failure(.changedElsewhere(.init(revision: 7)))]
        let controller = await CardDetailsSceneSpec.shown(environment, card: CardDetailsInteractorConflictSpec.tesco)
        _ = controller.handle(.key(.character("e")))
        await controller.tasks.finished()
        _ = controller.handle(.key(.character("!")))
        await controller.tasks.finished()
        _ = controller.handle(.key(.control("s")))
        await settle { environment.shell.questions.count == 1 }
        return controller
    }

    @Test("asks, and y comes back as a request that overwrites")
    func yesOverwrites() async {
        let environment = VIPEnvironment(cards: [CardDetailsInteractorConflictSpec.tesco])
        let controller = await Self.savedOverAnotherWindow(environment)

        environment.shell.answer(.yes)
        await controller.tasks.finished()

        expect(environment.shell.questions).to(equal(["This card was changed in another window. Overwrite it?"]))
        expect(environment.store.saved.map(\.revision)).to(equal([3, 7]))
        expect(controller.hostedView.data.mode).to(equal(.normal))
    }

    @Test("n comes back as a request that keeps the form")
    func noKeepsForm() async {
        let environment = VIPEnvironment(cards: [CardDetailsInteractorConflictSpec.tesco])
        let controller = await Self.savedOverAnotherWindow(environment)

        environment.shell.answer(.no)
        await controller.tasks.finished()

        expect(environment.store.saved.count).to(equal(1))
        expect(controller.hostedView.data.mode).to(equal(.edit))
        expect(environment.shell.lastStatus?.text).to(equal("Not saved: the card was changed in another window"))
    }
}
