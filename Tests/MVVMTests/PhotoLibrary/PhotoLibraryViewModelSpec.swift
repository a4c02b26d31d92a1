import Foundation
import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsMVVM

@MainActor
@Suite("PhotoLibraryViewModel", .mainSerialExecutor)
struct PhotoLibraryViewModelSpec {
    static let first = URL(fileURLWithPath: "/photos/a.png")
    static let broken = URL(fileURLWithPath: "/photos/b.png")
    static let third = URL(fileURLWithPath: "/photos/c.jpg")
    static let pictures: [URL: Result<RGBAImage, ImageError>] = [
        first: .success(Samples.image(width: 40, height: 30)),
        broken: .failure(.corrupt(detail: "bad chunk")),
        third: .success(Samples.image(width: 50, height: 30)),
    ]

    static func library(
        items: Result<[PhotoLibraryItem], PhotoLibraryError> = .success([
            PhotoLibraryItem(url: first), PhotoLibraryItem(url: broken), PhotoLibraryItem(url: third),
        ]), answers: any Dispatching = ImmediateDispatcher()
    ) -> PhotoLibraryStub {
        PhotoLibraryStub(items: items, images: pictures, answers: answers)
    }

    static func make(_ library: PhotoLibraryStub) -> (PhotoLibraryViewModel, ViewModelEnvironment) {
        let environment = ViewModelEnvironment(photoLibrary: library)
        return (PhotoLibraryViewModel(services: environment.services), environment)
    }

    @MainActor
    @Suite("when it first appears")
    struct FirstAppearance {
        @Test("lists the files and names the folder")
        func lists() async {
            let (viewModel, _) = make(library())

            viewModel.appear()
            await settle()

            expect(viewModel.shownLibrary.items.map(\.text)).to(equal(["a.png", "b.png", "c.jpg"]))
            expect(viewModel.shownLibrary.folder).to(equal("/photos"))
        }

        @Test("previews the first file")
        func previewsFirst() async {
            let (viewModel, _) = make(library())

            viewModel.appear()
            await settle()

            expect(viewModel.shownLibrary.preview).to(equal(.image(Samples.image(width: 40, height: 30))))
        }

        @Test("keeps the list when it appears again, back from Crop")
        func listsOnce() async {
            let stub = library()
            await settle()
            let (viewModel, _) = make(stub)
            viewModel.appear()
            await settle()
            viewModel.disappear()
            await settle()

            viewModel.appear()
            await settle()

            expect(stub.listingCount).to(equal(1))
        }

        @Test("decodes nothing when the folder has no pictures")
        func emptyFolder() async {
            let stub = library(items: .success([]))
            await settle()
            let (viewModel, _) = make(stub)

            viewModel.appear()
            await settle()

            expect(viewModel.shownLibrary.items).to(beEmpty())
            expect(stub.requestedImages).to(beEmpty())
        }

        @Test("shows a folder that cannot be listed in place of the list, and not on the status line too")
        func reportsFolder() async {
            let (viewModel, _) = make(library(items: .failure(.folderMissing(path: "/photos"))))
            let status = Recorded(viewModel.status)

            viewModel.appear()
            await settle()

            expect(viewModel.shownLibrary.problem).to(
                equal("Photo library unavailable: the photo folder cannot be read"))
            expect(status.values).to(beEmpty())
        }
    }

    @MainActor
    @Suite("when the selection moves")
    struct Selecting {
        @Test("previews the newly selected file")
        func previewsSelected() async {
            let (viewModel, _) = make(library())
            viewModel.appear()
            await settle()

            viewModel.select(index: 2)
            await settle()

            expect(viewModel.shownLibrary.preview).to(equal(.image(Samples.image(width: 50, height: 30))))
        }

        @Test("greys a file that fails to decode, with the reason, saying nothing on the status line")
        func greysBroken() async {
            let (viewModel, _) = make(library())
            let status = Recorded(viewModel.status)
            viewModel.appear()
            await settle()

            viewModel.select(index: 1)
            await settle()

            expect(viewModel.shownLibrary.items[1]).to(equal(ListItem("b.png", disabledReason: "the image is damaged")))
            expect(viewModel.shownLibrary.preview).to(equal(.unavailable("the image is damaged")))
            expect(status.values).to(beEmpty())
        }

        @Test("shows why a greyed file cannot be previewed, without decoding it again")
        func noSecondDecode() async {
            let stub = library()
            await settle()
            let (viewModel, _) = make(stub)
            viewModel.appear()
            await settle()
            viewModel.select(index: 1)
            await settle()
            viewModel.select(index: 0)
            await settle()

            viewModel.select(index: 1)
            await settle()

            expect(stub.requestedImages.filter { $0 == broken }.count).to(equal(1))
            expect(viewModel.shownLibrary.preview).to(equal(.unavailable("the image is damaged")))
        }

        @Test("shows the kept preview again without decoding")
        func keepsPreview() async {
            let stub = library()
            await settle()
            let (viewModel, _) = make(stub)
            viewModel.appear()
            await settle()
            viewModel.select(index: 1)
            await settle()

            viewModel.select(index: 0)
            await settle()

            expect(stub.requestedImages.filter { $0 == first }.count).to(equal(1))
            expect(viewModel.shownLibrary.preview).to(equal(.image(Samples.image(width: 40, height: 30))))
        }
    }

    @MainActor
    @Suite("when a preview comes back late")
    struct LatePreview {
        @Test("ignores the picture of a file the user has moved away from")
        func ignoresLate() async {
            let answers = ManualDispatcher()
            let (viewModel, _) = make(library(answers: answers))
            viewModel.appear()
            await settle()
            answers.runNext()  // the listing; the first preview now waits
            await settle()
            viewModel.select(index: 2)
            await settle()

            answers.runNext()  // the first file's picture arrives after the user moved on
            await settle()

            expect(viewModel.shownLibrary.preview).to(equal(PhotoLibraryPreview.none))
        }

        @Test("shows the picture of the file still selected")
        func showsSelected() async {
            let answers = ManualDispatcher()
            let (viewModel, _) = make(library(answers: answers))
            viewModel.appear()
            await settle()
            answers.runNext()
            await settle()
            viewModel.select(index: 2)
            await settle()

            answers.runAll()
            await settle()

            expect(viewModel.shownLibrary.preview).to(equal(.image(Samples.image(width: 50, height: 30))))
        }
    }

    @MainActor
    @Suite("when a file is picked")
    struct Picking {
        @Test("routes to Crop with the previewed picture, without decoding it again")
        func cropsPreviewed() async {
            let stub = library()
            await settle()
            let (viewModel, _) = make(stub)
            let routes = Recorded(viewModel.route)
            viewModel.appear()
            await settle()

            viewModel.pick(index: 0)
            await settle()

            expect(routes.last?.crop?.shownCrop.image).to(equal(Samples.image(width: 40, height: 30)))
            expect(stub.requestedImages.count).to(equal(1))
        }

        @Test("decodes a file that is not previewed, then routes to Crop")
        func decodesThenCrops() async {
            let (viewModel, _) = make(library())
            let routes = Recorded(viewModel.route)
            viewModel.appear()
            await settle()

            viewModel.pick(index: 2)
            await settle()

            expect(routes.last?.crop?.shownCrop.image).to(equal(Samples.image(width: 50, height: 30)))
        }

        @Test("reports a file that fails to decode and greys it, routing nowhere")
        func reportsBroken() async {
            let (viewModel, _) = make(library())
            let routes = Recorded(viewModel.route)
            let status = Recorded(viewModel.status)
            viewModel.appear()
            await settle()

            viewModel.pick(index: 1)
            await settle()

            expect(routes.values).to(beEmpty())
            expect(status.values).to(equal([.error("Cannot use “b.png”: the image is damaged")]))
            expect(viewModel.shownLibrary.items[1].isEnabled).to(beFalse())
        }

        @Test("ignores more picks while one decodes, then routes once")
        func onePickAtATime() async {
            let answers = ManualDispatcher()
            let (viewModel, _) = make(library(answers: answers))
            let routes = Recorded(viewModel.route)
            viewModel.appear()
            await settle()
            answers.runNext()
            await settle()

            viewModel.pick(index: 2)
            await settle()
            viewModel.pick(index: 2)
            await settle()
            answers.runAll()
            await settle()

            expect(routes.values.count).to(equal(1))
        }

        @Test("does not route to Crop when the user has left meanwhile")
        func leftMeanwhile() async {
            let answers = ManualDispatcher()
            let (viewModel, _) = make(library(answers: answers))
            let routes = Recorded(viewModel.route)
            viewModel.appear()
            await settle()
            answers.runNext()
            await settle()
            viewModel.pick(index: 2)
            await settle()

            viewModel.disappear()
            await settle()
            answers.runAll()
            await settle()

            expect(routes.values).to(beEmpty())
        }

        @Test("hands out the photo its crop makes")
        func handsOutCroppedPhoto() async throws {
            let (viewModel, _) = make(library())
            let routes = Recorded(viewModel.route)
            let picked = Recorded(viewModel.picked)
            viewModel.appear()
            await settle()
            viewModel.pick(index: 0)
            await settle()
            let crop = try #require(routes.last?.crop)

            crop.makeCrop()
            await settle()

            expect(picked.values.count).to(equal(1))
        }
    }

    @Test("close routes to close")
    func closes() async {
        let (viewModel, _) = Self.make(Self.library())
        let routes = Recorded(viewModel.route)

        viewModel.close()
        await settle()

        guard case .close = routes.last else {
            Issue.record("no close")
            return
        }
    }
}
