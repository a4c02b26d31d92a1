import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsMVC

@MainActor
@Suite("CardPhotoViewController", .mainSerialExecutor)
struct CardPhotoViewControllerSpec {
    let environment = MVCTestEnvironment()
    let photo = Samples.photo()

    func makeController(side: Card.Side = .front, photo: Photo? = Samples.photo()) -> CardPhotoViewController {
        CardPhotoViewController(photo: photo, side: side, dependencies: environment.dependencies)
    }

    @Suite("when shown")
    @MainActor
    struct Shown {
        let spec = CardPhotoViewControllerSpec()

        @Test("gives its view the photo captioned with the side", arguments: [Card.Side.front, .back])
        func showsPhoto(side: Card.Side) {
            let controller = spec.makeController(side: side)

            let data = controller.hostedView.data

            expect(data.photo).to(equal(spec.photo))
            expect(data.caption).to(equal(side == .front ? "Front" : "Back"))
        }

        @Test("draws the caption under the photo")
        func drawsCaption() {
            let controller = spec.makeController(side: .back)

            let text = spec.environment.screenText(of: controller)

            expect(text).to(contain("Back"))
            expect(controller.title).to(equal("Photo"))
        }

        @Test("says there is no photo when the side has none")
        func noPhoto() {
            let controller = spec.makeController(photo: nil)

            let text = spec.environment.screenText(of: controller)

            expect(text).to(contain("No photo"))
        }
    }

    @Suite("when closed")
    @MainActor
    struct Closed {
        let spec = CardPhotoViewControllerSpec()

        @Test("pops itself on Esc and q", arguments: [Key.escape, .character("q")])
        func pops(key: Key) {
            let controller = spec.makeController()

            let handled = controller.handle(.key(key))

            expect(handled).to(beTrue())
            expect(spec.environment.shell.popCount).to(equal(1))
        }
    }
}
