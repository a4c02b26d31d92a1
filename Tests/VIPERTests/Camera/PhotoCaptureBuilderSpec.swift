import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

@MainActor
@Suite("PhotoCaptureBuilder", .mainSerialExecutor)
struct PhotoCaptureBuilderSpec {
    @Test("wires the four roles and the module output, on the app's camera")
    func wires() throws {
        let environment = ModuleEnvironment()
        let output = PhotoOutputSpy()

        let view = PhotoCaptureBuilder.build(output: output, dependencies: environment.dependencies)

        let presenter = try #require(view.output as? PhotoCapturePresenter)
        let interactor = try #require(presenter.interactor as? PhotoCaptureInteractor)
        expect(presenter.view === view).to(beTrue())
        expect(presenter.moduleOutput === output).to(beTrue())
        expect(presenter.router is PhotoCaptureRouter).to(beTrue())
        expect(interactor.output === presenter).to(beTrue())
        interactor.startCamera()
        expect(environment.camera.startCount).to(equal(1))
    }
}
