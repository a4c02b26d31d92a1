import Foundation
import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("PhotoLibraryPresenter", .mainSerialExecutor)
struct PhotoLibraryPresenterSpec {
    final class DisplaySpy: PhotoLibraryDisplayLogic {
        var photos: [PickPhoto.BrowsePhotos.ViewModel] = []
        var chosen = 0
        func displayPhotos(viewModel: PickPhoto.BrowsePhotos.ViewModel) { photos.append(viewModel) }
        func displayChosenPhoto(viewModel: PickPhoto.ChoosePhoto.ViewModel) { chosen += 1 }
    }

    static func present(_ response: PickPhoto.BrowsePhotos.Response) -> PickPhoto.BrowsePhotos.ViewModel? {
        let presenter = PhotoLibraryPresenter()
        let display = DisplaySpy()
        presenter.viewController = display
        presenter.presentPhotos(response: response)
        return display.photos.first
    }

    static let items = [
        PhotoLibraryItem(url: URL(fileURLWithPath: "/p/a.png")),
        PhotoLibraryItem(url: URL(fileURLWithPath: "/p/b.png"), problem: .corrupt(detail: "x")),
    ]

    @Test("lists the files, greying an unreadable one with the reason")
    func lists() {
        let viewModel = Self.present(.init(folder: "/p", items: Self.items, preview: .none, problem: nil))

        expect(viewModel?.library.items).to(
            equal([ListItem("a.png"), ListItem("b.png", disabledReason: "the image is damaged")]))
        expect(viewModel?.library.folder).to(equal("/p"))
        expect(viewModel?.status).to(beNil())
    }

    @Test(
        "words the preview",
        arguments: [
            (PickPhoto.BrowsePhotos.Preview.none, PhotoLibraryPreview.none),
            (.image(Samples.image()), .image(Samples.image())),
            (.unavailable(.corrupt(detail: "x")), .unavailable("the image is damaged")),
        ])
    func preview(preview: PickPhoto.BrowsePhotos.Preview, expected: PhotoLibraryPreview) {
        let viewModel = Self.present(.init(folder: "/p", items: Self.items, preview: preview, problem: nil))

        expect(viewModel?.library.preview).to(equal(expected))
    }

    @Test("words an unlistable folder in place of the list and an unreadable file as an error line")
    func problems() {
        let folder = Self.present(
            .init(folder: "/p", items: [], preview: .none, problem: .folderUnreadable(.folderMissing(path: "/p"))))
        let file = Self.present(
            .init(folder: "/p", items: [], preview: .none, problem: .unreadable(name: "b.png", .corrupt(detail: "x"))))

        expect(folder?.library.problem).to(equal("Photo library unavailable: the photo folder cannot be read"))
        expect(folder?.status).to(beNil())
        expect(file?.status).to(equal(StatusMessage(text: "Cannot use “b.png”: the image is damaged", isError: true)))
    }

    @Test("passes a chosen photo on")
    func chosen() {
        let presenter = PhotoLibraryPresenter()
        let display = DisplaySpy()
        presenter.viewController = display

        presenter.presentChosenPhoto(response: .init(size: PixelSize(width: 1, height: 1)))

        expect(display.chosen).to(equal(1))
    }
}
