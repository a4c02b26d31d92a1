import Foundation
import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsVIPER

/// The Card module as its builder assembles it, driven through its view.
@MainActor
@Suite("Card module", .mainSerialExecutor)
struct CardDetailsModuleSpec {
    static let card = Samples.card("T", "Tesco")

    static func build(
        _ environment: ModuleEnvironment, card: Card = card, mode: CardDetailsMode = .normal,
        output: CardDetailsModuleOutputSpy? = nil
    ) -> CardDetailsViewController {
        let view = CardDetailsBuilder.build(
            card: card, mode: mode, output: output, dependencies: environment.dependencies)
        view.screenWillAppear()
        return view
    }

    @Test("shows the card's name and both captions in normal mode")
    func shows() async {
        let environment = ModuleEnvironment()

        let view = Self.build(environment)
        await settle()

        expect(environment.screenText(of: view)).to(contain("Tesco"))
        expect(view.hostedView.data.mode).to(equal(.normal))
    }

    @Test("e edits; Ctrl-S stores first with the name trimmed, then uploads, and says so")
    func savesEdit() async {
        let log = CallLog()
        let environment = ModuleEnvironment()
        var dependencies = environment.dependencies
        dependencies = ModuleDependencies(
            cards: CardsStoreSpy(log: log), network: NetworkSpy(log: log), photoLibrary: environment.photoLibrary,
            camera: environment.camera, barcodeScanner: BarcodeScannerStub(), tracer: environment.tracer,
            shell: environment.shell, theme: .monochrome,
            photoCache: PhotoCache())
        let view = CardDetailsBuilder.build(card: Self.card, mode: .normal, output: nil, dependencies: dependencies)
        view.screenWillAppear()
        await settle()

        _ = view.handle(.key(.character("e")))
        await settle()
        for character in "  " { _ = view.handle(.key(.character(character))) }
        await settle()
        _ = view.handle(.key(.control("s")))
        await settle()

        expect(log.entries.prefix(3)).to(equal(["store.get", "store.save(T)", "network.upload(T)"]))
        expect(environment.statusTexts).to(equal(["Saved", "Uploaded"]))
        expect(view.hostedView.data.mode).to(equal(.normal))
    }

    @Test("keeps a failed upload's card stored and says why")
    func uploadFails() async {
        let environment = ModuleEnvironment()
        environment.network.uploadResult = .failure(.httpStatus(500))
        let view = Self.build(environment, mode: .edit)
        await settle()

        _ = view.handle(.key(.control("s")))
        await settle()

        expect(environment.statusTexts.last).to(equal("Saved locally; upload failed: the backend answered 500"))
        expect(environment.store.markedUploaded).to(beEmpty())
    }

    @Test("stays in the form when the store refuses, uploading nothing")
    func storeRefuses() async {
        let environment = ModuleEnvironment()
        environment.store.writeResult = .failure(.writeFailed(detail: "locked"))
        let view = Self.build(environment, mode: .edit)
        await settle()

        _ = view.handle(.key(.control("s")))
        await settle()

        expect(environment.statusTexts).to(equal(["Not saved: the cards cannot be saved"]))
        expect(view.hostedView.data.mode).to(equal(.edit))
        expect(environment.network.uploads).to(beEmpty())
    }

    @Test("says what a card needs when saved without photos, storing nothing")
    func invalid() async {
        let environment = ModuleEnvironment()
        let view = Self.build(environment, card: .new(), mode: .create)
        await settle()
        _ = view.handle(.key(.character("L")))
        await settle()

        _ = view.handle(.key(.control("s")))
        await settle()

        expect(environment.statusTexts).to(equal([Messages.invalidCard]))
        expect(environment.store.calls).to(beEmpty())
    }

    @Test("a new card saved tells the output, closes, and hands the late Uploaded to the output")
    func createsAndReportsLate() async {
        let answers = ManualDispatcher()
        let environment = ModuleEnvironment(answers: answers)
        let output = CardDetailsModuleOutputSpy()
        let draft = Card(identifier: "N", name: "New", front: Samples.photo(), back: Samples.photo())
        do {
            let view = Self.build(environment, card: draft, mode: .create, output: output)
            _ = view.handle(.key(.control("s")))
            await settle()
            answers.runNext()
            await settle()
        }
        await settle()

        answers.runAll()
        await settle()

        expect(output.created).to(equal(["N"]))
        expect(environment.shell.popCount).to(equal(1))
        expect(output.reported).to(equal([StatusMessage(text: "Uploaded")]))
    }

    @Test("asks before deleting; no keeps it, yes removes, deletes on the backend and closes")
    func deletes() async {
        let environment = ModuleEnvironment()
        let view = Self.build(environment, mode: .edit)
        await settle()
        view.hostedView.focus = .delete

        _ = view.handle(.key(.enter))
        await settle()
        environment.shell.answer(.no)
        await settle()
        _ = view.handle(.key(.enter))
        await settle()
        environment.shell.answer(.yes)
        await settle()

        expect(environment.shell.questions).to(equal(["Delete card “Tesco”?", "Delete card “Tesco”?"]))
        expect(environment.store.removed).to(equal([["T"]]))
        expect(environment.store.markedDeletedOnBackend).to(equal([["T"]]))
        expect(environment.statusTexts).to(equal(["Deleted", "Deleted on the backend too"]))
        expect(environment.shell.popCount).to(equal(1))
    }

    @Test("reports a failed backend delete and a store that cannot remove")
    func deleteFailures() async {
        let backend = ModuleEnvironment()
        backend.network.deleteResult = .failure(.timedOut)
        let store = ModuleEnvironment()
        store.store.writeResult = .failure(.writeFailed(detail: "x"))
        for environment in [backend, store] {
            let view = Self.build(environment, mode: .edit)
            await settle()
            view.hostedView.focus = .delete
            _ = view.handle(.key(.enter))
            await settle()
            environment.shell.answer(.yes)
            await settle()
        }
        await settle()

        expect(backend.statusTexts.last).to(
            equal("Deleted locally; the backend delete failed: the backend did not answer in time"))
        expect(store.statusTexts).to(equal(["Not saved: the cards cannot be saved"]))
        expect(store.network.deletes).to(beEmpty())
    }

    @Test("asks before discarding changes; yes shows the card as it was; create leaves")
    func discards() async {
        let environment = ModuleEnvironment()
        let view = Self.build(environment, mode: .edit)
        await settle()
        _ = view.handle(.key(.character("x")))
        await settle()
        _ = view.handle(.key(.escape))
        await settle()
        environment.shell.answer(.yes)
        await settle()
        let create = Self.build(environment, card: .new(), mode: .create)
        await settle()

        _ = create.handle(.key(.escape))
        await settle()

        expect(environment.shell.questions).to(equal(["Discard changes?"]))
        expect(view.hostedView.data).to(
            equal(CardDetailsDisplayData(mode: .normal, name: "Tesco", front: Self.card.front, back: Self.card.back)))
        expect(environment.shell.popCount).to(equal(1))
    }

    @Test("* marks the card in the store, says so and stars the name, tracing each hop")
    func marksFavourite() async {
        let environment = ModuleEnvironment()
        var stored = Self.card
        (stored.isFavourite, stored.revision) = (true, 1)
        environment.store.favouriteResult = .success(stored)
        let view = Self.build(environment)
        await settle()

        _ = view.handle(.key(.character("*")))
        await settle()

        expect(environment.store.favouritesSet.map(\.identifier)).to(equal(["T"]))
        expect(environment.statusTexts).to(equal(["Added to favourites"]))
        expect(environment.screenText(of: view)).to(contain("★ Tesco"))
    }

    @Test("f shows the front photo; Esc there and here close")
    func photoAndBack() async throws {
        let environment = ModuleEnvironment()
        let view = Self.build(environment)
        await settle()

        _ = view.handle(.key(.character("f")))
        await settle()
        let photo = try #require(environment.shell.lastPushed as? CardPhotoViewController)
        photo.screenWillAppear()
        await settle()
        _ = photo.handle(.key(.escape))
        await settle()
        _ = view.handle(.key(.escape))
        await settle()

        expect(photo.hostedView.data).to(equal(CardPhotoDisplayData(photo: Self.card.front, caption: "Front")))
        expect(environment.shell.popCount).to(equal(2))
    }

    @Test("the photo menu offers Camera and Library; Esc opens nothing")
    func menu() async {
        let environment = ModuleEnvironment()
        let view = Self.build(environment, mode: .edit)
        await settle()
        view.hostedView.focus = .front
        _ = view.handle(.key(.enter))
        await settle()

        environment.shell.choose(key: nil)
        await settle()

        expect(environment.shell.menus.last?.items.map(\.label)).to(equal(["Camera", "Library"]))
        expect(environment.shell.pushed).to(beEmpty())
    }

    @Test("the camera module hands its photo back for the side chosen, and the form shows it")
    func camera() async throws {
        let environment = ModuleEnvironment()
        let view = Self.build(environment, mode: .edit)
        await settle()
        view.hostedView.focus = .back
        _ = view.handle(.key(.enter))
        await settle()
        environment.shell.choose(key: "c")
        await settle()
        let camera = try #require(environment.shell.lastPushed as? PhotoCaptureViewController)
        camera.screenWillAppear()
        await settle()
        let frame = Samples.image(width: 160, height: 120)
        environment.camera.deliver(frame)
        await settle()

        _ = camera.handle(.key(.enter))
        await settle()
        camera.screenDidDisappear()
        await settle()

        expect(environment.shell.poppedTo.last === view).to(beTrue())
        expect(view.hostedView.data.back).to(
            equal(try CardPhotoMaker.photo(from: frame, outline: .centred(in: frame.size))))
        expect(environment.camera.stopCount).to(equal(1))
    }

    @Test("the library module, through Crop, hands its photo back")
    func library() async throws {
        let url = URL(fileURLWithPath: "/photos/a.png")
        let picture = Samples.image(width: 300, height: 200)
        let environment = ModuleEnvironment(
            photoLibrary: PhotoLibraryStub(
                items: .success([PhotoLibraryItem(url: url)]), images: [url: .success(picture)]))
        let view = Self.build(environment, mode: .edit)
        await settle()
        view.hostedView.focus = .front
        _ = view.handle(.key(.enter))
        await settle()
        environment.shell.choose(key: "l")
        await settle()
        let library = try #require(environment.shell.lastPushed as? PhotoLibraryViewController)
        library.screenWillAppear()
        await settle()

        _ = library.handle(.key(.enter))
        await settle()
        let crop = try #require(environment.shell.lastPushed as? CropViewController)
        crop.screenWillAppear()
        await settle()
        _ = crop.handle(.key(.right))
        await settle()
        _ = crop.handle(.key(.character("+")))
        await settle()
        _ = crop.handle(.key(.enter))
        await settle()

        expect(environment.screenText(of: library)).to(contain("a.png"))
        expect(environment.shell.poppedTo.last === view).to(beTrue())
        expect(view.hostedView.data.front).toNot(equal(Self.card.front))
    }
}
