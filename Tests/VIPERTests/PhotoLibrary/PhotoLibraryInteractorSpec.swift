import Foundation
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

/// The library interactor alone, against an output spy and the shared photo library stub.
@MainActor
@Suite("PhotoLibraryInteractor", .mainSerialExecutor)
struct PhotoLibraryInteractorSpec {
    static let first = URL(fileURLWithPath: "/photos/a.png")
    static let second = URL(fileURLWithPath: "/photos/b.png")
    static let greyed = URL(fileURLWithPath: "/photos/c.jpg")
    static let firstImage = Samples.image(width: 40, height: 30)

    let library: PhotoLibraryStub
    let output = PhotoLibraryInteractorOutputSpy()
    let interactor: PhotoLibraryInteractor

    init(items: Result<[PhotoLibraryItem], PhotoLibraryError> = .success(Self.listing)) {
        library = PhotoLibraryStub(
            items: items,
            images: [Self.first: .success(Self.firstImage), Self.second: .failure(.corrupt(detail: "x"))])
        interactor = PhotoLibraryInteractor(library: library)
        interactor.output = output
    }

    static let listing = [
        PhotoLibraryItem(url: first), PhotoLibraryItem(url: second),
        PhotoLibraryItem(url: greyed, problem: .corrupt(detail: "y")),
    ]

    @Test("drops a listing answered after it was closed")
    func closedBeforeListing() async {
        let answers = ManualDispatcher()
        let library = PhotoLibraryStub(items: .success(Self.listing), answers: answers)
        let interactor = PhotoLibraryInteractor(library: library)
        interactor.output = output
        interactor.listFolder()
        await settle()

        interactor.close()
        answers.runAll()
        await settle()

        expect(self.output.listed).to(beEmpty())
        expect(interactor.items).to(beEmpty())
    }

    @Test("lists the folder, keeps the items and reports them")
    func lists() async {
        interactor.listFolder()
        await settle()

        expect(interactor.folder).to(equal("/photos"))
        expect(interactor.items).to(equal(Self.listing))
        expect(output.listed).to(equal([Self.listing]))
    }

    @Test("reports a folder it cannot list")
    func listingFails() async {
        let spec = PhotoLibraryInteractorSpec(items: .failure(.folderMissing(path: "/photos")))

        spec.interactor.listFolder()
        await settle()

        expect(spec.output.events).to(equal(["failToList(the photo folder cannot be read)"]))
        expect(spec.interactor.items).to(beEmpty())
    }

    @Test("decodes a picture and reports it with its index")
    func loads() async {
        interactor.listFolder()
        await settle()

        interactor.loadPicture(at: 0)
        await settle()

        expect(output.loaded.map(\.image)).to(equal([Self.firstImage]))
        expect(output.loaded.map(\.index)).to(equal([0]))
    }

    @Test("answers the kept picture again without decoding it twice")
    func keeps() async {
        interactor.listFolder()
        await settle()
        interactor.loadPicture(at: 0)
        await settle()

        interactor.loadPicture(at: 0)
        await settle()

        expect(library.requestedImages).to(equal([Self.first]))
        expect(output.loaded.map(\.index)).to(equal([0, 0]))
    }

    @Test("decodes neither a greyed file nor an index past the listing")
    func ignores() async {
        interactor.listFolder()
        await settle()

        interactor.loadPicture(at: 2)
        await settle()
        interactor.loadPicture(at: 9)
        await settle()

        expect(library.requestedImages).to(beEmpty())
        expect(output.loaded).to(beEmpty())
    }

    @Test("marks a file that fails to decode with the reason and reports it")
    func marksUnreadable() async {
        interactor.listFolder()
        await settle()

        interactor.loadPicture(at: 1)
        await settle()

        expect(interactor.items[1].problem).to(equal(.corrupt(detail: "x")))
        expect(output.events).to(equal(["unreadable(1)"]))
    }
}
