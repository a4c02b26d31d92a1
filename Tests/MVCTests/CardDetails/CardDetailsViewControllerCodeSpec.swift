import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsMVC

/// Behaviour.md "Checkout codes" on the Card screen in MVC: `c` opens the Code screen; the form edits the number and
/// its barcode, refuses a number the barcode cannot carry, and reads the number off a photo that comes back.
@MainActor
@Suite("CardDetailsViewController checkout codes", .mainSerialExecutor)
struct CardDetailsViewControllerCodeSpec {
    static let aurora = Card(
        identifier: "A", name: "Café Aurora", front: Samples.photo(), back: Samples.photo(), number: "4006381333931",
        revision: 2)
    static let found = ReadBarcode(number: "5901234123457", barcode: .ean13)

    static func make(
        _ environment: MVCTestEnvironment, card: Card = aurora, mode: CardDetailsMode
    ) async -> CardDetailsViewController {
        let controller = CardDetailsViewController(card: card, mode: mode, dependencies: environment.dependencies)
        controller.screenWillAppear()
        await controller.settled()
        return controller
    }

    static func press(_ keys: Key..., on controller: CardDetailsViewController) async {
        for key in keys { await CardDetailsViewControllerSpec.press(key, on: controller) }
    }

    static func type(_ text: String, on controller: CardDetailsViewController) async {
        await CardDetailsViewControllerSpec.type(text, on: controller)
    }

    /// Picks the library's first picture for the front and takes Crop's default, as a person does.
    static func pickFront(on controller: CardDetailsViewController, in environment: MVCTestEnvironment) async throws {
        controller.hostedView.focus = .front
        await press(.enter, on: controller)
        await environment.choose(key: "l", on: controller)
        let library = try #require(environment.shell.lastPushed as? PhotoLibraryViewController)
        library.screenWillAppear()
        await library.settled()
        _ = library.handle(.key(.enter))
        await library.settled()
        let crop = try #require(environment.shell.lastPushed as? CropViewController)
        _ = crop.handle(.key(.enter))
    }

    @Test("c shows the card's number on the Code screen")
    func showsCode() async throws {
        let environment = MVCTestEnvironment(cards: [Self.aurora])
        let controller = await Self.make(environment, mode: .normal)

        await Self.press(.character("c"), on: controller)

        let code = try #require(environment.shell.lastPushed as? CodeViewController)
        expect(code.hostedView.data).to(equal(CodeDisplayData(name: "Café Aurora", number: "4006381333931")))
    }

    @Test("saves the number and barcode typed and chosen in the form")
    func savesNumber() async {
        let environment = MVCTestEnvironment(cards: [Self.aurora])
        let controller = await Self.make(environment, mode: .edit)
        controller.hostedView.focus = .number
        await Self.press(.end, on: controller)
        for _ in 0..<13 { await Self.press(.backspace, on: controller) }
        await Self.type("ABC-1", on: controller)
        await Self.press(.tab, on: controller)
        for _ in 0..<6 { await Self.press(.enter, on: controller) }

        await Self.press(.control("s"), on: controller)

        expect(environment.cards.saved.map(\.number)).to(equal(["ABC-1"]))
        expect(environment.cards.saved.map(\.barcode)).to(equal([.code39]))
    }

    @Test("keeps the form open and says why when the barcode cannot carry the number")
    func refusesNumber() async {
        let environment = MVCTestEnvironment(cards: [Self.aurora])
        let controller = await Self.make(environment, mode: .edit)
        controller.hostedView.focus = .number
        await Self.type("5", on: controller)

        await Self.press(.tab, .enter, on: controller)
        await Self.press(.control("s"), on: controller)

        expect(environment.cards.saved).to(beEmpty())
        expect(environment.shell.lastStatus).to(
            equal(ShellSpy.Status(text: "EAN-13 needs 12 or 13 digits", busy: false, isError: true)))
        expect(controller.mode).to(equal(.edit))
    }

    @Test("asks nothing on leaving a form whose number was typed and emptied again")
    func emptiedNumber() async {
        let card = Samples.card("T", "Tesco")
        let environment = MVCTestEnvironment(cards: [card])
        let controller = await Self.make(environment, card: card, mode: .edit)
        controller.hostedView.focus = .number
        await Self.type("7", on: controller)
        await Self.press(.backspace, on: controller)

        await Self.press(.escape, on: controller)

        expect(environment.shell.questions).to(beEmpty())
        expect(controller.mode).to(equal(.normal))
    }

    @Suite("when a photo comes back")
    @MainActor
    struct ReadingPhoto {
        static let unnumbered = Samples.card("T", "Tesco")

        @Test("fills Number and Barcode from a barcode on it and says what it read")
        func readsNumber() async throws {
            let environment = MVCTestEnvironment(cards: [Self.unnumbered], photoLibrary: LibraryFixtures.library())
            environment.barcodeScanner.found = CardDetailsViewControllerCodeSpec.found
            let controller = await CardDetailsViewControllerCodeSpec.make(
                environment, card: Self.unnumbered, mode: .edit)

            try await CardDetailsViewControllerCodeSpec.pickFront(on: controller, in: environment)
            await controller.settled()

            expect(controller.hostedView.data.number).to(equal("5901234123457"))
            expect(controller.hostedView.data.barcode).to(equal(.ean13))
            expect(environment.shell.lastStatus).to(
                equal(ShellSpy.Status(text: "Read 5901234123457 (EAN-13) from the photo", busy: false, isError: false)))
        }

        @Test("asks for no reading when the form has a number already")
        func numberKept() async throws {
            let environment = MVCTestEnvironment(
                cards: [CardDetailsViewControllerCodeSpec.aurora], photoLibrary: LibraryFixtures.library())
            environment.barcodeScanner.found = CardDetailsViewControllerCodeSpec.found
            let controller = await CardDetailsViewControllerCodeSpec.make(environment, mode: .edit)

            try await CardDetailsViewControllerCodeSpec.pickFront(on: controller, in: environment)

            expect(environment.barcodeScanner.scannedPhotos).to(beEmpty())
            expect(controller.hostedView.data.number).to(equal("4006381333931"))
        }

        @Test("changes nothing and says nothing when the photo holds no barcode")
        func nothingFound() async throws {
            let environment = MVCTestEnvironment(cards: [Self.unnumbered], photoLibrary: LibraryFixtures.library())
            let controller = await CardDetailsViewControllerCodeSpec.make(
                environment, card: Self.unnumbered, mode: .edit)

            try await CardDetailsViewControllerCodeSpec.pickFront(on: controller, in: environment)
            await controller.settled()

            expect(environment.barcodeScanner.scannedPhotos.count).to(equal(1))
            expect(controller.hostedView.data.number).to(beNil())
            expect(environment.statusTexts).to(beEmpty())
        }

        @Test("keeps a number typed while the photo was being read")
        func typedMeanwhile() async throws {
            let scans = ManualDispatcher()
            let environment = MVCTestEnvironment(
                cards: [Self.unnumbered], photoLibrary: LibraryFixtures.library(), scanAnswers: scans)
            environment.barcodeScanner.found = CardDetailsViewControllerCodeSpec.found
            let controller = await CardDetailsViewControllerCodeSpec.make(
                environment, card: Self.unnumbered, mode: .edit)
            try await CardDetailsViewControllerCodeSpec.pickFront(on: controller, in: environment)
            controller.hostedView.focus = .number
            await until { scans.pendingCount == 1 }
            let scanning = controller.scanning
            _ = controller.handle(.key(.character("4")))
            _ = controller.handle(.key(.character("2")))

            scans.runAll()
            await scanning?.value

            expect(controller.draft.number).to(equal("42"))
            expect(environment.statusTexts).to(beEmpty())
        }
    }
}
