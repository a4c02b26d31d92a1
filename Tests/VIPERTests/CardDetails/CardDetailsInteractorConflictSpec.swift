import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

/// The Card interactor alone, against the store and backend spies: another window's change or delete is
/// reported through the output, and written over only when asked to.
@MainActor
@Suite("CardDetailsInteractor with another window on the store", .mainSerialExecutor)
struct CardDetailsInteractorConflictSpec {
    /// Tesco as read at revision 3.
    static let tesco = Samples.card("T", "Tesco", revision: 3)

    static func editing(_ environment: AppDoubles) -> (CardDetailsInteractor, CardDetailsInteractorOutputSpy) {
        let interactor = CardDetailsInteractor(
            card: Self.tesco, cards: environment.store, network: environment.network,
            barcodeScanner: environment.barcodeScanner)
        let output = CardDetailsInteractorOutputSpy()
        interactor.output = output
        interactor.startEditing()
        interactor.rename("Tesco!")
        return (interactor, output)
    }

    @Test("reports a card changed elsewhere, writing and uploading nothing more")
    func reportsChange() async {
        let environment = AppDoubles(cards: [Self.tesco])
        environment.store.saveResults = [.failure(.changedElsewhere(.init(revision: 7)))]
        let (interactor, output) = Self.editing(environment)
        await settle()

        interactor.saveDraft()
        await settle()

        expect(output.events).to(equal(["changedElsewhere"]))
        expect(environment.store.saved.count).to(equal(1))
        expect(environment.network.uploads).to(beEmpty())
    }

    @Test("reports a card deleted elsewhere")
    func reportsDelete() async {
        let environment = AppDoubles(cards: [Self.tesco])
        environment.store.saveResults = [.failure(.deletedElsewhere)]
        let (interactor, output) = Self.editing(environment)
        await settle()

        interactor.saveDraft()
        await settle()

        expect(output.events).to(equal(["deletedElsewhere"]))
    }

    @Test("writes once when saveDraft comes twice before the store answers, and reports no conflict")
    func savesOnceWhenAskedTwice() async {
        let answers = ManualDispatcher()
        let environment = AppDoubles(cards: [Self.tesco], answers: answers)
        let (interactor, output) = Self.editing(environment)
        await settle()

        interactor.saveDraft()
        await settle()
        interactor.saveDraft()
        await settle()
        answers.runAll()
        await settle()

        expect(environment.store.saved.map(\.revision)).to(equal([3]))
        expect(output.events).toNot(contain("changedElsewhere"))
    }

    @Test("overwriteStoredCard saves the draft over the revision the store named")
    func overwrites() async {
        let environment = AppDoubles(cards: [Self.tesco])
        environment.store.saveResults = [.failure(.changedElsewhere(.init(revision: 7)))]
        let (interactor, output) = Self.editing(environment)
        await settle()
        interactor.saveDraft()
        await settle()

        interactor.overwriteStoredCard()
        await settle()

        expect(environment.store.saved.map(\.revision)).to(equal([3, 7]))
        expect(output.events).to(equal(["changedElsewhere", "save", "upload"]))
        expect(interactor.stored.revision).to(equal(8))
    }

    @Test("overwriteStoredCard writes over the refused save once, a second answer writing nothing more")
    func overwritesOnce() async {
        let environment = AppDoubles(cards: [Self.tesco])
        environment.store.saveResults = [.failure(.changedElsewhere(.init(revision: 7)))]
        let (interactor, _) = Self.editing(environment)
        await settle()
        interactor.saveDraft()
        await settle()
        interactor.overwriteStoredCard()
        await settle()

        interactor.overwriteStoredCard()
        await settle()

        expect(environment.store.saved.map(\.revision)).to(equal([3, 7]))
    }

    @Test("overwriteStoredCard after a delete makes the card again")
    func makesAgain() async {
        let environment = AppDoubles(cards: [Self.tesco])
        environment.store.saveResults = [.failure(.deletedElsewhere)]
        let (interactor, _) = Self.editing(environment)
        await settle()
        interactor.saveDraft()
        await settle()

        interactor.overwriteStoredCard()
        await settle()

        expect(environment.store.saved.map(\.revision)).to(equal([3, 0]))
    }

    @Test("overwriteStoredCard with no refused save writes nothing")
    func overwriteWithoutRefusal() async {
        let environment = AppDoubles(cards: [Self.tesco])
        let (interactor, _) = Self.editing(environment)
        await settle()

        interactor.overwriteStoredCard()
        await settle()

        expect(environment.store.saved).to(beEmpty())
    }

    @Test("reloadCard adopts the stored card when nothing is edited, and again when the store changes")
    func reloads() async {
        let environment = AppDoubles(cards: [Self.tesco])
        let interactor = CardDetailsInteractor(
            card: Self.tesco, cards: environment.store, network: environment.network,
            barcodeScanner: environment.barcodeScanner)
        let output = CardDetailsInteractorOutputSpy()
        interactor.output = output
        interactor.reloadCard()
        await settle()
        environment.store.getResult = .success([Samples.card("T", "Tesco Extra", revision: 9)])

        environment.store.changes.notify()
        await settle()

        expect(interactor.stored.name).to(equal("Tesco Extra"))
        expect(interactor.stored.revision).to(equal(9))
        expect(output.events).to(equal(["reload", "reload"]))
    }

    @Test("discardChanges goes back to the card as stored now")
    func rereadsAfterDiscard() async {
        let environment = AppDoubles(cards: [Self.tesco])
        let (interactor, output) = Self.editing(environment)
        await settle()
        environment.store.getResult = .success([Samples.card("T", "Tesco Extra", revision: 9)])

        interactor.discardChanges()
        await settle()

        expect(interactor.stored.name).to(equal("Tesco Extra"))
        expect(interactor.edited.name).to(equal("Tesco Extra"))
        expect(output.events).to(equal(["reload"]))
    }

    @Test("reloadCard keeps the draft and the revision it was read at while editing")
    func keepsDraft() async {
        let environment = AppDoubles(cards: [Samples.card("T", "Tesco Extra", revision: 9)])
        let (interactor, output) = Self.editing(environment)
        await settle()

        interactor.reloadCard()
        await settle()

        expect(interactor.edited.name).to(equal("Tesco!"))
        expect(interactor.stored.revision).to(equal(3))
        expect(output.events).to(beEmpty())
    }
}

/// The Card presenter in its module: it asks the interactor's conflict through the view, and the answer decides.
@MainActor
@Suite("Card module with another window on the store", .mainSerialExecutor)
struct CardDetailsModuleConflictSpec {
    static func savedOverAnotherWindow(
        _ environment: AppDoubles, refusal: PersistenceError
    ) async -> CardDetailsViewController {
        environment.store.saveResults = [.failure(refusal)]
        let view = CardDetailsBuilder.build(
            card: CardDetailsInteractorConflictSpec.tesco, mode: .normal, output: nil,
            dependencies: environment.dependencies)
        view.screenWillAppear()
        await settle()
        _ = view.handle(.key(.character("e")))
        _ = view.handle(.key(.character("!")))
        _ = view.handle(.key(.control("s")))
        await settle()
        return view
    }

    @Test(
        "asks before overwriting another window's change",
        arguments: [
            (
                PersistenceError.changedElsewhere(.init(revision: 7)),
                "This card was changed in another window. Overwrite it?"
            ),
            (
                .changedElsewhere(.init(revision: 7, source: .backend, differing: .name)),
                "This card was updated from the backend: its name differs from yours. Overwrite it?"
            ),
            (.deletedElsewhere, "This card was deleted in another window. Save it again?"),
        ])
    func asks(refusal: PersistenceError, question: String) async {
        let environment = AppDoubles(cards: [CardDetailsInteractorConflictSpec.tesco])

        _ = await Self.savedOverAnotherWindow(environment, refusal: refusal)
        await settle()

        expect(environment.shell.questions).to(equal([question]))
    }

    @Test("y writes over it and shows the card in normal mode")
    func yesOverwrites() async {
        let environment = AppDoubles(cards: [CardDetailsInteractorConflictSpec.tesco])
        let view = await Self.savedOverAnotherWindow(environment, refusal: .changedElsewhere(.init(revision: 7)))
        await settle()

        environment.shell.answer(.yes)
        await settle()

        expect(environment.store.saved.map(\.revision)).to(equal([3, 7]))
        expect(view.hostedView.data.mode).to(equal(.normal))
        expect(view.hostedView.data.name).to(equal("Tesco!"))
    }

    @Test(
        "n keeps the form as typed and says why nothing was saved",
        arguments: [
            (
                PersistenceError.changedElsewhere(.init(revision: 7)),
                "Not saved: the card was changed in another window"
            ),
            (
                .changedElsewhere(.init(revision: 7, source: .backend)),
                "Not saved: the card was updated from the backend"
            ),
            (.deletedElsewhere, "Not saved: the card was deleted in another window"),
        ])
    func noKeepsForm(refusal: PersistenceError, status: String) async {
        let environment = AppDoubles(cards: [CardDetailsInteractorConflictSpec.tesco])
        let view = await Self.savedOverAnotherWindow(environment, refusal: refusal)
        await settle()

        environment.shell.answer(.no)
        await settle()

        expect(environment.store.saved.count).to(equal(1))
        expect(view.hostedView.data.mode).to(equal(.edit))
        expect(environment.shell.lastStatus?.text).to(equal(status))
    }
}
