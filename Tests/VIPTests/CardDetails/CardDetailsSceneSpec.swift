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
@Suite("Card scene")
struct CardDetailsSceneSpec {
    static let card = Samples.card("T", "Tesco")

    static func shown(
        _ environment: VIPEnvironment, card: Card = card, mode: CardDetailsMode = .normal
    ) -> CardDetailsViewController {
        let controller = CardDetailsViewController(context: environment.context)
        controller.router?.dataStore?.opening = mode == .create ? .new(card) : .stored(card)
        controller.screenWillAppear()
        if mode == .edit { _ = controller.handle(.key(.character("e"))) }
        return controller
    }

    @Test("shows the card's name and both captions")
    func shows() {
        let environment = VIPEnvironment()

        let controller = Self.shown(environment)

        let text = environment.screenText(of: controller)
        expect(text).to(contain("Tesco"))
        expect(text).to(contain("Front"))
    }

    @Test("e edits; Ctrl-S saves, says Uploaded and shows the card in normal mode")
    func editsAndSaves() {
        let environment = VIPEnvironment()
        let controller = Self.shown(environment)

        _ = controller.handle(.key(.character("e")))
        _ = controller.handle(.key(.character("!")))
        _ = controller.handle(.key(.control("s")))

        expect(environment.store.saved.first?.name).to(equal("Tesco!"))
        expect(environment.statusTexts).to(equal(["Saved", "Uploaded"]))
        expect(controller.hostedView.data.mode).to(equal(.normal))
    }

    @Test("shows the backend's answer after the scene has left, keeping no view controller alive for it")
    func outlivesPop() {
        let answers = ManualDispatcher()
        let environment = VIPEnvironment(answers: answers)
        weak var weakController: CardDetailsViewController?
        do {
            let draft = Card(identifier: "N", name: "New", front: Samples.photo(), back: Samples.photo())
            let controller = Self.shown(environment, card: draft, mode: .create)
            weakController = controller
            _ = controller.handle(.key(.control("s")))
            answers.runNext()
        }

        let releasedBeforeTheAnswer = weakController == nil

        answers.runAll()

        expect(releasedBeforeTheAnswer).to(beTrue())
        expect(environment.statusTexts).to(equal(["Saved", "Uploaded"]))
    }

    @Test("shows the upload's answer after leaving when a favourite mark was shown while the upload was out")
    func outlivesFavouriteStatus() {
        let answers = ManualDispatcher()
        let environment = VIPEnvironment(cards: [Self.card], answers: answers)
        var marked = Self.card
        marked.isFavourite = true
        environment.store.favouriteResult = .success(marked)
        weak var weakController: CardDetailsViewController?
        do {
            let controller = Self.shown(environment)
            weakController = controller
            answers.runAll()
            _ = controller.handle(.key(.character("e")))
            _ = controller.handle(.key(.character("!")))
            _ = controller.handle(.key(.control("s")))
            answers.runNext()
            _ = controller.handle(.key(.character("*")))
            answers.runLast()
            _ = controller.handle(.key(.escape))
        }

        answers.runAll()

        expect(environment.statusTexts).to(equal(["Saved", "Added to favourites", "Uploaded"]))
        expect(weakController).to(beNil())
    }

    @Test("f pushes the front photo, captioned")
    func showsPhoto() throws {
        let environment = VIPEnvironment()
        let controller = Self.shown(environment)

        _ = controller.handle(.key(.character("f")))

        let photo = try #require(environment.shell.lastPushed as? CardPhotoViewController)
        photo.screenWillAppear()
        expect(photo.hostedView.data).to(equal(CardPhotoDisplayData(photo: Self.card.front, caption: "Front")))
        _ = photo.handle(.key(.escape))
        expect(environment.shell.popCount).to(equal(1))
    }

    @Test("Esc in normal mode goes back to Cards")
    func back() {
        let environment = VIPEnvironment()
        let controller = Self.shown(environment)

        _ = controller.handle(.key(.escape))

        expect(environment.shell.popCount).to(equal(1))
    }

    @Test("asks before deleting; yes deletes and goes back, no keeps the card")
    func deletes() {
        let environment = VIPEnvironment()
        let controller = Self.shown(environment, mode: .edit)
        controller.hostedView.focus = .delete

        _ = controller.handle(.key(.enter))
        environment.shell.answer(.no)
        _ = controller.handle(.key(.enter))
        environment.shell.answer(.yes)

        expect(environment.shell.questions).to(equal(["Delete card “Tesco”?", "Delete card “Tesco”?"]))
        expect(environment.store.removed).to(equal([["T"]]))
        expect(environment.statusTexts).to(equal(["Deleted", "Deleted on the backend too"]))
        expect(environment.shell.popCount).to(equal(1))
    }

    @Test("asks before discarding changes; yes shows the card as it was")
    func discards() {
        let environment = VIPEnvironment()
        let controller = Self.shown(environment, mode: .edit)
        _ = controller.handle(.key(.character("x")))

        _ = controller.handle(.key(.escape))
        environment.shell.answer(.yes)

        expect(environment.shell.questions).to(equal(["Discard changes?"]))
        expect(controller.hostedView.data.name).to(equal("Tesco"))
        expect(controller.hostedView.data.mode).to(equal(.normal))
    }

    @Test("says what a card needs when it is saved without photos")
    func invalid() {
        let environment = VIPEnvironment()
        let controller = Self.shown(environment, card: .new(), mode: .create)
        _ = controller.handle(.key(.character("L")))

        _ = controller.handle(.key(.control("s")))

        expect(environment.shell.lastStatus?.isError).to(beTrue())
        expect(environment.shell.lastStatus?.text).to(equal(Messages.invalidCard))
    }

    @Test("the photo menu offers Camera and Library; Esc opens nothing")
    func menu() {
        let environment = VIPEnvironment()
        let controller = Self.shown(environment, mode: .edit)
        controller.hostedView.focus = .front

        _ = controller.handle(.key(.enter))
        environment.shell.choose(key: nil)

        expect(environment.shell.menus.last?.items.map(\.label)).to(equal(["Camera", "Library"]))
        expect(environment.shell.pushed).to(beEmpty())
    }

    @Test("c: the camera scene takes a photo and the form gets it for that side")
    func cameraRoundTrip() throws {
        let environment = VIPEnvironment()
        let controller = Self.shown(environment, mode: .edit)
        controller.hostedView.focus = .back
        _ = controller.handle(.key(.enter))
        environment.shell.choose(key: "c")
        let camera = try #require(environment.shell.lastPushed as? PhotoCaptureViewController)
        camera.screenWillAppear()
        let frame = Samples.image(width: 160, height: 120)
        environment.camera.deliver(frame)

        _ = camera.handle(.key(.enter))
        camera.screenDidDisappear()
        controller.screenWillAppear()

        expect(environment.shell.poppedTo.last === controller).to(beTrue())
        expect(controller.hostedView.data.back).to(
            equal(try CardPhotoMaker.photo(from: frame, outline: .centred(in: frame.size))))
        expect(environment.camera.stopCount).to(equal(1))
    }

    @Test("l: the library lists, Crop makes the photo, and the form gets it")
    func libraryRoundTrip() throws {
        let url = URL(fileURLWithPath: "/photos/a.png")
        let picture = Samples.image(width: 300, height: 200)
        let environment = VIPEnvironment(
            photoLibrary: PhotoLibraryStub(
                items: .success([PhotoLibraryItem(url: url)]), images: [url: .success(picture)]))
        let controller = Self.shown(environment, mode: .edit)
        controller.hostedView.focus = .front
        _ = controller.handle(.key(.enter))
        environment.shell.choose(key: "l")
        let library = try #require(environment.shell.lastPushed as? PhotoLibraryViewController)
        library.screenWillAppear()

        _ = library.handle(.key(.enter))
        let crop = try #require(environment.shell.lastPushed as? CropViewController)
        crop.screenWillAppear()
        _ = crop.handle(.key(.right))
        _ = crop.handle(.key(.character("+")))
        _ = crop.handle(.key(.enter))
        controller.screenWillAppear()

        expect(environment.screenText(of: library)).to(contain("a.png"))
        expect(crop.hostedView.data.image).to(equal(picture))
        expect(environment.shell.poppedTo.last === controller).to(beTrue())
        expect(controller.hostedView.data.front).toNot(equal(Self.card.front))
    }

    @Test("photo scenes close themselves on Esc and report a photo not made")
    func photoScenesClose() throws {
        let environment = VIPEnvironment()
        let failing: CardPhotoMaking = { _, _ throws(ImageError) in throw .encodingFailed(detail: "x") }
        let camera = PhotoCaptureViewController(context: environment.context, makePhoto: failing)
        camera.screenWillAppear()
        environment.camera.deliver(Samples.image(width: 160, height: 120))
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
    func libraryProblem() {
        let environment = VIPEnvironment(photoLibrary: PhotoLibraryStub(items: .failure(.folderMissing(path: "/p"))))
        let library = PhotoLibraryViewController(context: environment.context)

        library.screenWillAppear()

        expect(library.hostedView.data.problem).to(equal("Photo library unavailable: the photo folder cannot be read"))
        expect(environment.shell.lastStatus).to(beNil())
    }
}
