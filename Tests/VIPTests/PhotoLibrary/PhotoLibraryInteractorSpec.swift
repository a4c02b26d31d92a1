import Foundation
import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("PhotoLibraryInteractor", .mainSerialExecutor)
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
    func listsOnce() async {
        let stub = Self.library()
        let (interactor, presenter) = Self.make(stub)

        await interactor.changeVisibility(request: .init(isOnScreen: true))
        await interactor.changeVisibility(request: .init(isOnScreen: false))
        await interactor.changeVisibility(request: .init(isOnScreen: true))

        expect(stub.listingCount).to(equal(1))
        expect(presenter.photos.last?.items.map(\.name)).to(equal(["a.png", "b.png", "c.jpg"]))
    }

    @Test("previews the first file")
    func previewsFirst() async {
        let (interactor, presenter) = Self.make(Self.library())

        await interactor.changeVisibility(request: .init(isOnScreen: true))

        expect(presenter.photos.last?.preview).to(equal(.image(Self.firstImage)))
    }

    @Test("presents a folder that cannot be listed")
    func folderUnreadable() async {
        let (interactor, presenter) = Self.make(Self.library(items: .failure(.folderMissing(path: "/photos"))))

        await interactor.changeVisibility(request: .init(isOnScreen: true))

        expect(presenter.photos.last?.problem).to(equal(.folderUnreadable(.folderMissing(path: "/photos"))))
    }

    @Test("greys a file that fails to decode when selected, with no problem to report")
    func greysOnSelect() async {
        let (interactor, presenter) = Self.make(Self.library())
        await interactor.changeVisibility(request: .init(isOnScreen: true))

        await interactor.selectPhoto(request: .init(index: 1))

        expect(presenter.photos.last?.items[1].problem).to(equal(.corrupt(detail: "x")))
        expect(presenter.photos.last?.preview).to(equal(.unavailable(.corrupt(detail: "x"))))
        expect(presenter.photos.last?.problem).to(beNil())
    }

    @Test("does not decode a greyed file or the kept preview again")
    func decodesOnce() async {
        let stub = Self.library()
        let (interactor, _) = Self.make(stub)
        await interactor.changeVisibility(request: .init(isOnScreen: true))
        await interactor.selectPhoto(request: .init(index: 1))

        await interactor.selectPhoto(request: .init(index: 0))
        await interactor.selectPhoto(request: .init(index: 1))

        expect(stub.requestedImages).to(equal([Self.first, Self.broken]))
    }

    @Test("ignores a late preview of a file the user moved away from")
    func latePreview() async {
        let answers = ManualDispatcher()
        let (interactor, presenter) = Self.make(Self.library(answers: answers))
        let appearing = Task { await interactor.changeVisibility(request: .init(isOnScreen: true)) }
        await settle { answers.pendingCount == 1 }  // the listing
        answers.runNext()
        await settle { answers.pendingCount == 1 }  // the first file's preview
        let selecting = Task { await interactor.selectPhoto(request: .init(index: 2)) }
        await settle { answers.pendingCount == 2 }  // both previews

        answers.runNext()
        await appearing.value

        expect(presenter.photos.last?.preview).to(equal(PickPhoto.BrowsePhotos.Preview.none))
        answers.runAll()
        await selecting.value
    }

    @Test("chooses the previewed picture without decoding it again")
    func choosesPreviewed() async {
        let stub = Self.library()
        let (interactor, presenter) = Self.make(stub)
        await interactor.changeVisibility(request: .init(isOnScreen: true))

        await interactor.choosePhoto(request: .init(index: 0))

        expect(interactor.chosenImage).to(equal(Self.firstImage))
        expect(presenter.chosen.map(\.size)).to(equal([Self.firstImage.size]))
        expect(stub.requestedImages.count).to(equal(1))
    }

    @Test("decodes a file that is not previewed, then chooses it")
    func decodesThenChooses() async {
        let (interactor, _) = Self.make(Self.library())
        await interactor.changeVisibility(request: .init(isOnScreen: true))

        await interactor.choosePhoto(request: .init(index: 2))

        expect(interactor.chosenImage).to(equal(Self.thirdImage))
    }

    @Test("chooses again after a choice it had to decode: one choice at a time, not one in all")
    func choosesAgain() async {
        let (interactor, _) = Self.make(Self.library())
        await interactor.changeVisibility(request: .init(isOnScreen: true))
        await interactor.choosePhoto(request: .init(index: 2))

        await interactor.choosePhoto(request: .init(index: 0))

        expect(interactor.chosenImage).to(equal(Self.firstImage))
    }

    @Test("presents a chosen file that does not decode as a problem, choosing nothing")
    func unreadableChoice() async {
        let (interactor, presenter) = Self.make(Self.library())
        await interactor.changeVisibility(request: .init(isOnScreen: true))

        await interactor.choosePhoto(request: .init(index: 1))

        expect(presenter.photos.last?.problem).to(equal(.unreadable(name: "b.png", .corrupt(detail: "x"))))
        expect(presenter.chosen).to(beEmpty())
    }

    @Test("ignores more choices while one decodes, and chooses nothing once the scene is covered")
    func oneChoiceAtATime() async {
        let answers = ManualDispatcher()
        let (interactor, presenter) = Self.make(Self.library(answers: answers))
        let appearing = Task { await interactor.changeVisibility(request: .init(isOnScreen: true)) }
        await settle { answers.pendingCount == 1 }  // the listing
        answers.runNext()
        await settle { answers.pendingCount == 1 }  // the first file's preview
        let choosing = Task { await interactor.choosePhoto(request: .init(index: 2)) }
        await settle { answers.pendingCount == 2 }  // the preview and the choice's decode
        await interactor.choosePhoto(request: .init(index: 2))

        await interactor.changeVisibility(request: .init(isOnScreen: false))
        answers.runAll()
        await appearing.value
        await choosing.value

        expect(presenter.chosen).to(beEmpty())
    }
}
