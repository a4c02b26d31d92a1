import Foundation
import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsVIPER

/// The library module as its builder assembles it, driven through its view with an output spy.
@MainActor
@Suite("Photo library module", .mainSerialExecutor)
struct PhotoLibraryModuleSpec {
    static let first = URL(fileURLWithPath: "/photos/a.png")
    static let broken = URL(fileURLWithPath: "/photos/b.png")
    static let third = URL(fileURLWithPath: "/photos/c.jpg")

    static func libraryEnvironment(answers: any Dispatching = ImmediateDispatcher()) -> ModuleEnvironment {
        ModuleEnvironment(
            photoLibrary: PhotoLibraryStub(
                items: .success([first, broken, third].map { PhotoLibraryItem(url: $0) }),
                images: [
                    first: .success(Samples.image(width: 40, height: 30)), broken: .failure(.corrupt(detail: "x")),
                    third: .success(Samples.image(width: 50, height: 30)),
                ], answers: answers))
    }

    @Test("the library lists once, previews the selection and greys an unreadable file")
    func libraryBrowses() async {
        let environment = Self.libraryEnvironment()
        await settle()
        let output = PhotoOutputSpy()
        let library = PhotoLibraryBuilder.build(output: output, dependencies: environment.dependencies)
        library.screenWillAppear()
        await settle()
        library.screenDidDisappear()
        await settle()
        library.screenWillAppear()
        await settle()

        _ = library.handle(.key(.down))
        await settle()

        expect(environment.photoLibrary.listingCount).to(equal(1))
        expect(library.hostedView.data.items[1]).to(equal(ListItem("b.png", disabledReason: "the image is damaged")))
        expect(library.hostedView.data.preview).to(equal(.unavailable("the image is damaged")))
        expect(environment.shell.statuses).to(beEmpty())
    }

    @Test("the library reports a picked file that does not decode, and a folder it cannot list")
    func libraryProblems() async {
        let environment = Self.libraryEnvironment()
        await settle()
        let library = PhotoLibraryBuilder.build(output: PhotoOutputSpy(), dependencies: environment.dependencies)
        library.screenWillAppear()
        await settle()
        let missing = ModuleEnvironment(photoLibrary: PhotoLibraryStub(items: .failure(.folderMissing(path: "/p"))))
        let empty = PhotoLibraryBuilder.build(output: PhotoOutputSpy(), dependencies: missing.dependencies)

        library.output?.didPick(index: 1)
        await settle()
        empty.screenWillAppear()
        await settle()

        expect(environment.shell.lastStatus?.text).to(equal("Cannot use “b.png”: the image is damaged"))
        expect(empty.hostedView.data.problem).to(equal("Photo library unavailable: the photo folder cannot be read"))
        expect(missing.shell.lastStatus).to(beNil())
    }

    @Test("the library ignores a late preview of a file left, and pushes no Crop once covered")
    func libraryLateAnswers() async {
        let answers = ManualDispatcher()
        let environment = Self.libraryEnvironment(answers: answers)
        await settle()
        let library = PhotoLibraryBuilder.build(output: PhotoOutputSpy(), dependencies: environment.dependencies)
        library.screenWillAppear()
        await settle()
        answers.runNext()
        await settle()
        _ = library.handle(.key(.down))
        await settle()
        _ = library.handle(.key(.down))
        await settle()
        answers.runNext()  // the first file's picture, after the user moved on
        await settle()
        let afterLateAnswer = library.hostedView.data.preview
        library.output?.didPick(index: 2)
        await settle()
        library.screenDidDisappear()
        await settle()

        answers.runAll()
        await settle()

        expect(afterLateAnswer).to(equal(PhotoLibraryPreview.none))
        expect(library.hostedView.data.preview).to(equal(.image(Samples.image(width: 50, height: 30))))
        expect(environment.shell.pushed).to(beEmpty())
    }
}
