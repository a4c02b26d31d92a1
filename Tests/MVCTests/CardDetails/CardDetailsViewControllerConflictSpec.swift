import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsMVC

/// Two windows on one store: the controller never writes over another window's change or brings back a card
/// another window deleted without asking, and shows the card as stored now.
@MainActor
@Suite("CardDetailsViewController with another window on the store", .mainSerialExecutor)
struct CardDetailsViewControllerConflictSpec {
    /// Tesco as read at revision 3.
    static let tesco = Samples.card("T", "Tesco", revision: 3)

    static func editing(_ environment: MVCTestEnvironment, typing text: String = "!") async -> CardDetailsViewController
    {
        let controller = CardDetailsViewController(card: tesco, mode: .edit, dependencies: environment.dependencies)
        controller.screenWillAppear()
        await controller.settled()
        for character in text {
            _ = controller.handle(.key(.character(character)))
            await controller.settled()
        }
        return controller
    }

    static func save(_ controller: CardDetailsViewController) async {
        _ = controller.handle(.key(.control("s")))
        await controller.settled()
    }

    @MainActor
    @Suite("when another window changed the card since it was read")
    struct ChangedElsewhere {
        @Test("asks whether to overwrite, and uploads nothing yet")
        func asks() async {
            let environment = MVCTestEnvironment(cards: [tesco])
            environment.cards.saveResults = [.failure(.changedElsewhere(.init(revision: 7)))]
            let controller = await editing(environment)

            await save(controller)
            await until { !environment.shell.questions.isEmpty }

            expect(environment.shell.questions).to(equal(["This card was changed in another window. Overwrite it?"]))
            expect(environment.network.uploads).to(beEmpty())
            expect(controller.mode).to(equal(.edit))
        }

        @Test("y saves the form again over the revision the store named")
        func overwritesOnYes() async {
            let environment = MVCTestEnvironment(cards: [tesco])
            environment.cards.saveResults = [.failure(.changedElsewhere(.init(revision: 7)))]
            let controller = await editing(environment)
            await save(controller)

            await environment.answer(.yes, on: controller)

            expect(environment.cards.saved.map(\.revision)).to(equal([3, 7]))
            expect(environment.cards.saved.map(\.name)).to(equal(["Tesco!", "Tesco!"]))
            expect(controller.mode).to(equal(.normal))
            expect(controller.card.revision).to(equal(8))
            expect(environment.statusTexts).to(equal(["Saved", "Uploaded"]))
        }

        @Test("n writes nothing, keeps the form as typed and says it did not save")
        func keepsFormOnNo() async {
            let environment = MVCTestEnvironment(cards: [tesco])
            environment.cards.saveResults = [.failure(.changedElsewhere(.init(revision: 7)))]
            let controller = await editing(environment)
            await save(controller)

            await environment.answer(.no, on: controller)

            expect(environment.cards.saved.count).to(equal(1))
            expect(controller.mode).to(equal(.edit))
            expect(controller.draft.name).to(equal("Tesco!"))
            expect(environment.shell.lastStatus).to(
                equal(
                    ShellSpy.Status(
                        text: "Not saved: the card was changed in another window", busy: false, isError: true)))
        }
    }

    @MainActor
    @Suite("when a download updated the card since it was read")
    struct UpdatedFromBackend {
        static let change = StoredChange(revision: 7, source: .backend, differing: [.name, .back])

        @Test("asks whether to overwrite, naming the backend and what differs")
        func asksNamingTheBackend() async {
            let environment = MVCTestEnvironment(cards: [tesco])
            environment.cards.saveResults = [.failure(.changedElsewhere(Self.change))]
            let controller = await editing(environment)

            await save(controller)

            expect(environment.shell.questions).to(
                equal([
                    "This card was updated from the backend: its name and back photo differ from yours. Overwrite it?"
                ]))
        }

        @Test("n says the backend's update was kept")
        func saysBackendKeptOnNo() async {
            let environment = MVCTestEnvironment(cards: [tesco])
            environment.cards.saveResults = [.failure(.changedElsewhere(Self.change))]
            let controller = await editing(environment)
            await save(controller)

            await environment.answer(.no, on: controller)

            expect(environment.shell.lastStatus?.text).to(equal("Not saved: the card was updated from the backend"))
        }
    }

    @MainActor
    @Suite("when another window deleted the card since it was read")
    struct DeletedElsewhere {
        @Test("asks whether to save it again")
        func asks() async {
            let environment = MVCTestEnvironment(cards: [tesco])
            environment.cards.saveResults = [.failure(.deletedElsewhere)]
            let controller = await editing(environment)

            await save(controller)
            await until { !environment.shell.questions.isEmpty }

            expect(environment.shell.questions).to(equal(["This card was deleted in another window. Save it again?"]))
            expect(environment.network.uploads).to(beEmpty())
        }

        @Test("y makes it again: saved as a card never stored")
        func makesAgainOnYes() async {
            let environment = MVCTestEnvironment(cards: [tesco])
            environment.cards.saveResults = [.failure(.deletedElsewhere)]
            let controller = await editing(environment)
            await save(controller)

            await environment.answer(.yes, on: controller)

            expect(environment.cards.saved.map(\.revision)).to(equal([3, 0]))
            expect(environment.network.uploads.count).to(equal(1))
            expect(controller.mode).to(equal(.normal))
        }

        @Test("n leaves it deleted and keeps the form as typed")
        func keepsFormOnNo() async {
            let environment = MVCTestEnvironment(cards: [tesco])
            environment.cards.saveResults = [.failure(.deletedElsewhere)]
            let controller = await editing(environment)
            await save(controller)

            await environment.answer(.no, on: controller)

            expect(environment.cards.saved.count).to(equal(1))
            expect(controller.draft.name).to(equal("Tesco!"))
            expect(environment.shell.lastStatus?.text).to(equal("Not saved: the card was deleted in another window"))
        }
    }

    @MainActor
    @Suite("when it appears or the store changes")
    struct Rereading {
        static let changed = Samples.card("T", "Tesco Extra", revision: 9)

        @Test("reads nothing before it appears: made is not shown")
        func readsNothingBeforeAppearing() async {
            let environment = MVCTestEnvironment(cards: [Self.changed])
            let controller = CardDetailsViewController(
                card: tesco, mode: .normal, dependencies: environment.dependencies)

            environment.cards.changes.notify()

            expect(environment.cards.queries).to(beEmpty())
            expect(environment.screenText(of: controller)).to(contain("Tesco"))
            expect(environment.screenText(of: controller)).toNot(contain("Tesco Extra"))
        }

        @Test("shows the card as stored now when it appears, not as the list read it")
        func rereadsOnAppear() async {
            let environment = MVCTestEnvironment(cards: [Self.changed])
            let controller = CardDetailsViewController(
                card: tesco, mode: .normal, dependencies: environment.dependencies)

            controller.screenWillAppear()
            await controller.settled()

            expect(environment.cards.queries).to(equal([.card(identifier: "T")]))
            expect(environment.screenText(of: controller)).to(contain("Tesco Extra"))
            expect(controller.card.revision).to(equal(9))
        }

        @Test("reads the card again each time it is back on top")
        func rereadsOnEveryAppearance() async {
            let environment = MVCTestEnvironment(cards: [tesco])
            let controller = CardDetailsViewController(
                card: tesco, mode: .normal, dependencies: environment.dependencies)
            controller.screenWillAppear()
            await controller.settled()
            environment.cards.getResult = .success([Self.changed])

            controller.screenWillAppear()
            await controller.settled()

            expect(environment.cards.queries).to(equal([.card(identifier: "T"), .card(identifier: "T")]))
            expect(environment.screenText(of: controller)).to(contain("Tesco Extra"))
        }

        @Test("follows a change another window made while it is shown")
        func followsChanges() async {
            let environment = MVCTestEnvironment(cards: [tesco])
            let controller = CardDetailsViewController(
                card: tesco, mode: .normal, dependencies: environment.dependencies)
            controller.screenWillAppear()
            await controller.settled()
            environment.cards.getResult = .success([Self.changed])

            await environment.announceChange(to: controller)

            expect(environment.screenText(of: controller)).to(contain("Tesco Extra"))
        }

        @Test("shows the card as stored now once the form's changes are discarded")
        func rereadsAfterDiscard() async {
            let environment = MVCTestEnvironment(cards: [tesco])
            let controller = await editing(environment)
            environment.cards.getResult = .success([Self.changed])

            _ = controller.handle(.key(.escape))
            await controller.settled()
            await environment.answer(.yes, on: controller)

            expect(controller.mode).to(equal(.normal))
            expect(environment.screenText(of: controller)).to(contain("Tesco Extra"))
        }

        @Test("keeps the form and the revision it was read at while editing, so the save can ask")
        func keepsFormWhileEditing() async {
            let environment = MVCTestEnvironment(cards: [tesco])
            let controller = await editing(environment)
            environment.cards.getResult = .success([Self.changed])

            await environment.announceChange(to: controller)

            expect(controller.draft.name).to(equal("Tesco!"))
            expect(controller.card.revision).to(equal(3))
        }
    }

    @MainActor
    @Suite("when Ctrl-S comes twice before the store answers")
    struct SaveTwice {
        @Test("writes once and asks nothing")
        func writesOnce() async {
            let answers = ManualDispatcher()
            let environment = MVCTestEnvironment(cards: [tesco], storeAnswers: answers)
            let controller = CardDetailsViewController(card: tesco, mode: .edit, dependencies: environment.dependencies)
            _ = controller.handle(.key(.character("!")))
            _ = controller.handle(.key(.control("s")))
            await until { answers.pendingCount == 1 }
            let saving = controller.saving

            _ = controller.handle(.key(.control("s")))
            answers.runNext()
            await saving?.value

            expect(environment.cards.saved.map(\.revision)).to(equal([3]))
            expect(environment.shell.questions).to(beEmpty())
            expect(controller.mode).to(equal(.normal))
        }
    }
}
