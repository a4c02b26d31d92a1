import Foundation
import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsMVC

@MainActor
@Suite("PhotoLibraryViewController", .mainSerialExecutor)
struct PhotoLibraryViewControllerSpec {
    let library: PhotoLibraryStub
    let environment: MVCTestEnvironment
    let controller: PhotoLibraryViewController

    init(library: PhotoLibraryStub = LibraryFixtures.library()) {
        self.library = library
        environment = MVCTestEnvironment(photoLibrary: library)
        controller = PhotoLibraryViewController(dependencies: environment.dependencies) { _ in }
    }

    var view: PhotoLibraryView { controller.hostedView }

    @Suite("when it first appears")
    @MainActor
    struct FirstAppearance {
        let spec = PhotoLibraryViewControllerSpec()

        @Test("lists the files, greying the unreadable one with the reason")
        func listsFiles() async {
            await spec.controller.settled()
            spec.controller.screenWillAppear()
            await spec.controller.settled()

            expect(spec.view.data.items).to(
                equal([
                    ListItem("a-front.png"), ListItem("b-back.png"),
                    ListItem("c-broken.jpg", disabledReason: "the image is damaged"),
                ]))
            expect(spec.environment.screenText(of: spec.controller)).to(contain("c-broken.jpg — the image is damaged"))
        }

        @Test("names the folder")
        func namesFolder() async {
            await spec.controller.settled()
            spec.controller.screenWillAppear()
            await spec.controller.settled()

            expect(spec.view.data.folder).to(equal("/photos"))
        }

        @Test("previews the first file")
        func previewsFirst() async {
            await spec.controller.settled()
            spec.controller.screenWillAppear()
            await spec.controller.settled()

            expect(spec.view.data.preview).to(equal(.image(LibraryFixtures.firstImage)))
            expect(spec.environment.screenText(of: spec.controller)).to(contain("320×200 pixels"))
            expect(spec.environment.shell.redrawCount).to(beGreaterThan(0))
        }

        @Test("keeps the list when it appears again, back from Crop")
        func listsOnce() async {
            await spec.controller.settled()
            spec.controller.screenWillAppear()
            await spec.controller.settled()
            spec.controller.screenDidDisappear()

            spec.controller.screenWillAppear()
            await spec.controller.settled()

            expect(spec.library.listingCount).to(equal(1))
            expect(spec.library.requestedImages).to(equal([LibraryFixtures.first]))
        }
    }

    @Suite("when the folder has no pictures")
    @MainActor
    struct EmptyFolder {
        let spec = PhotoLibraryViewControllerSpec(library: PhotoLibraryStub(items: .success([])))

        @Test("says so and decodes nothing")
        func saysEmpty() async {
            await spec.controller.settled()
            spec.controller.screenWillAppear()
            await spec.controller.settled()

            expect(spec.environment.screenText(of: spec.controller)).to(contain("No PNG or JPEG images in /photos"))
            expect(spec.library.requestedImages).to(beEmpty())
        }
    }

    @Suite("when the folder cannot be listed")
    @MainActor
    struct ListingFails {
        let spec = PhotoLibraryViewControllerSpec(
            library: PhotoLibraryStub(items: .failure(.folderMissing(path: "/photos"))))

        @Test("shows it in place of the list, and not on the status line too")
        func reports() async {
            await spec.controller.settled()
            spec.controller.screenWillAppear()
            await spec.controller.settled()

            expect(spec.view.data.problem).to(equal("Photo library unavailable: the photo folder cannot be read"))
            expect(spec.environment.shell.lastError).to(beNil())
            expect(spec.view.data.items).to(beEmpty())
        }
    }

    @Suite("when the selection moves")
    @MainActor
    struct SelectionMoves {
        let spec = PhotoLibraryViewControllerSpec()

        init() {
            spec.controller.screenWillAppear()
        }

        @Test("previews the newly selected file")
        func previews() async {
            await spec.controller.settled()
            _ = spec.controller.handle(.key(.down))
            await spec.controller.settled()

            expect(spec.view.data.preview).to(equal(.image(LibraryFixtures.secondImage)))
        }

        @Test("shows why a greyed file cannot be previewed, without decoding it")
        func greyed() async {
            await spec.controller.settled()
            _ = spec.controller.handle(.key(.character("G")))
            await spec.controller.settled()

            expect(spec.view.data.preview).to(equal(.unavailable("the image is damaged")))
            expect(spec.library.requestedImages).toNot(contain(LibraryFixtures.damaged))
        }

        @Test("shows the kept preview again, without decoding, when coming back past a greyed file")
        func reusesPreview() async {
            await spec.controller.settled()
            _ = spec.controller.handle(.key(.character("G")))
            await spec.controller.settled()

            _ = spec.controller.handle(.key(.character("g")))
            await spec.controller.settled()

            expect(spec.view.data.preview).to(equal(.image(LibraryFixtures.firstImage)))
            expect(spec.library.requestedImages).to(equal([LibraryFixtures.first]))
        }

        @Test("greys a file that fails to decode, with the reason, and says nothing on the status line")
        func greysUndecodable() async {
            await spec.controller.settled()
            spec.library.images[LibraryFixtures.second] = .failure(.corrupt(detail: "truncated"))

            _ = spec.controller.handle(.key(.down))
            await spec.controller.settled()

            expect(spec.view.data.items[1]).to(equal(ListItem("b-back.png", disabledReason: "the image is damaged")))
            expect(spec.view.data.preview).to(equal(.unavailable("the image is damaged")))
            expect(spec.environment.shell.statuses).to(beEmpty())
        }
    }

    @Suite("when a preview comes back late")
    @MainActor
    struct LatePreview {
        let library = DeferredPhotoLibrary(items: LibraryFixtures.items)

        /// The library on screen, the first file's preview waiting, then the selection moved down.
        func movedDown() async -> (PhotoLibraryViewController, stale: Task<Void, Never>?) {
            let (_, controller) = await LibraryFixtures.appearedLibrary(on: library)
            let stale = controller.previewing
            _ = controller.handle(.key(.down))
            await until { library.pendingURLs.count == 2 }
            return (controller, stale)
        }

        @Test("ignores the picture of a file the user has moved away from")
        func ignoresStale() async {
            let (controller, stale) = await movedDown()

            library.answer(LibraryFixtures.first, with: .success(LibraryFixtures.firstImage))
            await stale?.value

            expect(controller.hostedView.data.preview).to(equal(PhotoLibraryPreview.none))
        }

        @Test("shows the picture of the file still selected")
        func showsCurrent() async {
            let (controller, stale) = await movedDown()
            library.answer(LibraryFixtures.first, with: .success(LibraryFixtures.firstImage))
            await stale?.value

            library.answer(LibraryFixtures.second, with: .success(LibraryFixtures.secondImage))
            await controller.settled()

            expect(controller.hostedView.data.preview).to(equal(.image(LibraryFixtures.secondImage)))
        }

        @Test("still greys a file the user moved away from when it fails, leaving the preview alone")
        func greysStaleFailure() async {
            let (controller, stale) = await movedDown()

            library.answer(LibraryFixtures.first, with: .failure(LibraryFixtures.damage))
            await stale?.value

            expect(controller.hostedView.data.items[0].isEnabled).to(beFalse())
            expect(controller.hostedView.data.preview).to(equal(PhotoLibraryPreview.none))
        }
    }

    @Suite("when closed")
    @MainActor
    struct Closed {
        let spec = PhotoLibraryViewControllerSpec()

        @Test("pops itself on Esc")
        func pops() async {
            await spec.controller.settled()
            spec.controller.screenWillAppear()
            await spec.controller.settled()

            _ = spec.controller.handle(.key(.escape))
            await spec.controller.settled()

            expect(spec.environment.shell.popCount).to(equal(1))
        }
    }
}
