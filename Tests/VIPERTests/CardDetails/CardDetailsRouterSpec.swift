import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

/// The Card router alone: what it builds through the other modules' builders, and where it navigates.
@MainActor
@Suite("CardDetailsRouter", .mainSerialExecutor)
struct CardDetailsRouterSpec {
    let environment = ModuleEnvironment()
    let output = PhotoOutputSpy()
    let router: CardDetailsRouter

    init() {
        router = CardDetailsRouter(dependencies: environment.dependencies)
    }

    @Test("shows a photo by pushing the photo module for that side", arguments: [Card.Side.front, .back])
    func showsPhoto(side: Card.Side) throws {
        let photo = Samples.photo()

        router.showPhoto(photo, side: side)

        let pushed = try #require(environment.shell.lastPushed as? CardPhotoViewController)
        pushed.screenWillAppear()
        expect(pushed.hostedView.data).to(equal(CardPhotoDisplayData(photo: photo, caption: side.caption)))
    }

    @Test("opens the camera module with the output it is given")
    func opensCamera() throws {
        router.openCamera(output: output)

        let pushed = try #require(environment.shell.lastPushed as? PhotoCaptureViewController)
        let presenter = try #require(pushed.output as? PhotoCapturePresenter)
        expect(presenter.moduleOutput === output).to(beTrue())
    }

    @Test("opens the library module with the output it is given")
    func opensLibrary() throws {
        router.openPhotoLibrary(output: output)

        let pushed = try #require(environment.shell.lastPushed as? PhotoLibraryViewController)
        let presenter = try #require(pushed.output as? PhotoLibraryPresenter)
        expect(presenter.moduleOutput === output).to(beTrue())
    }

    @Test("returns to its own view, past the photo modules")
    func returnsToForm() {
        let view = CardDetailsViewController(dependencies: environment.dependencies)
        router.view = view

        router.returnToForm()

        expect(environment.shell.poppedTo.count).to(equal(1))
        expect(environment.shell.poppedTo.first === view).to(beTrue())
    }

    @Test("does not navigate back to a view that is gone")
    func noView() {
        router.returnToForm()

        expect(environment.shell.poppedTo).to(beEmpty())
    }

    @Test("closes by popping")
    func closes() {
        router.close()

        expect(environment.shell.popCount).to(equal(1))
    }
}
