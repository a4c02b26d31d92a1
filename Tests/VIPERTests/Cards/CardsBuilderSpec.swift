import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

@MainActor
@Suite("CardsBuilder", .mainSerialExecutor)
struct CardsBuilderSpec {
    @Test("wires view → presenter, presenter → view (weak), interactor and router, interactor → presenter (weak)")
    func wires() throws {
        let environment = ModuleEnvironment()

        let view = CardsBuilder.build(dependencies: environment.dependencies)

        let presenter = try #require(view.output as? CardsPresenter)
        let interactor = try #require(presenter.interactor as? CardsInteractor)
        expect(presenter.view === view).to(beTrue())
        expect(interactor.output === presenter).to(beTrue())
        expect(presenter.router is CardsRouter).to(beTrue())
    }
}
