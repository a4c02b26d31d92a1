import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsMVC

@MainActor
@Suite("CardDetailsViewController", .mainSerialExecutor)
struct CardDetailsViewControllerSpec {
    static let tesco = Samples.card("T", "Tesco")

    static func make(
        _ environment: MVCTestEnvironment, card: Card = tesco, mode: CardDetailsMode,
        onCreated: (@MainActor (String) -> Void)? = nil
    ) async -> CardDetailsViewController {
        let controller = CardDetailsViewController(
            card: card, mode: mode, dependencies: environment.dependencies, onCreated: onCreated)
        // Pushed, as the shell does.
        controller.screenWillAppear()
        await controller.settled()
        return controller
    }

    static func press(_ keys: Key..., on controller: CardDetailsViewController) async {
        for key in keys {
            _ = controller.handle(.key(key))
            await controller.settled()
        }
    }

    static func type(_ text: String, on controller: CardDetailsViewController) async {
        for character in text {
            _ = controller.handle(.key(.character(character)))
            await controller.settled()
        }
    }

    @MainActor
    @Suite("in normal mode")
    struct NormalMode {
        @Test("shows the card's name and both captions")
        func showsCard() async {
            let environment = MVCTestEnvironment()
            let controller = await make(environment, mode: .normal)

            let screen = environment.screenText(of: controller)

            expect(controller.title).to(equal("Card"))
            expect(screen).to(contain("Tesco"))
            expect(screen).to(contain("Front"))
            expect(screen).to(contain("Back"))
        }

        @Test("e switches to the edit form")
        func editsOnE() async {
            let environment = MVCTestEnvironment()
            let controller = await make(environment, mode: .normal)

            await press(.character("e"), on: controller)

            expect(controller.mode).to(equal(.edit))
            expect(controller.title).to(equal("Edit card"))
        }

        @Test("f and b show the front and back photo full screen")
        func showsPhotos() async throws {
            let environment = MVCTestEnvironment()
            let controller = await make(environment, mode: .normal)

            await press(.character("f"), .character("b"), on: controller)

            let shown = environment.shell.pushed.compactMap { ($0 as? CardPhotoViewController)?.hostedView.data }
            expect(shown).to(
                equal([
                    CardPhotoDisplayData(photo: tesco.front, caption: "Front"),
                    CardPhotoDisplayData(photo: tesco.back, caption: "Back"),
                ]))
        }

        @Test("Esc goes back to Cards")
        func goesBack() async {
            let environment = MVCTestEnvironment()
            let controller = await make(environment, mode: .normal)

            await press(.escape, on: controller)

            expect(environment.shell.popCount).to(equal(1))
        }
    }

    @MainActor
    @Suite("when an edited card is saved")
    struct SavingEdit {
        @Test("writes the store first with the name trimmed, then uploads")
        func storesThenUploads() async {
            let log = CallLog()
            let environment = MVCTestEnvironment(cards: [tesco])
            let store = CardsStoreSpy(log: log)
            let network = NetworkSpy(answers: ManualDispatcher(), log: log)
            let dependencies = MVCDependencies(
                cards: store, network: network, photoLibrary: environment.photoLibrary, camera: environment.camera,
                barcodeScanner: environment.barcodeScanner, tracer: NoTracing(), shell: environment.shell,
                theme: environment.theme, photoCache: PhotoCache())
            let controller = CardDetailsViewController(card: tesco, mode: .edit, dependencies: dependencies)
            controller.screenWillAppear()
            await controller.settled()
            await type("  ", on: controller)

            _ = controller.handle(.key(.control("s")))
            await until { log.entries.count == 3 }

            expect(log.entries).to(equal(["store.get", "store.save(T)", "network.upload(T)"]))
            expect(store.saved.first?.name).to(equal("Tesco"))
            expect(environment.shell.lastStatus?.text).to(equal("Saved"))
        }

        @Test("reports “Uploaded” when the backend took it, and returns to normal mode")
        func reportsUploaded() async {
            let environment = MVCTestEnvironment(cards: [tesco])
            let controller = await make(environment, mode: .edit)
            await type(" Extra", on: controller)

            await press(.control("s"), on: controller)

            expect(environment.statusTexts).to(equal(["Saved", "Uploaded"]))
            expect(environment.cards.markedUploaded).to(equal([["T"]]))
            expect(controller.mode).to(equal(.normal))
            expect(controller.card.name).to(equal("Tesco Extra"))
        }

        @Test("says the card is saved locally by choice when the app runs offline")
        func reportsOfflineMode() async {
            let environment = MVCTestEnvironment(cards: [tesco])
            environment.network.uploadResult = .failure(.disabled)
            let controller = await make(environment, mode: .edit)

            await press(.control("s"), on: controller)

            expect(environment.shell.lastStatus?.text).to(equal("Saved locally (offline mode)"))
        }

        @Test("keeps the card saved locally when the upload fails, and says why")
        func reportsUploadFailure() async {
            let environment = MVCTestEnvironment(cards: [tesco])
            environment.network.uploadResult = .failure(.httpStatus(500))
            let controller = await make(environment, mode: .edit)

            await press(.control("s"), on: controller)

            expect(environment.shell.lastStatus).to(
                equal(
                    ShellSpy.Status(
                        text: "Saved locally; upload failed: the backend answered 500", busy: false, isError: true)))
            expect(environment.cards.saved).to(equal([tesco]))
            expect(environment.cards.markedUploaded).to(beEmpty())
        }

        @Test("stays in the form when the store refuses the card")
        func staysOnStoreFailure() async {
            let environment = MVCTestEnvironment(cards: [tesco])
            environment.cards.writeResult = .failure(.writeFailed(detail: "locked"))
            let controller = await make(environment, mode: .edit)

            await press(.control("s"), on: controller)

            expect(environment.shell.lastStatus?.text).to(equal("Not saved: the cards cannot be saved"))
            expect(controller.mode).to(equal(.edit))
            expect(environment.network.uploads).to(beEmpty())
        }
    }

    @MainActor
    @Suite("when an invalid card is saved")
    struct SavingInvalid {
        @Test("keeps the form open and says what a card needs")
        func refuses() async {
            let environment = MVCTestEnvironment()
            let controller = await make(environment, card: .new(), mode: .create)
            await type("Lidl", on: controller)

            await press(.control("s"), on: controller)

            expect(environment.shell.lastStatus).to(
                equal(
                    ShellSpy.Status(
                        text: "A card needs a name, and a number or both photos", busy: false, isError: true)))
            expect(environment.cards.calls).to(beEmpty())
            expect(controller.mode).to(equal(.create))
        }
    }

    @MainActor
    @Suite("when a new card is saved")
    struct SavingNew {
        @Test("tells Cards which card was made and goes back")
        func goesBackToCards() async {
            let environment = MVCTestEnvironment()
            var created: String?
            let card = Card(identifier: "N", name: "", front: Samples.photo(), back: Samples.photo())
            let controller = await make(environment, card: card, mode: .create) { created = $0 }
            await type("Lidl", on: controller)

            await press(.control("s"), on: controller)

            expect(created).to(equal("N"))
            expect(environment.shell.popCount).to(equal(1))
            expect(environment.cards.saved.map(\.name)).to(equal(["Lidl"]))
        }
    }

    @MainActor
    @Suite("when the card is deleted")
    struct Deleting {
        private func focusDelete(_ controller: CardDetailsViewController) {
            controller.hostedView.focus = .delete
        }

        @Test("asks first, naming the card")
        func asks() async {
            let environment = MVCTestEnvironment(cards: [tesco])
            let controller = await make(environment, mode: .edit)
            focusDelete(controller)

            await press(.enter, on: controller)
            await until { !environment.shell.questions.isEmpty }

            expect(environment.shell.questions).to(equal(["Delete card “Tesco”?"]))
            expect(environment.cards.removed).to(beEmpty())
        }

        @Test("on yes removes it from the store, then from the backend, and goes back to Cards")
        func deletesOnYes() async {
            let environment = MVCTestEnvironment(cards: [tesco])
            let controller = await make(environment, mode: .edit)
            focusDelete(controller)
            await press(.enter, on: controller)

            await environment.answer(.yes, on: controller)

            expect(environment.cards.removed).to(equal([["T"]]))
            expect(environment.network.deletes).to(equal(["T"]))
            expect(environment.cards.markedDeletedOnBackend).to(equal([["T"]]))
            expect(environment.statusTexts).to(equal(["Deleted", "Deleted on the backend too"]))
            expect(environment.shell.popCount).to(equal(1))
        }

        @Test("says so when the backend delete fails")
        func reportsBackendFailure() async {
            let environment = MVCTestEnvironment(cards: [tesco])
            environment.network.deleteResult = .failure(.timedOut)
            let controller = await make(environment, mode: .edit)
            focusDelete(controller)
            await press(.enter, on: controller)

            await environment.answer(.yes, on: controller)

            expect(environment.shell.lastStatus?.text).to(
                equal("Deleted locally; the backend delete failed: the backend did not answer in time"))
            expect(environment.network.deletes).to(equal(["T"]))
            expect(environment.cards.markedDeletedOnBackend).to(beEmpty())
        }

        @Test("says it is deleted locally by choice when the app runs offline")
        func reportsOfflineMode() async {
            let environment = MVCTestEnvironment(cards: [tesco])
            environment.network.deleteResult = .failure(.disabled)
            let controller = await make(environment, mode: .edit)
            focusDelete(controller)
            await press(.enter, on: controller)

            await environment.answer(.yes, on: controller)

            expect(environment.shell.lastStatus?.text).to(equal("Deleted locally (offline mode)"))
            expect(environment.shell.lastStatus?.isError).to(beTrue())
            expect(environment.cards.markedDeletedOnBackend).to(beEmpty())
        }

        @Test("on no keeps the card")
        func keepsOnNo() async {
            let environment = MVCTestEnvironment(cards: [tesco])
            let controller = await make(environment, mode: .edit)
            focusDelete(controller)
            await press(.enter, on: controller)

            await environment.answer(.no, on: controller)

            expect(environment.cards.removed).to(beEmpty())
            expect(environment.shell.popCount).to(equal(0))
        }

        @Test("reports a store that cannot remove it")
        func reportsStoreFailure() async {
            let environment = MVCTestEnvironment(cards: [tesco])
            environment.cards.writeResult = .failure(.writeFailed(detail: "locked"))
            let controller = await make(environment, mode: .edit)
            focusDelete(controller)
            await press(.enter, on: controller)

            await environment.answer(.yes, on: controller)

            expect(environment.shell.lastStatus?.text).to(equal("Not saved: the cards cannot be saved"))
            expect(environment.network.deletes).to(beEmpty())
        }

        @Test("shows that failure as an error with nothing pending")
        func storeFailureIsAnError() async {
            let environment = MVCTestEnvironment(cards: [tesco])
            environment.cards.writeResult = .failure(.writeFailed(detail: "locked"))
            let controller = await make(environment, mode: .edit)
            focusDelete(controller)
            await press(.enter, on: controller)

            await environment.answer(.yes, on: controller)

            expect(environment.shell.lastStatus?.busy).to(beFalse())
            expect(environment.shell.lastStatus?.isError).to(beTrue())
        }
    }

    @MainActor
    @Suite("when the form is left")
    struct Leaving {
        @Test("without changes goes straight back to normal mode")
        func leavesUnchanged() async {
            let environment = MVCTestEnvironment()
            let controller = await make(environment, mode: .edit)

            await press(.escape, on: controller)

            expect(environment.shell.questions).to(beEmpty())
            expect(controller.mode).to(equal(.normal))
        }

        @Test("with changes asks before discarding them")
        func asksToDiscard() async {
            let environment = MVCTestEnvironment()
            let controller = await make(environment, mode: .edit)
            await type("!", on: controller)

            await press(.escape, on: controller)
            await until { !environment.shell.questions.isEmpty }

            expect(environment.shell.questions).to(equal(["Discard changes?"]))
        }

        @Test("on yes restores the card as it was")
        func undoesOnYes() async {
            let environment = MVCTestEnvironment()
            let controller = await make(environment, mode: .edit)
            await type("!", on: controller)
            await press(.escape, on: controller)

            await environment.answer(.yes, on: controller)

            expect(controller.mode).to(equal(.normal))
            expect(controller.draft).to(equal(tesco))
            expect(controller.hostedView.data.name).to(equal("Tesco"))
        }

        @Test("on no keeps editing with the changes")
        func keepsEditingOnNo() async {
            let environment = MVCTestEnvironment()
            let controller = await make(environment, mode: .edit)
            await type("!", on: controller)
            await press(.escape, on: controller)

            await environment.answer(.no, on: controller)

            expect(controller.mode).to(equal(.edit))
            expect(controller.draft.name).to(equal("Tesco!"))
        }

        @Test("from create mode goes back to Cards")
        func leavesCreate() async {
            let environment = MVCTestEnvironment()
            let controller = await make(environment, card: .new(), mode: .create)

            await press(.escape, on: controller)

            expect(environment.shell.popCount).to(equal(1))
        }
    }

    @MainActor
    @Suite("when a photo is chosen")
    struct ChoosingPhoto {
        private func chooseFront(_ environment: MVCTestEnvironment) async -> CardDetailsViewController {
            let controller = await make(environment, mode: .edit)
            controller.hostedView.focus = .front
            await press(.enter, on: controller)
            return controller
        }

        @Test("offers the camera and the library")
        func offersSources() async {
            let environment = MVCTestEnvironment()

            _ = await chooseFront(environment)
            await until { !environment.shell.menus.isEmpty }

            expect(environment.shell.menus.first?.items.map(\.label)).to(equal(["Camera", "Library"]))
        }

        @Test("c opens the camera, l the photo library")
        func opensSource() async {
            let environment = MVCTestEnvironment()
            let controller = await chooseFront(environment)

            await environment.choose(key: "c", on: controller)
            controller.hostedView.focus = .back
            await press(.enter, on: controller)
            await environment.choose(key: "l", on: controller, menu: 2)

            expect(environment.shell.pushed.first is PhotoCaptureViewController).to(beTrue())
            expect(environment.shell.pushed.last is PhotoLibraryViewController).to(beTrue())
        }

        @Test("puts the photo the library and Crop hand back into the card being edited")
        func keepsPickedPhoto() async throws {
            let environment = MVCTestEnvironment(photoLibrary: LibraryFixtures.library())
            let controller = await chooseFront(environment)
            await environment.choose(key: "l", on: controller)
            let library = try #require(environment.shell.lastPushed as? PhotoLibraryViewController)
            library.screenWillAppear()
            await library.settled()
            _ = library.handle(.key(.enter))
            await library.settled()
            let crop = try #require(environment.shell.lastPushed as? CropViewController)

            _ = crop.handle(.key(.enter))

            expect(controller.hostedView.data.front).toNot(beNil())
            expect(controller.hostedView.data.front).toNot(equal(tesco.front))
        }

        @Test("Esc in the menu opens nothing")
        func closesMenu() async {
            let environment = MVCTestEnvironment()
            let controller = await chooseFront(environment)

            await environment.choose(key: nil, on: controller)

            expect(environment.shell.pushed).to(beEmpty())
        }
    }
}
