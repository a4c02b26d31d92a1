import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

@MainActor
@Suite("CardDetailsBuilder", .mainSerialExecutor)
struct CardDetailsBuilderSpec {
    @Test("wires the five roles, the card and mode, the module output, and the router back to the view")
    func wires() throws {
        let environment = ModuleEnvironment()
        let output = CardDetailsModuleOutputSpy()
        let card = Samples.card("T", "Tesco")

        let view = CardDetailsBuilder.build(
            card: card, mode: .edit, output: output, dependencies: environment.dependencies)

        let presenter = try #require(view.output as? CardDetailsPresenter)
        let interactor = try #require(presenter.interactor as? CardDetailsInteractor)
        let router = try #require(presenter.router as? CardDetailsRouter)
        expect(presenter.view === view).to(beTrue())
        expect(presenter.moduleOutput === output).to(beTrue())
        expect(presenter.mode).to(equal(.edit))
        expect(interactor.output === presenter).to(beTrue())
        expect(interactor.stored).to(equal(card))
        expect(router.view === view).to(beTrue())
    }
}
