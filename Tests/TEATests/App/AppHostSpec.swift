import Foundation
import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsTEA

/// The app as the shell sees it: the store, its reducers and the host over the shared doubles, driven through the
/// views' keys. The shell spy does what the real shell would tell a screen only when the test says so (it appears).
@MainActor
@Suite("The TEA app on its shell", .mainSerialExecutor)
struct AppHostSpec {
    static let cards = [Samples.card("A", "Alpha"), Samples.card("B", "Beta")]
    let doubles: TEADoubles
    let root: CardsViewController

    init(cards: [Card] = Self.cards, photoLibrary: PhotoLibraryStub = PhotoLibraryStub()) {
        doubles = TEADoubles(cards: cards, photoLibrary: photoLibrary)
        root = TEACompositionRoot.makeRoot(context: doubles.app.context, environment: doubles.environment)
        root.screenWillAppear()
    }

    var shell: ShellSpy { doubles.shell }
    var top: (any Screen)? { shell.pushed.last }

    /// Sends keys to `screen` as the frame would, each one's effects run before the next key (and those of what came
    /// before, the first appearance's too, before the first).
    func press(_ keys: Key..., on screen: (any Screen)?) async {
        await settle()
        for key in keys {
            _ = screen?.handle(.key(key))
            await settle()
        }
    }

    /// Answers the question open, as the user pressing y or n would, and lets its effects run.
    func answer(_ result: ConfirmDialog.Result) async {
        shell.answer(result)
        await settle()
    }

    /// Picks the menu item with this key (nil: Esc), and lets its effects run.
    func choose(key: Character?) async {
        shell.choose(key: key)
        await settle()
    }

    /// Lets `screen` appear, as the shell would, and its effects run.
    func appear(_ screen: (any Screen)?) async {
        screen?.screenWillAppear()
        await settle()
    }

    /// Opens the first card and lets its screen appear.
    func openFirstCard() async -> CardDetailsViewController? {
        await press(.enter, on: root)
        let details = top as? CardDetailsViewController
        await appear(details)
        return details
    }

    @Suite("on Cards")
    @MainActor
    struct OnCards {
        let spec = AppHostSpec()

        @Test("shows the store's cards and the download's status line, which the state decides")
        func showsCards() async {
            await settle()

            expect(spec.root.hostedView.data.tiles.map(\.name)).to(equal(["Alpha", "Beta"]))
            expect(spec.shell.statusLines.map(\.text)).to(equal([Messages.downloading, Messages.downloaded(0)]))
            expect(spec.shell.statuses).to(beEmpty())
            expect(spec.root.title).to(equal("Cards"))
        }

        @Test("Enter pushes the Card screen, drawn with the card before it appears")
        func opens() async {
            await spec.press(.enter, on: spec.root)

            let details = spec.top as? CardDetailsViewController
            expect(details?.hostedView.data).to(
                equal(CardDetailsDisplayData(card: AppHostSpec.cards[0], mode: .normal)))
        }

        @Test("r reads the store and downloads again")
        func refreshes() async {
            await spec.press(.character("r"), on: spec.root)

            expect(spec.doubles.network.downloadCount).to(equal(2))
        }

        @Test("q quits")
        func quits() async {
            await spec.press(.character("q"), on: spec.root)

            expect(spec.shell.quitCount).to(equal(1))
        }

        @Test("n opens a new card's form; saved, it is left and the new card selected on Cards")
        func createsCard() async {
            await spec.press(.character("n"), on: spec.root)
            let form = spec.top as? CardDetailsViewController
            await spec.appear(form)
            for character in "Gamma" { await spec.press(.character(character), on: form) }
            spec.doubles.store.getResult = .success(
                AppHostSpec.cards + [Samples.card(TEADoubles.newIdentifier, "Gamma")])
            spec.doubles.network.uploadResult = .failure(.disabled)
            await spec.press(.tab, on: form)
            for character in "123" { await spec.press(.character(character), on: form) }

            await spec.press(.control("s"), on: form)
            await spec.appear(spec.root)

            expect(form?.title).to(equal("Card"))
            expect(spec.shell.popCount).to(equal(1))
            expect(spec.root.hostedView.selectedIdentifier).to(equal(TEADoubles.newIdentifier))
            expect(spec.shell.statusLines.suffix(2).map(\.text)).to(equal([Messages.saved, Messages.savedOffline]))
        }
    }

    @Suite("on the Card screen")
    @MainActor
    struct OnCard {
        let spec = AppHostSpec()

        @Test("* says the card is a favourite, about the Card screen")
        func favourite() async {
            spec.doubles.store.favouriteResult = .success(Samples.marked(AppHostSpec.cards[0], revision: 1))
            let details = await spec.openFirstCard()

            await spec.press(.character("*"), on: details)

            expect(spec.shell.statusLines.last?.text).to(equal(Messages.addedToFavourites))
            expect(spec.top === details).to(beTrue())
            expect(details?.hostedView.data.isFavourite).to(beTrue())
        }

        @Test("f, b and c push the photo and the code, which close again", arguments: ["f", "b", "c"])
        func photosAndCode(key: Character) async {
            let details = await spec.openFirstCard()

            await spec.press(.character(key), on: details)
            let pushed = spec.top
            await spec.press(.escape, on: pushed)

            expect(pushed is CardPhotoViewController || pushed is CodeViewController).to(beTrue())
            expect((pushed as? CodeViewController)?.hostedView.data.name ?? "Alpha").to(equal("Alpha"))
            let caption = (pushed as? CardPhotoViewController)?.hostedView.data.caption
            expect(caption == nil || caption == "Front" || caption == "Back").to(beTrue())
            expect(spec.shell.popCount).to(equal(1))
        }

        // The test above lets a photo screen with no data pass; this one pins what it draws.
        @Test("f and b push the photo screen drawn with that side's photo and caption", arguments: Card.Side.allCases)
        func photoDrawn(side: Card.Side) async {
            let details = await spec.openFirstCard()

            await spec.press(.character(side == .front ? "f" : "b"), on: details)

            let photo = spec.top as? CardPhotoViewController
            expect(photo?.hostedView.data).to(
                equal(CardPhotoDisplayData(photo: AppHostSpec.cards[0][side], caption: side.caption)))
        }

        @Test("Esc goes back to Cards")
        func back() async {
            let details = await spec.openFirstCard()

            await spec.press(.escape, on: details)

            expect(spec.shell.popCount).to(equal(1))
        }

        @Test("Esc on a changed form asks before discarding; y shows the card again")
        func discards() async {
            let details = await spec.openFirstCard()
            await spec.press(.character("e"), .character("!"), .escape, on: details)

            await spec.answer(.yes)

            expect(spec.shell.questions).to(equal([Messages.discardQuestion]))
            expect(details?.hostedView.data.mode).to(equal(.normal))
            expect(details?.hostedView.data.name).to(equal("Alpha"))
        }

        @Test("Delete asks, then removes the card, leaves the screen and tells the backend")
        func deletes() async {
            let details = await spec.openFirstCard()
            await spec.press(.character("e"), on: details)
            for _ in 0..<6 { await spec.press(.tab, on: details) }
            await spec.press(.enter, on: details)

            await spec.answer(.yes)

            expect(spec.shell.questions).to(equal([Messages.deleteQuestion(name: "Alpha")]))
            expect(spec.shell.popCount).to(equal(1))
            expect(spec.shell.statusLines.suffix(2).map(\.text)).to(
                equal([Messages.deleted, Messages.deletedOnBackend]))
        }
    }

    @Suite("a photo for the form")
    @MainActor
    struct PhotoFlow {
        static let item = PhotoLibraryItem(url: URL(fileURLWithPath: "/photos/a.png"))
        static let image = Samples.image(width: 400, height: 300)
        let spec = AppHostSpec(
            photoLibrary: PhotoLibraryStub(items: .success([Self.item]), images: [Self.item.url: .success(Self.image)]))

        /// The form, its focus on Front, the photo source menu open.
        func menuOnFront() async -> CardDetailsViewController? {
            let details = await spec.openFirstCard()
            await spec.press(.character("e"), .tab, .tab, .tab, .enter, on: details)
            return details
        }

        @Test("Enter on Front opens the photo source menu; Esc closes it")
        func menu() async {
            _ = await menuOnFront()

            await spec.choose(key: nil)

            expect(spec.shell.menus.map(\.title)).to(equal([Messages.photoSourceTitle]))
            expect(spec.shell.menus.first?.items.map(\.key)).to(equal(["c", "l"]))
            expect(spec.shell.pushed.count).to(equal(1))
        }

        @Test("l lists the library; a pick is cropped and comes back to the form")
        func library() async {
            let details = await menuOnFront()
            await spec.choose(key: "l")
            let library = spec.top as? PhotoLibraryViewController
            await spec.appear(library)

            await spec.press(.down, .up, .enter, on: library)
            library?.screenDidDisappear()
            await settle()
            let crop = spec.top as? CropViewController
            await spec.press(.right, .character("-"), on: crop)
            let outline = crop?.hostedView.data.outline
            await spec.press(.enter, on: crop)

            expect(library?.hostedView.data.items).to(equal([ListItem("a.png")]))
            expect(crop?.hostedView.data.image).to(equal(Self.image))
            let centred = CardOutline.centred(in: Self.image.size)
            expect(outline).toNot(equal(centred.rect))
            expect(spec.shell.poppedTo.first).to(beIdenticalTo(details))
            expect(details?.hostedView.data.front).toNot(equal(AppHostSpec.cards[0].front))
        }

        @Test("c runs the camera; the shutter's photo comes back to the form and the camera stops")
        func camera() async {
            let details = await menuOnFront()
            await spec.choose(key: "c")
            let camera = spec.top as? PhotoCaptureViewController
            await spec.appear(camera)
            spec.doubles.camera.deliver(Self.image)
            await settle()

            await spec.press(.character(" "), on: camera)
            camera?.screenDidDisappear()
            await settle()

            expect(camera?.hostedView.data.frame).to(equal(Self.image))
            expect(spec.shell.popCount).to(equal(1))
            expect(details?.hostedView.data.front).toNot(equal(AppHostSpec.cards[0].front))
            expect(spec.doubles.camera.stopCount).to(equal(1))
        }

        @Test("Esc closes the camera, which stops")
        func closesCamera() async {
            _ = await menuOnFront()
            await spec.choose(key: "c")
            let camera = spec.top as? PhotoCaptureViewController
            await spec.appear(camera)

            await spec.press(.escape, on: camera)
            camera?.screenDidDisappear()
            await settle()

            expect(spec.shell.popCount).to(equal(1))
            expect(spec.doubles.camera.stopCount).to(equal(1))
        }

        @Test("a camera that cannot start says why on its screen")
        func cameraUnavailable() async {
            spec.doubles.camera.startError = .feedMissing(path: "/feed")
            _ = await menuOnFront()
            await spec.choose(key: "c")
            let camera = spec.top as? PhotoCaptureViewController

            await spec.appear(camera)

            expect(camera?.hostedView.data.unavailableText).to(
                equal(Messages.cameraUnavailable(.feedMissing(path: "/feed"))))
        }
    }

    @Suite("when saving meets another window's change")
    @MainActor
    struct Conflict {
        let spec = AppHostSpec()

        @Test("asks whether to overwrite, once, and n says it was not saved")
        func asks() async {
            spec.doubles.store.saveResults = [.failure(.changedElsewhere(StoredChange(revision: 5, differing: .name)))]
            let details = await spec.openFirstCard()
            await spec.press(.character("e"), .character("!"), .control("s"), on: details)

            await spec.answer(.no)

            expect(spec.shell.questions).to(equal([Messages.changedElsewhereQuestion(differing: .name)]))
            expect(spec.shell.statusLines.last?.text).to(equal(Messages.notSavedChangedElsewhere))
        }
    }
}
