import Foundation
import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsMVC

@MainActor
@Suite("PhotoLibraryViewController")
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
        func listsFiles() {
            spec.controller.screenWillAppear()

            expect(spec.view.data.items).to(
                equal([
                    ListItem("a-front.png"), ListItem("b-back.png"),
                    ListItem("c-broken.jpg", disabledReason: "the image is damaged"),
                ]))
            expect(spec.environment.screenText(of: spec.controller)).to(contain("c-broken.jpg — the image is damaged"))
        }

        @Test("names the folder")
        func namesFolder() {
            spec.controller.screenWillAppear()

            expect(spec.view.data.folder).to(equal("/photos"))
        }

        @Test("previews the first file")
        func previewsFirst() {
            spec.controller.screenWillAppear()

            expect(spec.view.data.preview).to(equal(.image(LibraryFixtures.firstImage)))
            expect(spec.environment.screenText(of: spec.controller)).to(contain("320×200 pixels"))
            expect(spec.environment.shell.redrawCount).to(beGreaterThan(0))
        }

        @Test("keeps the list when it appears again, back from Crop")
        func listsOnce() {
            spec.controller.screenWillAppear()
            spec.controller.screenDidDisappear()

            spec.controller.screenWillAppear()

            expect(spec.library.listingCount).to(equal(1))
            expect(spec.library.requestedImages).to(equal([LibraryFixtures.first]))
        }
    }

    @Suite("when the folder has no pictures")
    @MainActor
    struct EmptyFolder {
        let spec = PhotoLibraryViewControllerSpec(library: PhotoLibraryStub(items: .success([])))

        @Test("says so and decodes nothing")
        func saysEmpty() {
            spec.controller.screenWillAppear()

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
        func reports() {
            spec.controller.screenWillAppear()

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
        func previews() {
            _ = spec.controller.handle(.key(.down))

            expect(spec.view.data.preview).to(equal(.image(LibraryFixtures.secondImage)))
        }

        @Test("shows why a greyed file cannot be previewed, without decoding it")
        func greyed() {
            _ = spec.controller.handle(.key(.character("G")))

            expect(spec.view.data.preview).to(equal(.unavailable("the image is damaged")))
            expect(spec.library.requestedImages).toNot(contain(LibraryFixtures.damaged))
        }

        @Test("shows the kept preview again, without decoding, when coming back past a greyed file")
        func reusesPreview() {
            _ = spec.controller.handle(.key(.character("G")))

            _ = spec.controller.handle(.key(.character("g")))

            expect(spec.view.data.preview).to(equal(.image(LibraryFixtures.firstImage)))
            expect(spec.library.requestedImages).to(equal([LibraryFixtures.first]))
        }

        @Test("greys a file that fails to decode, with the reason, and says nothing on the status line")
        func greysUndecodable() {
            spec.library.images[LibraryFixtures.second] = .failure(.corrupt(detail: "truncated"))

            _ = spec.controller.handle(.key(.down))

            expect(spec.view.data.items[1]).to(equal(ListItem("b-back.png", disabledReason: "the image is damaged")))
            expect(spec.view.data.preview).to(equal(.unavailable("the image is damaged")))
            expect(spec.environment.shell.statuses).to(beEmpty())
        }
    }

    @Suite("when a preview comes back late")
    @MainActor
    struct LatePreview {
        let library = DeferredPhotoLibrary(items: LibraryFixtures.items)
        let environment: MVCTestEnvironment
        let controller: PhotoLibraryViewController

        init() {
            (environment, controller) = LibraryFixtures.appearedLibrary(on: library)
        }

        @Test("ignores the picture of a file the user has moved away from")
        func ignoresStale() {
            _ = controller.handle(.key(.down))

            library.answer(LibraryFixtures.first, with: .success(LibraryFixtures.firstImage))

            expect(controller.hostedView.data.preview).to(equal(PhotoLibraryPreview.none))
        }

        @Test("shows the picture of the file still selected")
        func showsCurrent() {
            _ = controller.handle(.key(.down))
            library.answer(LibraryFixtures.first, with: .success(LibraryFixtures.firstImage))

            library.answer(LibraryFixtures.second, with: .success(LibraryFixtures.secondImage))

            expect(controller.hostedView.data.preview).to(equal(.image(LibraryFixtures.secondImage)))
        }

        @Test("still greys a file the user moved away from when it fails, leaving the preview alone")
        func greysStaleFailure() {
            _ = controller.handle(.key(.down))

            library.answer(LibraryFixtures.first, with: .failure(LibraryFixtures.damage))

            expect(controller.hostedView.data.items[0].isEnabled).to(beFalse())
            expect(controller.hostedView.data.preview).to(equal(PhotoLibraryPreview.none))
        }
    }

    @Suite("when closed")
    @MainActor
    struct Closed {
        let spec = PhotoLibraryViewControllerSpec()

        @Test("pops itself on Esc")
        func pops() {
            spec.controller.screenWillAppear()

            _ = spec.controller.handle(.key(.escape))

            expect(spec.environment.shell.popCount).to(equal(1))
        }
    }
}
