import Foundation
import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsVIP

/// The Card scene wired by its configurator, with the photo scenes its router builds.
@MainActor
@Suite("Card scene", .mainSerialExecutor)
struct CardDetailsSceneSpec {
    static let card = Samples.card("T", "Tesco")

    /// The scene shown, once its first read has been answered: `answers` released round by round when they are held.
    static func shown(
        _ environment: VIPEnvironment, card: Card = card, mode: CardDetailsMode = .normal,
        answers: ManualDispatcher? = nil
    ) async -> CardDetailsViewController {
        let controller = CardDetailsViewController(context: environment.context)
        controller.router?.dataStore?.opening = mode == .create ? .new(card) : .stored(card)
        controller.screenWillAppear()
        if let answers { await answer(answers) { controller.tasks.isIdle } }
        await controller.tasks.finished()
        if mode == .edit { _ = controller.handle(.key(.character("e"))) }
        return controller
    }

    /// Until the backend has answered the uploads and deletes the scene's interactor sent.
    static func interactorAnswered(_ controller: CardDetailsViewController) async {
        await (controller.router?.dataStore as? CardDetailsInteractor)?.backendAnswered()
    }

    @Test("shows the card's name and both captions")
    func shows() async {
        let environment = VIPEnvironment()

        let controller = await Self.shown(environment)

        let text = environment.screenText(of: controller)
        expect(text).to(contain("Tesco"))
        expect(text).to(contain("Front"))
    }

    @Test("e edits; Ctrl-S saves, says Uploaded and shows the card in normal mode")
    func editsAndSaves() async {
        let environment = VIPEnvironment()
        let controller = await Self.shown(environment)

        _ = controller.handle(.key(.character("e")))
        await controller.tasks.finished()
        _ = controller.handle(.key(.character("!")))
        await controller.tasks.finished()
        _ = controller.handle(.key(.control("s")))
        await controller.tasks.finished()
        await Self.interactorAnswered(controller)

        expect(environment.store.saved.first?.name).to(equal("Tesco!"))
        expect(environment.statusTexts).to(equal(["Saved", "Uploaded"]))
        expect(controller.hostedView.data.mode).to(equal(.normal))
    }

    @Test("shows the backend's answer after the scene has left, keeping no view controller alive for it")
    func outlivesPop() async {
        let answers = ManualDispatcher()
        let environment = VIPEnvironment(answers: answers)
        weak var weakController: CardDetailsViewController?
        do {
            let draft = Card(identifier: "N", name: "New", front: Samples.photo(), back: Samples.photo())
            let controller = await Self.shown(environment, card: draft, mode: .create)
            weakController = controller
            _ = controller.handle(.key(.control("s")))
            await settle { answers.pendingCount == 1 }  // the save
            answers.runNext()
            await controller.tasks.finished()
            await settle { answers.pendingCount == 1 }  // the upload
        }

        let releasedBeforeTheAnswer = weakController == nil

        await answer(answers) { environment.statusTexts.count == 2 }

        expect(releasedBeforeTheAnswer).to(beTrue())
        expect(environment.statusTexts).to(equal(["Saved", "Uploaded"]))
    }

    @Test("shows the upload's answer after leaving when a favourite mark was shown while the upload was out")
    func outlivesFavouriteStatus() async {
        let answers = ManualDispatcher()
        let environment = VIPEnvironment(cards: [Self.card], answers: answers)
        var marked = Self.card
        marked.isFavourite = true
        environment.store.favouriteResult = .success(marked)
        weak var weakController: CardDetailsViewController?
        do {
            let controller = await Self.shown(environment, answers: answers)
            weakController = controller
            _ = controller.handle(.key(.character("e")))
            _ = controller.handle(.key(.character("!")))
            _ = controller.handle(.key(.control("s")))
            await settle { answers.pendingCount == 1 }  // the save
            answers.runNext()
            await controller.tasks.finished()
            await settle { answers.pendingCount == 1 }  // the upload
            _ = controller.handle(.key(.character("*")))
            await settle { answers.pendingCount == 2 }  // the upload and the mark
            answers.runLast()
            await controller.tasks.finished()
            _ = controller.handle(.key(.escape))
        }

        await answer(answers) { environment.statusTexts.count == 3 }

        expect(environment.statusTexts).to(equal(["Saved", "Added to favourites", "Uploaded"]))
        expect(weakController).to(beNil())
    }

    @Test("f pushes the front photo, captioned")
    func showsPhoto() async throws {
        let environment = VIPEnvironment()
        let controller = await Self.shown(environment)

        _ = controller.handle(.key(.character("f")))
        await controller.tasks.finished()

        let photo = try #require(environment.shell.lastPushed as? CardPhotoViewController)
        photo.screenWillAppear()
        expect(photo.hostedView.data).to(equal(CardPhotoDisplayData(photo: Self.card.front, caption: "Front")))
        _ = photo.handle(.key(.escape))
        expect(environment.shell.popCount).to(equal(1))
    }

    @Test("Esc in normal mode goes back to Cards")
    func back() async {
        let environment = VIPEnvironment()
        let controller = await Self.shown(environment)

        _ = controller.handle(.key(.escape))
        await controller.tasks.finished()

        expect(environment.shell.popCount).to(equal(1))
    }

    @Test("asks before deleting; yes deletes and goes back, no keeps the card")
    func deletes() async {
        let environment = VIPEnvironment()
        let controller = await Self.shown(environment, mode: .edit)
        controller.hostedView.focus = .delete

        _ = controller.handle(.key(.enter))
        await settle { environment.shell.questions.count == 1 }
        environment.shell.answer(.no)
        await controller.tasks.finished()
        _ = controller.handle(.key(.enter))
        await settle { environment.shell.questions.count == 2 }
        environment.shell.answer(.yes)
        await controller.tasks.finished()
        await Self.interactorAnswered(controller)

        expect(environment.shell.questions).to(equal(["Delete card “Tesco”?", "Delete card “Tesco”?"]))
        expect(environment.store.removed).to(equal([["T"]]))
        expect(environment.statusTexts).to(equal(["Deleted", "Deleted on the backend too"]))
        expect(environment.shell.popCount).to(equal(1))
    }

    @Test("asks before discarding changes; yes shows the card as it was")
    func discards() async {
        let environment = VIPEnvironment()
        let controller = await Self.shown(environment, mode: .edit)
        _ = controller.handle(.key(.character("x")))
        await controller.tasks.finished()

        _ = controller.handle(.key(.escape))
        await settle { environment.shell.questions.count == 1 }
        environment.shell.answer(.yes)
        await controller.tasks.finished()

        expect(environment.shell.questions).to(equal(["Discard changes?"]))
        expect(controller.hostedView.data.name).to(equal("Tesco"))
        expect(controller.hostedView.data.mode).to(equal(.normal))
    }

    @Test("says what a card needs when it is saved without photos")
    func invalid() async {
        let environment = VIPEnvironment()
        let controller = await Self.shown(environment, card: .new(), mode: .create)
        _ = controller.handle(.key(.character("L")))
        await controller.tasks.finished()

        _ = controller.handle(.key(.control("s")))
        await controller.tasks.finished()

        expect(environment.shell.lastStatus?.isError).to(beTrue())
        expect(environment.shell.lastStatus?.text).to(equal(Messages.invalidCard))
    }

    @Test("the photo menu offers Camera and Library; Esc opens nothing")
    func menu() async {
        let environment = VIPEnvironment()
        let controller = await Self.shown(environment, mode: .edit)
        controller.hostedView.focus = .front

        _ = controller.handle(.key(.enter))
        await settle { environment.shell.menus.count == 1 }
        environment.shell.choose(key: nil)
        await controller.tasks.finished()

        expect(environment.shell.menus.last?.items.map(\.label)).to(equal(["Camera", "Library"]))
        expect(environment.shell.pushed).to(beEmpty())
    }

    @Test("c: the camera scene takes a photo and the form gets it for that side")
    func cameraRoundTrip() async throws {
        let environment = VIPEnvironment()
        let controller = await Self.shown(environment, mode: .edit)
        controller.hostedView.focus = .back
        _ = controller.handle(.key(.enter))
        await settle { environment.shell.menus.count == 1 }
        environment.shell.choose(key: "c")
        await controller.tasks.finished()
        let camera = try #require(environment.shell.lastPushed as? PhotoCaptureViewController)
        camera.screenWillAppear()
        await settle { environment.camera.isRunning }
        let frame = Samples.image(width: 160, height: 120)
        environment.camera.deliver(frame)
        await settle { camera.hostedView.data.frame == frame }

        _ = camera.handle(.key(.enter))
        camera.screenDidDisappear()
        controller.screenWillAppear()
        await controller.tasks.finished()
        await settle { environment.camera.stopCount == 1 }

        expect(environment.shell.poppedTo.last === controller).to(beTrue())
        expect(controller.hostedView.data.back).to(
            equal(try CardPhotoMaker.photo(from: frame, outline: .centred(in: frame.size))))
        expect(environment.camera.stopCount).to(equal(1))
    }

    @Test("l: the library lists, Crop makes the photo, and the form gets it")
    func libraryRoundTrip() async throws {
        let url = URL(fileURLWithPath: "/photos/a.png")
        let picture = Samples.image(width: 300, height: 200)
        let environment = VIPEnvironment(
            photoLibrary: PhotoLibraryStub(
                items: .success([PhotoLibraryItem(url: url)]), images: [url: .success(picture)]))
        let controller = await Self.shown(environment, mode: .edit)
        controller.hostedView.focus = .front
        _ = controller.handle(.key(.enter))
        await settle { environment.shell.menus.count == 1 }
        environment.shell.choose(key: "l")
        await controller.tasks.finished()
        let library = try #require(environment.shell.lastPushed as? PhotoLibraryViewController)
        library.screenWillAppear()
        await library.tasks.finished()

        _ = library.handle(.key(.enter))
        await library.tasks.finished()
        let crop = try #require(environment.shell.lastPushed as? CropViewController)
        crop.screenWillAppear()
        _ = crop.handle(.key(.right))
        _ = crop.handle(.key(.character("+")))
        _ = crop.handle(.key(.enter))
        controller.screenWillAppear()
        await controller.tasks.finished()

        expect(environment.screenText(of: library)).to(contain("a.png"))
        expect(crop.hostedView.data.image).to(equal(picture))
        expect(environment.shell.poppedTo.last === controller).to(beTrue())
        expect(controller.hostedView.data.front).toNot(equal(Self.card.front))
    }

    @Test("photo scenes close themselves on Esc and report a photo not made")
    func photoScenesClose() async throws {
        let environment = VIPEnvironment()
        let failing: CardPhotoMaking = { _, _ throws(ImageError) in throw .encodingFailed(detail: "x") }
        let camera = PhotoCaptureViewController(context: environment.context, makePhoto: failing)
        camera.screenWillAppear()
        await settle { environment.camera.isRunning }
        environment.camera.deliver(Samples.image(width: 160, height: 120))
        await settle { camera.hostedView.data.frame != nil }
        _ = camera.handle(.key(.enter))
        let crop = CropViewController(context: environment.context, makePhoto: failing)
        crop.router?.dataStore?.image = Samples.image()
        crop.screenWillAppear()
        _ = crop.handle(.key(.enter))
        let library = PhotoLibraryViewController(context: environment.context)

        for screen: any Screen in [camera, crop, library] { _ = screen.handle(.key(.escape)) }

        expect(environment.shell.popCount).to(equal(3))
        expect(environment.statusTexts.filter { $0.hasPrefix("Photo not made") }.count).to(equal(2))
    }

    @Test("the library reports a folder it cannot list")
    func libraryProblem() async {
        let environment = VIPEnvironment(photoLibrary: PhotoLibraryStub(items: .failure(.folderMissing(path: "/p"))))
        let library = PhotoLibraryViewController(context: environment.context)

        library.screenWillAppear()
        await library.tasks.finished()

        expect(library.hostedView.data.problem).to(equal("Photo library unavailable: the photo folder cannot be read"))
        expect(environment.shell.lastStatus).to(beNil())
    }
}
