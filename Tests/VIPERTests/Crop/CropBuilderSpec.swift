import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

@MainActor
@Suite("CropBuilder", .mainSerialExecutor)
struct CropBuilderSpec {
    @Test("wires the four roles, the picture and the module output")
    func wires() throws {
        let environment = ModuleEnvironment()
        let output = PhotoOutputSpy()
        let image = Samples.image(width: 300, height: 200)

        let view = CropBuilder.build(image: image, output: output, dependencies: environment.dependencies)

        let presenter = try #require(view.output as? CropPresenter)
        let interactor = try #require(presenter.interactor as? CropInteractor)
        expect(presenter.view === view).to(beTrue())
        expect(presenter.moduleOutput === output).to(beTrue())
        expect(presenter.router is CropRouter).to(beTrue())
        expect(interactor.output === presenter).to(beTrue())
        expect(interactor.image).to(equal(image))
    }
}
