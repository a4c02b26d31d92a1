import Foundation
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsMVC

@MainActor
@Suite("PhotoLibraryViewController picking", .mainSerialExecutor)
struct PhotoLibraryViewControllerPickingSpec {
    let library = LibraryFixtures.library()
    let recorder = PhotoRecorder()
    let environment: MVCTestEnvironment
    let controller: PhotoLibraryViewController

    init() {
        environment = MVCTestEnvironment(photoLibrary: library)
        controller = PhotoLibraryViewController(dependencies: environment.dependencies, completion: recorder.completion)
        controller.screenWillAppear()
    }

    var pushedCrop: CropViewController? { environment.shell.lastPushed as? CropViewController }

    @Suite("when Enter picks the previewed file")
    @MainActor
    struct PreviewedFile {
        let spec = PhotoLibraryViewControllerPickingSpec()

        @Test("pushes Crop with its picture, without decoding it again")
        func pushesCrop() async {
            await spec.controller.settled()
            _ = spec.controller.handle(.key(.enter))
            await spec.controller.settled()

            expect(spec.pushedCrop?.hostedView.data.image).to(equal(LibraryFixtures.firstImage))
            expect(spec.library.requestedImages).to(equal([LibraryFixtures.first]))
        }

        @Test("hands Crop its own completion, so the cropped photo goes back to the form")
        func passesCompletion() async {
            await spec.controller.settled()
            _ = spec.controller.handle(.key(.enter))
            await spec.controller.settled()

            _ = spec.pushedCrop?.handle(.key(.enter))

            expect(spec.recorder.photos).to(haveCount(1))
        }
    }

    @Suite("when the view picks a file that is not previewed")
    @MainActor
    struct OtherFile {
        let spec = PhotoLibraryViewControllerPickingSpec()

        @Test("decodes it and pushes Crop with its picture")
        func decodes() async {
            await spec.controller.settled()
            spec.controller.hostedView.onPick?(1)
            await spec.controller.settled()

            expect(spec.pushedCrop?.hostedView.data.image).to(equal(LibraryFixtures.secondImage))
            expect(spec.library.requestedImages.last).to(equal(LibraryFixtures.second))
        }

        @Test("reports a file that fails to decode and greys it, without pushing")
        func decodeFails() async {
            await spec.controller.settled()
            spec.library.images[LibraryFixtures.second] = .failure(.corrupt(detail: "truncated"))

            spec.controller.hostedView.onPick?(1)
            await spec.controller.settled()

            expect(spec.environment.shell.pushed).to(beEmpty())
            expect(spec.environment.shell.lastError).to(equal("Cannot use “b-back.png”: the image is damaged"))
            expect(spec.controller.hostedView.data.items[1].disabledReason).to(equal("the image is damaged"))
        }

        @Test("ignores a greyed file")
        func ignoresGreyed() async {
            await spec.controller.settled()
            spec.controller.hostedView.onPick?(2)
            await spec.controller.settled()

            expect(spec.environment.shell.pushed).to(beEmpty())
            expect(spec.library.requestedImages).toNot(contain(LibraryFixtures.damaged))
        }
    }

    @Suite("when Enter is pressed on a greyed file")
    @MainActor
    struct GreyedFile {
        let spec = PhotoLibraryViewControllerPickingSpec()

        @Test("the view does not offer the pick")
        func notOffered() async {
            await spec.controller.settled()
            _ = spec.controller.handle(.key(.character("G")))
            await spec.controller.settled()

            let handled = spec.controller.handle(.key(.enter))

            expect(handled).to(beFalse())
            expect(spec.environment.shell.pushed).to(beEmpty())
            expect(spec.controller.keyHints.map(\.keys)).toNot(contain("Enter"))
        }
    }

    @Suite("when the picked file is still decoding")
    @MainActor
    struct SlowDecode {
        let library = DeferredPhotoLibrary(items: LibraryFixtures.items)

        /// The library on screen, its preview waiting, and Enter: the pick's decode waits too.
        func picked() async -> (MVCTestEnvironment, PhotoLibraryViewController, pick: Task<Void, Never>?) {
            let (environment, controller) = await LibraryFixtures.appearedLibrary(on: library)
            _ = controller.handle(.key(.enter))
            await until { library.pendingURLs.count == 2 }
            return (environment, controller, controller.picking?.task)
        }

        @Test("ignores more picks until it is done, then pushes Crop once")
        func pushesOnce() async {
            let (environment, controller, pick) = await picked()
            _ = controller.handle(.key(.enter))

            for _ in 1...3 { library.answer(LibraryFixtures.first, with: .success(LibraryFixtures.firstImage)) }
            await pick?.value
            await controller.settled()

            expect(environment.shell.pushed).to(haveCount(1))
            expect(library.pendingURLs).to(beEmpty())
        }

        @Test("does not push Crop when the user has left the library meanwhile")
        func leftMeanwhile() async {
            let (environment, controller, pick) = await picked()
            controller.screenDidDisappear()

            library.answer(LibraryFixtures.first, with: .success(LibraryFixtures.firstImage))
            library.answer(LibraryFixtures.first, with: .success(LibraryFixtures.firstImage))
            await pick?.value

            expect(environment.shell.pushed).to(beEmpty())
        }
    }
}
