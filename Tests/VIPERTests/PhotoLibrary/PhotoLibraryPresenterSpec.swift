import Foundation
import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

/// The library presenter alone, against mocks of its view, interactor, router and module output; the test
/// answers the pictures the presenter asks for as the interactor would.
@MainActor
@Suite("PhotoLibraryPresenter", .mainSerialExecutor)
struct PhotoLibraryPresenterSpec {
    static let damage = ImageError.corrupt(detail: "bad marker")
    static let items = [
        PhotoLibraryItem(url: URL(fileURLWithPath: "/photos/a-front.png")),
        PhotoLibraryItem(url: URL(fileURLWithPath: "/photos/b-back.png")),
        PhotoLibraryItem(url: URL(fileURLWithPath: "/photos/c-broken.jpg"), problem: damage),
    ]
    static let firstImage = Samples.image(width: 320, height: 200)
    static let secondImage = Samples.image(width: 300, height: 240)

    let view = PhotoLibraryViewMock()
    let interactor = PhotoLibraryInteractorMock()
    let router = PhotoLibraryRouterMock()
    let moduleOutput = PhotoOutputSpy()
    let presenter: PhotoLibraryPresenter

    init() {
        presenter = PhotoLibraryPresenter(interactor: interactor, router: router)
        presenter.view = view
        presenter.moduleOutput = moduleOutput
    }

    /// On screen with the folder listed and the first picture previewed.
    static func listed() -> PhotoLibraryPresenterSpec {
        let spec = PhotoLibraryPresenterSpec()
        spec.presenter.viewWillAppear()
        spec.interactor.items = items
        spec.presenter.didList(items)
        spec.presenter.didLoad(firstImage, at: 0)
        return spec
    }

    @MainActor
    @Suite("when it first appears")
    struct FirstAppearance {
        @Test("asks for the listing once, however often the view appears")
        func listsOnce() {
            let spec = PhotoLibraryPresenterSpec()

            spec.presenter.viewWillAppear()
            spec.presenter.viewDidDisappear()
            spec.presenter.viewWillAppear()

            expect(spec.interactor.listCount).to(equal(1))
        }

        @Test("shows the files of the folder, greying the unreadable one with the reason")
        func listsFiles() {
            let spec = listed()

            expect(spec.view.shown.last?.folder).to(equal("/photos"))
            expect(spec.view.shown.last?.items).to(
                equal([
                    ListItem("a-front.png"), ListItem("b-back.png"),
                    ListItem("c-broken.jpg", disabledReason: "the image is damaged"),
                ]))
        }

        @Test("asks for the first picture and previews it")
        func previewsFirst() {
            let spec = listed()

            expect(spec.interactor.loaded).to(equal([0]))
            expect(spec.view.shown.last?.preview).to(equal(.image(firstImage)))
        }

        @Test("asks for no picture when the folder is empty")
        func emptyFolder() {
            let spec = PhotoLibraryPresenterSpec()
            spec.presenter.viewWillAppear()

            spec.presenter.didList([])

            expect(spec.interactor.loaded).to(beEmpty())
            expect(spec.view.shown.last?.items).to(beEmpty())
        }

        @Test("shows in place of the list, once, that the folder cannot be listed")
        func listingFails() {
            let spec = PhotoLibraryPresenterSpec()

            spec.presenter.didFailToList(.folderMissing(path: "/photos"))

            expect(spec.view.shown.last?.problem).to(
                equal("Photo library unavailable: the photo folder cannot be read"))
            expect(spec.view.statuses).to(beEmpty())
        }
    }

    @MainActor
    @Suite("when the selection moves")
    struct SelectionMoves {
        let spec = listed()

        @Test("asks for the newly selected picture and previews it when it comes")
        func previews() {
            spec.presenter.didSelect(index: 1)
            let whileDecoding = spec.view.shown.last?.preview

            spec.presenter.didLoad(secondImage, at: 1)

            expect(spec.interactor.loaded).to(equal([0, 1]))
            expect(whileDecoding).to(equal(PhotoLibraryPreview.none))
            expect(spec.view.shown.last?.preview).to(equal(.image(secondImage)))
        }

        @Test("shows why a greyed file cannot be previewed, asking for nothing")
        func greyed() {
            spec.presenter.didSelect(index: 2)

            expect(spec.view.shown.last?.preview).to(equal(.unavailable("the image is damaged")))
            expect(spec.interactor.loaded).to(equal([0]))
        }

        @Test("ignores the picture of a file the user has moved away from")
        func ignoresStale() {
            spec.presenter.didSelect(index: 1)

            spec.presenter.didLoad(firstImage, at: 0)

            expect(spec.view.shown.last?.preview).to(equal(PhotoLibraryPreview.none))
        }

        @Test("greys a file found unreadable, with the reason, and says nothing on the status line")
        func greysUnreadable() {
            spec.presenter.didSelect(index: 1)
            spec.interactor.items[1] = PhotoLibraryItem(url: items[1].url, problem: damage)

            spec.presenter.didFindUnreadable(at: 1, damage)

            expect(spec.view.shown.last?.items[1]).to(
                equal(ListItem("b-back.png", disabledReason: "the image is damaged")))
            expect(spec.view.shown.last?.preview).to(equal(.unavailable("the image is damaged")))
            expect(spec.view.statuses).to(beEmpty())
        }

        @Test("greys a file the user moved away from when it fails, leaving the preview alone")
        func greysStale() {
            spec.presenter.didSelect(index: 1)
            spec.interactor.items[0] = PhotoLibraryItem(url: items[0].url, problem: damage)

            spec.presenter.didFindUnreadable(at: 0, damage)

            expect(spec.view.shown.last?.items[0].isEnabled).to(beFalse())
            expect(spec.view.shown.last?.preview).to(equal(PhotoLibraryPreview.none))
        }
    }

    @MainActor
    @Suite("when a file is picked")
    struct Picking {
        let spec = listed()

        @Test("opens Crop with its picture, handing it this presenter as output")
        func opensCrop() {
            spec.presenter.didPick(index: 0)
            spec.presenter.didLoad(firstImage, at: 0)

            expect(spec.router.cropped.map(\.image)).to(equal([firstImage]))
            expect(spec.router.cropped.first?.output === spec.presenter).to(beTrue())
        }

        @Test("ignores more picks until the picture comes, then opens Crop once")
        func oneAtATime() {
            spec.presenter.didPick(index: 1)
            spec.presenter.didPick(index: 1)
            spec.presenter.didPick(index: 0)

            spec.presenter.didLoad(secondImage, at: 1)
            spec.presenter.didLoad(secondImage, at: 1)

            expect(spec.interactor.loaded).to(equal([0, 1]))
            expect(spec.router.cropped).to(haveCount(1))
        }

        @Test("ignores a greyed file")
        func ignoresGreyed() {
            spec.presenter.didPick(index: 2)

            expect(spec.interactor.loaded).to(equal([0]))
            expect(spec.router.cropped).to(beEmpty())
        }

        @Test("opens no Crop when the user has left the library meanwhile")
        func leftMeanwhile() {
            spec.presenter.didPick(index: 1)
            spec.presenter.viewDidDisappear()

            spec.presenter.didLoad(secondImage, at: 1)

            expect(spec.router.cropped).to(beEmpty())
        }

        @Test("says a picked file does not decode, opening nothing")
        func unreadable() {
            spec.presenter.didPick(index: 1)
            spec.interactor.items[1] = PhotoLibraryItem(url: items[1].url, problem: damage)

            spec.presenter.didFindUnreadable(at: 1, damage)

            expect(spec.view.statuses).to(
                equal([StatusMessage(text: "Cannot use “b-back.png”: the image is damaged", isError: true)]))
            expect(spec.router.cropped).to(beEmpty())
        }

        @Test("after a picked file failed to decode, picks the next file as usual")
        func recoversAfterFailure() {
            spec.presenter.didPick(index: 1)
            spec.interactor.items[1] = PhotoLibraryItem(url: items[1].url, problem: damage)
            spec.presenter.didFindUnreadable(at: 1, damage)

            spec.presenter.didPick(index: 0)
            spec.presenter.didLoad(firstImage, at: 0)

            expect(spec.router.cropped.map(\.image)).to(equal([firstImage]))
        }

        @Test("passes Crop's photo on to its own module output")
        func passesPhoto() {
            let photo = Samples.photo()

            spec.presenter.crop(didMake: photo)

            expect(spec.moduleOutput.photos).to(equal([photo]))
        }
    }

    @Test("Esc asks the router to close")
    func closes() {
        presenter.didTapClose()

        expect(router.closeCount).to(equal(1))
    }

    @Test("Esc has the interactor cancel its listing and decoding")
    func endsWork() {
        presenter.didTapClose()

        expect(interactor.closeCount).to(equal(1))
    }
}
