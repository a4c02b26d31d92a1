import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsVIP

/// The Crop scene wired by its view controller, with the picture the library's router passes in and the Card
/// scene it hands the photo to.
@MainActor
@Suite("Crop scene", .mainSerialExecutor)
struct CropSceneSpec {
    /// 2 % of 400 is 8 pixels across, 2 % of 300 is 6 down, 5 % of 400 is 20 of width.
    let image = Samples.image(width: 400, height: 300)
    let environment = VIPEnvironment()
    let cardDetails: CardDetailsViewController
    let controller: CropViewController

    init(makePhoto: @escaping CardPhotoMaking = CardPhotoMaker.photo(from:outline:)) {
        cardDetails = CardDetailsViewController(context: environment.context)
        controller = CropViewController(context: environment.context, makePhoto: makePhoto)
        controller.router?.dataStore?.image = image
        controller.router?.photoReturn = PhotoReturn(
            screen: cardDetails, dataStore: cardDetails.router?.dataStore)
        controller.screenWillAppear()
    }

    var centred: CardOutline { .centred(in: image.size) }

    @Test("shows the picture with the outline centred on it")
    func shows() {
        // Then
        expect(controller.hostedView.data).to(equal(CropDisplayData(image: image, outline: centred.rect)))
        expect(environment.screenText(of: controller)).to(contain(CropView.caption))
    }

    @Test("moves and resizes the outline by the view's steps")
    func adjusts() {
        // Given
        _ = controller.handle(.key(.down))

        // When
        _ = controller.handle(.key(.character("+")))

        // Then
        let expected = centred.moved(dx: 0, dy: 6, within: image.size).resized(by: 20, within: image.size)
        expect(controller.hostedView.data.outline).to(equal(expected.rect))
    }

    @Test("asks for a redraw each time the outline moves")
    func redraws() {
        // Given
        let before = environment.shell.redrawCount

        // When
        _ = controller.handle(.key(.down))

        // Then
        expect(environment.shell.redrawCount).to(equal(before + 1))
    }

    @Test("Enter hands the photo cut where the user left the outline to the Card scene and goes back to it")
    func crops() throws {
        // Given
        _ = controller.handle(.key(.down))

        // When
        _ = controller.handle(.key(.enter))

        // Then
        let outline = centred.moved(dx: 0, dy: 6, within: image.size)
        expect(cardDetails.router?.dataStore?.pickedPhoto).to(
            equal(try CardPhotoMaker.photo(from: image, outline: outline)))
        expect(environment.shell.poppedTo.first === cardDetails).to(beTrue())
    }

    @Test("says a photo was not made on the status line, staying on the screen")
    func fails() {
        // Given
        let spec = CropSceneSpec { _, _ throws(ImageError) in throw .encodingFailed(detail: "zlib") }

        // When
        _ = spec.controller.handle(.key(.enter))

        // Then
        expect(spec.environment.shell.lastStatus?.text).to(equal("Photo not made: the image could not be encoded"))
        expect(spec.environment.shell.poppedTo).to(beEmpty())
        expect(spec.environment.shell.popCount).to(equal(0))
    }

    @Test("Esc pops back to the library")
    func cancels() {
        // When
        _ = controller.handle(.key(.escape))

        // Then
        expect(environment.shell.popCount).to(equal(1))
    }
}
