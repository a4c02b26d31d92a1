import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsVIP

/// Records what the Code interactor hands its presenter.
@MainActor
final class CodePresenterSpy: CodePresentationLogic {
    private(set) var responses: [ShowCode.Response] = []
    func presentCode(response: ShowCode.Response) { responses.append(response) }
}

/// Records what the Code presenter hands its view controller.
@MainActor
private final class CodeDisplaySpy: CodeDisplayLogic {
    private(set) var viewModels: [ShowCode.ViewModel] = []
    func displayCode(viewModel: ShowCode.ViewModel) { viewModels.append(viewModel) }
}

/// The Code scene's roles alone, and wired by its view controller with the card a Card scene's router passes in.
@MainActor
@Suite("Code scene", .mainSerialExecutor)
struct CodeSceneSpec {
    static let aurora = Card(identifier: "A", name: " Café Aurora ", number: "4006381333931", barcode: .ean13)

    @Test("its interactor hands the card passed in to the presenter")
    func interactorPresents() {
        // Given
        let interactor = CodeInteractor(worker: CardStoreWorker(cards: CardsStoreSpy(), network: NetworkSpy()))
        let presenter = CodePresenterSpy()
        interactor.presenter = presenter
        interactor.card = Self.aurora

        // When
        interactor.showCode(request: ShowCode.Request())

        // Then
        expect(presenter.responses.map(\.card)).to(equal([Self.aurora]))
    }

    @Test("its interactor follows the card in the store through the worker, and presents it as stored now")
    func interactorFollows() async {
        // Given
        let store = CardsStoreSpy()
        let stored = Card(identifier: "A", name: "Café Aurora", number: "5901234123457")
        let (interactor, presenter) = Self.interactor(on: store)
        let following = Task { await interactor.followCard(request: ShowCode.Request()) }
        await settle { store.queries.count == 1 }  // read once, and following from before that read
        store.getResult = .success([stored])

        // When
        store.changes.notify()

        // Then
        await settle { presenter.responses.count == 1 }
        following.cancel()
        expect(presenter.responses.map(\.card).last).to(equal(stored))
        expect(interactor.card).to(equal(stored))
    }

    @Test("its interactor stops following the card when its task is cancelled, as when the scene goes")
    func interactorStops() async {
        // Given
        let store = CardsStoreSpy()
        let (interactor, _) = Self.interactor(on: store)
        let following = Task { await interactor.followCard(request: ShowCode.Request()) }
        await settle { store.queries.count == 1 }

        // When
        following.cancel()
        await following.value
        store.changes.notify()

        // Then
        expect(store.queries.count).to(equal(1))
    }

    static func interactor(on store: CardsStoreSpy) -> (CodeInteractor, CodePresenterSpy) {
        let interactor = CodeInteractor(worker: CardStoreWorker(cards: store, network: NetworkSpy()))
        let presenter = CodePresenterSpy()
        interactor.presenter = presenter
        interactor.card = Self.aurora
        return (interactor, presenter)
    }

    @Test("its presenter shows the trimmed name, the number and the barcode")
    func presenterWords() {
        // Given
        let presenter = CodePresenter()
        let display = CodeDisplaySpy()
        presenter.viewController = display

        // When
        presenter.presentCode(response: ShowCode.Response(card: Self.aurora))

        // Then
        expect(display.viewModels.map(\.code)).to(
            equal([CodeDisplayData(name: "Café Aurora", number: "4006381333931", barcode: .ean13)]))
    }

    @Test("its presenter shows no number for a blank one")
    func presenterBlank() {
        // Given
        let presenter = CodePresenter()
        let display = CodeDisplaySpy()
        presenter.viewController = display

        // When
        presenter.presentCode(response: ShowCode.Response(card: Card(identifier: "B", name: "Blank", number: " ")))

        // Then
        expect(display.viewModels.map(\.code.number)).to(equal([nil]))
    }

    @Test("wired, shows the card passed in when it appears, and pops itself on Esc")
    func wired() {
        // Given
        let environment = VIPEnvironment()
        let controller = CodeViewController(context: environment.context)
        controller.router?.dataStore?.card = Self.aurora

        // When
        controller.screenWillAppear()
        _ = controller.handle(.key(.escape))

        // Then
        expect(controller.hostedView.data).to(
            equal(CodeDisplayData(name: "Café Aurora", number: "4006381333931", barcode: .ean13)))
        expect(environment.shell.popCount).to(equal(1))
    }
}
