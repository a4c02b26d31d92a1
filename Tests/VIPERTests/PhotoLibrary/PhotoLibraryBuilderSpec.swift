import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

@MainActor
@Suite("PhotoLibraryBuilder", .mainSerialExecutor)
struct PhotoLibraryBuilderSpec {
    @Test("wires the four roles and the module output, on the app's photo library")
    func wires() async throws {
        let environment = ModuleEnvironment()
        let output = PhotoOutputSpy()

        let view = PhotoLibraryBuilder.build(output: output, dependencies: environment.dependencies)

        let presenter = try #require(view.output as? PhotoLibraryPresenter)
        let interactor = try #require(presenter.interactor as? PhotoLibraryInteractor)
        expect(presenter.view === view).to(beTrue())
        expect(presenter.moduleOutput === output).to(beTrue())
        expect(presenter.router is PhotoLibraryRouter).to(beTrue())
        expect(interactor.output === presenter).to(beTrue())
        interactor.listFolder()
        await settle()
        expect(environment.photoLibrary.listingCount).to(equal(1))
    }
}
