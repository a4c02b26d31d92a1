import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

@MainActor
@Suite("CardPhotoBuilder", .mainSerialExecutor)
struct CardPhotoBuilderSpec {
    @Test("wires view → presenter, presenter → view (weak) and router, with the photo and side, and no interactor")
    func wires() throws {
        let environment = ModuleEnvironment()
        let photo = Samples.photo()

        let view = CardPhotoBuilder.build(photo: photo, side: .back, dependencies: environment.dependencies)

        let presenter = try #require(view.output as? CardPhotoPresenter)
        expect(presenter.view === view).to(beTrue())
        expect(presenter.router is CardPhotoRouter).to(beTrue())
        view.screenWillAppear()
        expect(view.hostedView.data).to(equal(CardPhotoDisplayData(photo: photo, caption: "Back")))
    }
}
