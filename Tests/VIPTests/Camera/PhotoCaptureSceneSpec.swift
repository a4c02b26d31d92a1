import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsVIP

/// The camera scene wired by its view controller, with the Card scene it hands the photo to.
@MainActor
@Suite("Camera scene", .mainSerialExecutor)
struct PhotoCaptureSceneSpec {
    let frame = Samples.image(width: 320, height: 240)
    let environment = VIPEnvironment()
    let cardDetails: CardDetailsViewController
    let controller: PhotoCaptureViewController

    init(makePhoto: @escaping CardPhotoMaking = CardPhotoMaker.photo(from:outline:)) {
        cardDetails = CardDetailsViewController(context: environment.context)
        controller = PhotoCaptureViewController(context: environment.context, makePhoto: makePhoto)
        controller.router?.photoReturn = PhotoReturn(
            screen: cardDetails, dataStore: cardDetails.router?.dataStore)
    }

    var camera: CameraStub { environment.camera }

    /// The scene on top, once its task has started the camera.
    func appeared() async {
        controller.screenWillAppear()
        await settle { camera.isRunning }
    }

    /// A frame the camera delivers, once the scene shows it.
    func deliver(_ frame: RGBAImage) async {
        let redraws = environment.shell.redrawCount
        camera.deliver(frame)
        await settle { environment.shell.redrawCount == redraws + 1 }
    }

    @MainActor
    @Suite("when it appears")
    struct Appearing {
        let spec = PhotoCaptureSceneSpec()

        @Test("leaves the camera off before")
        func off() async {
            // Then
            expect(spec.camera.startCount).to(equal(0))
        }

        @Test("starts the camera and says so until the first frame")
        func starts() async {
            // When
            await spec.appeared()

            // Then
            expect(spec.camera.isRunning).to(beTrue())
            expect(spec.environment.screenText(of: spec.controller)).to(contain(CameraView.startingText))
        }

        @Test("shows each frame with the outline centred, asking for a redraw each time")
        func frames() async {
            // Given
            await spec.appeared()

            // When
            await spec.deliver(spec.frame)
            await spec.deliver(spec.frame)

            // Then
            expect(spec.controller.hostedView.data).to(
                equal(CameraDisplayData(frame: spec.frame, outline: CardOutline.centred(in: spec.frame.size).rect)))
            expect(spec.environment.shell.redrawCount).to(equal(2))
        }

        @Test("stops the camera when it leaves")
        func stops() async {
            // Given
            await spec.appeared()

            // When
            spec.controller.screenDidDisappear()

            // Then
            await settle { !spec.camera.isRunning }
            expect(spec.camera.stopCount).to(equal(1))
        }
    }

    @MainActor
    @Suite("when the camera cannot start")
    struct Unavailable {
        let spec = PhotoCaptureSceneSpec()

        init() async {
            spec.camera.startError = .feedMissing(path: "/feed")
            spec.controller.screenWillAppear()
            await settle { [spec] in spec.camera.startCount == 1 }
        }

        @Test("says why instead of a preview")
        func saysWhy() async {
            // Then
            expect(spec.environment.screenText(of: spec.controller)).to(
                contain("Camera unavailable: the camera feed folder is missing"))
        }

        @Test("offers no shutter")
        func noShutter() async {
            // When
            let handled = spec.controller.handle(.key(.character(" ")))

            // Then
            expect(handled).to(beFalse())
            expect(spec.cardDetails.router?.dataStore?.pickedPhoto).to(beNil())
        }
    }

    @MainActor
    @Suite("when the shutter is pressed")
    struct Shutter {
        @Test("hands the frame on show, cropped to the outline, to the Card scene and goes back to it")
        func handsPhoto() async throws {
            // Given
            let spec = PhotoCaptureSceneSpec()
            await spec.appeared()
            await spec.deliver(spec.frame)

            // When
            _ = spec.controller.handle(.key(.enter))

            // Then
            expect(spec.cardDetails.router?.dataStore?.pickedPhoto).to(
                equal(try CardPhotoMaker.photo(from: spec.frame, outline: .centred(in: spec.frame.size))))
            expect(spec.environment.shell.poppedTo.first === spec.cardDetails).to(beTrue())
            await settle { spec.camera.stopCount == 1 }
        }

        @Test("says a photo was not made, keeping the camera running and the screen")
        func fails() async {
            // Given
            let spec = PhotoCaptureSceneSpec { _, _ throws(ImageError) in throw .encodingFailed(detail: "zlib") }
            await spec.appeared()
            await spec.deliver(spec.frame)

            // When
            _ = spec.controller.handle(.key(.enter))

            // Then
            expect(spec.environment.shell.lastStatus?.text).to(
                equal("Photo not made: the image could not be encoded"))
            expect(spec.camera.isRunning).to(beTrue())
            expect(spec.environment.shell.poppedTo).to(beEmpty())
        }
    }

    @Test("Esc pops back to the Card scene")
    func closes() async {
        // Given
        controller.screenWillAppear()

        // When
        _ = controller.handle(.key(.escape))

        // Then
        expect(environment.shell.popCount).to(equal(1))
    }
}
