import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsMVC

@MainActor
@Suite("CropViewController", .mainSerialExecutor)
struct CropViewControllerSpec {
    /// 2 % of 400 is 8 pixels across, 2 % of 300 is 6 down, 5 % of 400 is 20 of width.
    let image = Samples.image(width: 400, height: 300)
    let environment = MVCTestEnvironment()
    let recorder = PhotoRecorder()
    let controller: CropViewController

    /// Without `makePhoto` the controller is built as the library builds it, making real photos.
    init(makePhoto: CardPhotoMaking? = nil) {
        controller =
            if let makePhoto {
                CropViewController(
                    image: image, dependencies: environment.dependencies, completion: recorder.completion,
                    makePhoto: makePhoto)
            } else {
                CropViewController(
                    image: image, dependencies: environment.dependencies, completion: recorder.completion)
            }
    }

    var centred: CardOutline { CardOutline.centred(in: image.size) }

    @Suite("when shown")
    @MainActor
    struct Shown {
        let spec = CropViewControllerSpec()

        @Test("gives its view the picture with the outline centred on it")
        func showsPicture() {
            let data = spec.controller.hostedView.data

            expect(data.image).to(equal(spec.image))
            expect(data.outline).to(equal(spec.centred.rect))
            expect(spec.environment.screenText(of: spec.controller)).to(contain(CropView.caption))
        }
    }

    @Suite("when the outline is moved or resized")
    @MainActor
    struct Adjusting {
        let spec = CropViewControllerSpec()

        @Test(
            "moves it by the view's step",
            arguments: [(Key.left, -8, 0), (.right, 8, 0), (.up, 0, -6), (.down, 0, 6)])
        func moves(key: Key, dx: Int, dy: Int) {
            _ = spec.controller.handle(.key(key))

            let expected = spec.centred.moved(dx: dx, dy: dy, within: spec.image.size)
            expect(spec.controller.hostedView.data.outline).to(equal(expected.rect))
        }

        @Test("resizes it by the view's step", arguments: [(Character("+"), 20), ("-", -20)])
        func resizes(key: Character, step: Int) {
            _ = spec.controller.handle(.key(.character(key)))

            let expected = spec.centred.resized(by: step, within: spec.image.size)
            expect(spec.controller.hostedView.data.outline).to(equal(expected.rect))
        }
    }

    @Suite("when Enter crops")
    @MainActor
    struct Cropping {
        let spec = CropViewControllerSpec()

        @Test("hands back the picture cropped to the outline where the user left it")
        func handsBackPhoto() throws {
            _ = spec.controller.handle(.key(.down))

            _ = spec.controller.handle(.key(.enter))

            let outline = spec.centred.moved(dx: 0, dy: 6, within: spec.image.size)
            let expected = try CardPhotoMaker.photo(from: spec.image, outline: outline)
            expect(spec.recorder.photos).to(equal([expected]))
        }

        @Test("leaves the popping to the form it hands the photo to")
        func doesNotPop() {
            _ = spec.controller.handle(.key(.enter))

            expect(spec.environment.shell.popCount).to(equal(0))
            expect(spec.environment.shell.poppedTo).to(beEmpty())
        }
    }

    @Suite("when the photo cannot be made")
    @MainActor
    struct EncodingFails {
        let spec = CropViewControllerSpec { _, _ throws(ImageError) in
            throw .encodingFailed(detail: "zlib")
        }

        @Test("says so on the status line and keeps the screen")
        func reports() {
            _ = spec.controller.handle(.key(.enter))

            expect(spec.recorder.photos).to(beEmpty())
            expect(spec.environment.shell.lastError).to(equal("Photo not made: the image could not be encoded"))
            expect(spec.environment.shell.popCount).to(equal(0))
        }
    }

    @Suite("when cancelled")
    @MainActor
    struct Cancelled {
        let spec = CropViewControllerSpec()

        @Test("pops back to the library on Esc")
        func pops() {
            _ = spec.controller.handle(.key(.escape))

            expect(spec.environment.shell.popCount).to(equal(1))
        }
    }
}
