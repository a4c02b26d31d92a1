import Foundation
import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("PhotoLibraryInteractor")
struct PhotoLibraryInteractorSpec {
    static let first = URL(fileURLWithPath: "/photos/a.png")
    static let broken = URL(fileURLWithPath: "/photos/b.png")
    static let third = URL(fileURLWithPath: "/photos/c.jpg")
    static let firstImage = Samples.image(width: 40, height: 30)
    static let thirdImage = Samples.image(width: 50, height: 30)

    static func library(
        items: Result<[PhotoLibraryItem], PhotoLibraryError>? = nil, answers: any Dispatching = ImmediateDispatcher()
    ) -> PhotoLibraryStub {
        PhotoLibraryStub(
            items: items ?? .success([first, broken, third].map { PhotoLibraryItem(url: $0) }),
            images: [
                first: .success(firstImage), broken: .failure(.corrupt(detail: "x")), third: .success(thirdImage),
            ],
            answers: answers)
    }

    static func make(_ library: PhotoLibraryStub) -> (PhotoLibraryInteractor, PhotoLibraryPresenterSpy) {
        let interactor = PhotoLibraryInteractor(
            worker: PhotoLibraryWorker(library: library))
        let presenter = PhotoLibraryPresenterSpy()
        interactor.presenter = presenter
        return (interactor, presenter)
    }

    @Test("lists the folder once, however often the scene appears")
    func listsOnce() {
        let stub = Self.library()
        let (interactor, presenter) = Self.make(stub)

        interactor.changeVisibility(request: .init(isOnScreen: true))
        interactor.changeVisibility(request: .init(isOnScreen: false))
        interactor.changeVisibility(request: .init(isOnScreen: true))

        expect(stub.listingCount).to(equal(1))
        expect(presenter.photos.last?.items.map(\.name)).to(equal(["a.png", "b.png", "c.jpg"]))
    }

    @Test("previews the first file")
    func previewsFirst() {
        let (interactor, presenter) = Self.make(Self.library())

        interactor.changeVisibility(request: .init(isOnScreen: true))

        expect(presenter.photos.last?.preview).to(equal(.image(Self.firstImage)))
    }

    @Test("presents a folder that cannot be listed")
    func folderUnreadable() {
        let (interactor, presenter) = Self.make(Self.library(items: .failure(.folderMissing(path: "/photos"))))

        interactor.changeVisibility(request: .init(isOnScreen: true))

        expect(presenter.photos.last?.problem).to(equal(.folderUnreadable(.folderMissing(path: "/photos"))))
    }

    @Test("greys a file that fails to decode when selected, with no problem to report")
    func greysOnSelect() {
        let (interactor, presenter) = Self.make(Self.library())
        interactor.changeVisibility(request: .init(isOnScreen: true))

        interactor.selectPhoto(request: .init(index: 1))

        expect(presenter.photos.last?.items[1].problem).to(equal(.corrupt(detail: "x")))
        expect(presenter.photos.last?.preview).to(equal(.unavailable(.corrupt(detail: "x"))))
        expect(presenter.photos.last?.problem).to(beNil())
    }

    @Test("does not decode a greyed file or the kept preview again")
    func decodesOnce() {
        let stub = Self.library()
        let (interactor, _) = Self.make(stub)
        interactor.changeVisibility(request: .init(isOnScreen: true))
        interactor.selectPhoto(request: .init(index: 1))

        interactor.selectPhoto(request: .init(index: 0))
        interactor.selectPhoto(request: .init(index: 1))

        expect(stub.requestedImages).to(equal([Self.first, Self.broken]))
    }

    @Test("ignores a late preview of a file the user moved away from")
    func latePreview() {
        let answers = ManualDispatcher()
        let (interactor, presenter) = Self.make(Self.library(answers: answers))
        interactor.changeVisibility(request: .init(isOnScreen: true))
        answers.runNext()
        interactor.selectPhoto(request: .init(index: 2))

        answers.runNext()

        expect(presenter.photos.last?.preview).to(equal(PickPhoto.BrowsePhotos.Preview.none))
    }

    @Test("chooses the previewed picture without decoding it again")
    func choosesPreviewed() {
        let stub = Self.library()
        let (interactor, presenter) = Self.make(stub)
        interactor.changeVisibility(request: .init(isOnScreen: true))

        interactor.choosePhoto(request: .init(index: 0))

        expect(interactor.chosenImage).to(equal(Self.firstImage))
        expect(presenter.chosen.map(\.size)).to(equal([Self.firstImage.size]))
        expect(stub.requestedImages.count).to(equal(1))
    }

    @Test("decodes a file that is not previewed, then chooses it")
    func decodesThenChooses() {
        let (interactor, _) = Self.make(Self.library())
        interactor.changeVisibility(request: .init(isOnScreen: true))

        interactor.choosePhoto(request: .init(index: 2))

        expect(interactor.chosenImage).to(equal(Self.thirdImage))
    }

    @Test("chooses again after a choice it had to decode: one choice at a time, not one in all")
    func choosesAgain() {
        let (interactor, _) = Self.make(Self.library())
        interactor.changeVisibility(request: .init(isOnScreen: true))
        interactor.choosePhoto(request: .init(index: 2))

        interactor.choosePhoto(request: .init(index: 0))

        expect(interactor.chosenImage).to(equal(Self.firstImage))
    }

    @Test("presents a chosen file that does not decode as a problem, choosing nothing")
    func unreadableChoice() {
        let (interactor, presenter) = Self.make(Self.library())
        interactor.changeVisibility(request: .init(isOnScreen: true))

        interactor.choosePhoto(request: .init(index: 1))

        expect(presenter.photos.last?.problem).to(equal(.unreadable(name: "b.png", .corrupt(detail: "x"))))
        expect(presenter.chosen).to(beEmpty())
    }

    @Test("ignores more choices while one decodes, and chooses nothing once the scene is covered")
    func oneChoiceAtATime() {
        let answers = ManualDispatcher()
        let (interactor, presenter) = Self.make(Self.library(answers: answers))
        interactor.changeVisibility(request: .init(isOnScreen: true))
        answers.runNext()
        interactor.choosePhoto(request: .init(index: 2))
        interactor.choosePhoto(request: .init(index: 2))

        interactor.changeVisibility(request: .init(isOnScreen: false))
        answers.runAll()

        expect(presenter.chosen).to(beEmpty())
    }
}
