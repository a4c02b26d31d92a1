import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsMVVM

/// Two windows on one store: the view model never writes over another window's change or brings back a card
/// another window deleted without routing to the question first, and publishes the card as stored now.
@MainActor
@Suite("CardDetailsViewModel with another window on the store", .mainSerialExecutor)
struct CardDetailsViewModelConflictSpec {
    /// Alpha as read at revision 3.
    static let alpha = Samples.card("A", "Alpha", revision: 3)

    static func editing(_ environment: ViewModelEnvironment) -> CardDetailsViewModel {
        let viewModel = CardDetailsViewModel(card: alpha, mode: .edit, services: environment.services)
        viewModel.changeName("Alpha!")
        return viewModel
    }

    @MainActor
    @Suite("when another window changed the card since it was read")
    struct ChangedElsewhere {
        @Test("routes to the overwrite question and uploads nothing yet")
        func asks() async {
            let environment = ViewModelEnvironment(cards: [alpha])
            environment.store.saveResults = [.failure(.changedElsewhere(.init(revision: 7)))]
            let viewModel = editing(environment)
            await settle()
            let routes = Recorded(viewModel.route)

            viewModel.save()
            await settle()

            guard case .askToOverwrite(let question) = routes.last else {
                Issue.record("no question")
                return
            }
            expect(question).to(equal("This card was changed in another window. Overwrite it?"))
            expect(environment.network.uploads).to(beEmpty())
        }

        @Test("confirmOverwrite saves the draft again over the revision the store named")
        func overwrites() async {
            let environment = ViewModelEnvironment(cards: [alpha])
            environment.store.saveResults = [.failure(.changedElsewhere(.init(revision: 7)))]
            let viewModel = editing(environment)
            await settle()
            viewModel.save()
            await settle()

            viewModel.confirmOverwrite()
            await settle()

            expect(environment.store.saved.map(\.revision)).to(equal([3, 7]))
            expect(environment.store.saved.map(\.name)).to(equal(["Alpha!", "Alpha!"]))
            expect(viewModel.shownDetails.mode).to(equal(.normal))
            expect(environment.network.uploads.count).to(equal(1))
        }

        @Test("declineOverwrite writes nothing, keeps the form as typed and says it did not save")
        func declines() async {
            let environment = ViewModelEnvironment(cards: [alpha])
            environment.store.saveResults = [.failure(.changedElsewhere(.init(revision: 7)))]
            let viewModel = editing(environment)
            await settle()
            let status = Recorded(viewModel.status)
            viewModel.save()
            await settle()

            viewModel.declineOverwrite()
            await settle()

            expect(environment.store.saved.count).to(equal(1))
            expect(viewModel.shownDetails.mode).to(equal(.edit))
            expect(status.last).to(equal(.error("Not saved: the card was changed in another window")))
            viewModel.save()
            await settle()
            expect(environment.store.saved.last?.revision).to(equal(3))
        }
    }

    @MainActor
    @Suite("when a download updated the card since it was read")
    struct UpdatedFromBackend {
        static let change = StoredChange(revision: 7, source: .backend, differing: .front)

        @Test("routes to the overwrite question naming the backend and what differs")
        func asksNamingTheBackend() async {
            let environment = ViewModelEnvironment(cards: [alpha])
            environment.store.saveResults = [.failure(.changedElsewhere(Self.change))]
            let viewModel = editing(environment)
            await settle()
            let routes = Recorded(viewModel.route)

            viewModel.save()
            await settle()

            guard case .askToOverwrite(let question) = routes.last else {
                Issue.record("no question")
                return
            }
            expect(question).to(
                equal("This card was updated from the backend: its front photo differs from yours. Overwrite it?"))
        }

        @Test("declineOverwrite says the backend's update was kept")
        func declinesNamingTheBackend() async {
            let environment = ViewModelEnvironment(cards: [alpha])
            environment.store.saveResults = [.failure(.changedElsewhere(Self.change))]
            let viewModel = editing(environment)
            await settle()
            let status = Recorded(viewModel.status)
            viewModel.save()
            await settle()

            viewModel.declineOverwrite()
            await settle()

            expect(status.last).to(equal(.error("Not saved: the card was updated from the backend")))
        }
    }

    @MainActor
    @Suite("when another window deleted the card since it was read")
    struct DeletedElsewhere {
        @Test("routes to the save-again question")
        func asks() async {
            let environment = ViewModelEnvironment(cards: [alpha])
            environment.store.saveResults = [.failure(.deletedElsewhere)]
            let viewModel = editing(environment)
            await settle()
            let routes = Recorded(viewModel.route)

            viewModel.save()
            await settle()

            guard case .askToOverwrite(let question) = routes.last else {
                Issue.record("no question")
                return
            }
            expect(question).to(equal("This card was deleted in another window. Save it again?"))
        }

        @Test("confirmOverwrite makes it again: saved as a card never stored")
        func makesAgain() async {
            let environment = ViewModelEnvironment(cards: [alpha])
            environment.store.saveResults = [.failure(.deletedElsewhere)]
            let viewModel = editing(environment)
            await settle()
            viewModel.save()
            await settle()

            viewModel.confirmOverwrite()
            await settle()

            expect(environment.store.saved.map(\.revision)).to(equal([3, 0]))
        }

        @Test("declineOverwrite leaves it deleted and says so")
        func declines() async {
            let environment = ViewModelEnvironment(cards: [alpha])
            environment.store.saveResults = [.failure(.deletedElsewhere)]
            let viewModel = editing(environment)
            await settle()
            let status = Recorded(viewModel.status)
            viewModel.save()
            await settle()

            viewModel.declineOverwrite()
            await settle()

            expect(environment.store.saved.count).to(equal(1))
            expect(status.last).to(equal(.error("Not saved: the card was deleted in another window")))
        }
    }

    @MainActor
    @Suite("when it appears or the store changes")
    struct Rereading {
        static let changed = Samples.card("A", "Alpha Extra", revision: 9)

        @Test("publishes the card as stored now, not as the list read it")
        func rereadsOnAppear() async {
            let environment = ViewModelEnvironment(cards: [Self.changed])

            let viewModel = CardDetailsViewModel(card: alpha, mode: .normal, services: environment.services)
            await settle()

            expect(environment.store.queries).to(equal([.card(identifier: "A")]))
            expect(viewModel.shownDetails.name).to(equal("Alpha Extra"))
        }

        @Test("follows a change another window made while it is shown")
        func followsChanges() async {
            let environment = ViewModelEnvironment(cards: [alpha])
            let viewModel = CardDetailsViewModel(card: alpha, mode: .normal, services: environment.services)
            environment.store.getResult = .success([Self.changed])

            environment.store.changes.notify()
            await settle()

            expect(viewModel.shownDetails.name).to(equal("Alpha Extra"))
        }

        @Test("publishes the card as stored now once the form's changes are discarded")
        func rereadsAfterDiscard() async {
            let environment = ViewModelEnvironment(cards: [alpha])
            let viewModel = editing(environment)
            await settle()
            environment.store.getResult = .success([Self.changed])

            viewModel.confirmDiscard()
            await settle()

            expect(viewModel.shownDetails.mode).to(equal(.normal))
            expect(viewModel.shownDetails.name).to(equal("Alpha Extra"))
        }

        @Test("keeps the draft and the revision it was read at while editing, so the save can ask")
        func keepsFormWhileEditing() async {
            let environment = ViewModelEnvironment(cards: [alpha])
            let viewModel = editing(environment)
            await settle()
            environment.store.getResult = .success([Self.changed])

            environment.store.changes.notify()
            await settle()
            viewModel.save()
            await settle()

            expect(environment.store.saved.map(\.name)).to(equal(["Alpha!"]))
            expect(environment.store.saved.map(\.revision)).to(equal([3]))
        }
    }

    @MainActor
    @Suite("when save comes twice before the store answers")
    struct SaveTwice {
        @Test("writes once and routes to no question")
        func writesOnce() async {
            let answers = ManualDispatcher()
            let environment = ViewModelEnvironment(cards: [alpha], answers: answers)
            let viewModel = editing(environment)
            await settle()
            let routes = Recorded(viewModel.route)

            viewModel.save()
            await settle()
            viewModel.save()
            await settle()
            answers.runAll()
            await settle()

            expect(environment.store.saved.map(\.revision)).to(equal([3]))
            expect(routes.values.contains { if case .askToOverwrite = $0 { true } else { false } }).to(beFalse())
            expect(viewModel.mode).to(equal(.normal))
        }
    }
}

/// The controller's side: it asks the view model's question and sends the answer back as an intent.
@MainActor
@Suite("CardDetailsViewController binding the overwrite question", .mainSerialExecutor)
struct CardDetailsViewControllerConflictSpec {
    static func savedOverAnotherWindow(_ environment: ViewModelEnvironment) -> CardDetailsViewController {
        environment.store.saveResults = [.failure(.changedElsewhere(.init(revision: 7)))]
        let controller = CardDetailsViewController(
            viewModel: CardDetailsViewModelConflictSpec.editing(environment), screens: environment.screens)
        _ = controller.hostedView.handle(.key(.control("s")))
        return controller
    }

    @Test("shows the question the view model routes to")
    func asks() async {
        let environment = ViewModelEnvironment(cards: [CardDetailsViewModelConflictSpec.alpha])

        let controller = Self.savedOverAnotherWindow(environment)
        await settle()

        expect(environment.shell.questions).to(equal(["This card was changed in another window. Overwrite it?"]))
        withExtendedLifetime(controller) {}  // its observation ends with it
    }

    @Test("y confirms the overwrite")
    func yesOverwrites() async {
        let environment = ViewModelEnvironment(cards: [CardDetailsViewModelConflictSpec.alpha])
        let controller = Self.savedOverAnotherWindow(environment)
        await settle()

        environment.shell.answer(.yes)
        await settle()

        expect(environment.store.saved.map(\.revision)).to(equal([3, 7]))
        expect(controller.hostedView.data.mode).to(equal(.normal))
    }

    @Test("n declines it and the form stays")
    func noKeepsForm() async {
        let environment = ViewModelEnvironment(cards: [CardDetailsViewModelConflictSpec.alpha])
        let controller = Self.savedOverAnotherWindow(environment)
        await settle()

        environment.shell.answer(.no)
        await settle()

        expect(environment.store.saved.count).to(equal(1))
        expect(controller.hostedView.data.mode).to(equal(.edit))
    }

}
