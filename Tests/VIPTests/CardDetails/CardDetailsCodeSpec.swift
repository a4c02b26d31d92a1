import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsVIP

/// Behaviour.md "Checkout codes" through the Card scene's cycle: `c` routes to the Code scene with the card; the
/// number and barcode are requests the interactor keeps; a number a barcode cannot carry is an outcome the presenter
/// words; a number read off a photo that came back is a response of its own.
@MainActor
@Suite("Card scene checkout codes", .mainSerialExecutor)
struct CardDetailsCodeSpec {
    static let found = ReadBarcode(number: "5901234123457", barcode: .ean13)

    @Test("c routes to the Code scene, passing the card as stored")
    func routesToCode() async throws {
        // Given
        let environment = VIPEnvironment(cards: [CardDetailsInteractorSpec.card])
        let controller = CardDetailsViewController(context: environment.context)
        controller.router?.dataStore?.opening = .stored(CardDetailsInteractorSpec.card)
        controller.screenWillAppear()
        await controller.tasks.finished()

        // When
        _ = controller.handle(.key(.character("c")))
        await controller.tasks.finished()

        // Then
        let code = try #require(environment.shell.lastPushed as? CodeViewController)
        expect(code.router?.dataStore?.card).to(equal(CardDetailsInteractorSpec.card))
    }

    @Test("the interactor saves the number and barcode requested")
    func savesNumber() async {
        // Given
        let environment = VIPEnvironment()
        let (interactor, _) = CardDetailsInteractorSpec.make(environment, mode: .edit)

        // When
        interactor.changeNumber(request: .init(number: "ABC-1"))
        interactor.chooseBarcode(request: .init(barcode: .code39))
        await interactor.saveCard(request: .init())
        await interactor.backendAnswered()

        // Then
        expect(environment.store.saved.map(\.number)).to(equal(["ABC-1"]))
        expect(environment.store.saved.map(\.barcode)).to(equal([.code39]))
    }

    @Test("the interactor answers a number its barcode cannot carry as invalid, with the reason")
    func rejectsNumber() async {
        // Given
        let environment = VIPEnvironment()
        let (interactor, presenter) = CardDetailsInteractorSpec.make(environment, mode: .edit)

        // When
        interactor.changeNumber(request: .init(number: "5"))
        interactor.chooseBarcode(request: .init(barcode: .ean13))
        await interactor.saveCard(request: .init())
        await interactor.backendAnswered()

        // Then
        expect(presenter.saves).to(equal([.invalid(reason: .numberRefused(.notCarried(by: .ean13)))]))
        expect(environment.store.saved).to(beEmpty())
    }

    @Test("the interactor asks nothing on cancel after a number was typed and emptied again")
    func emptiedNumber() async {
        // Given
        let (interactor, presenter) = CardDetailsInteractorSpec.make(VIPEnvironment(), mode: .edit)

        // When
        interactor.changeNumber(request: .init(number: "7"))
        interactor.changeNumber(request: .init(number: ""))
        await interactor.cancelEditing(request: .init(confirmed: false))

        // Then
        expect(presenter.cancels).to(equal([.backToCard(CardDetailsInteractorSpec.card)]))
    }

    @Test("the presenter words the number read and shows the draft with it")
    func presenterWordsRead() async {
        // Given
        let presenter = CardDetailsPresenter()
        let display = CardDetailsDisplaySpy()
        presenter.viewController = display
        var card = CardDetailsInteractorSpec.card
        card.number = Self.found.number

        // When
        presenter.presentReadNumber(response: .init(found: Self.found, card: card, stage: .editing))

        // Then
        expect(display.readNumbers.map(\.status)).to(
            equal([StatusMessage(text: "Read 5901234123457 (EAN-13) from the photo")]))
        expect(display.readNumbers.map(\.details.number)).to(equal(["5901234123457"]))
    }

    @Suite("when a photo comes back")
    @MainActor
    struct ReadingPhoto {
        /// The interactor of a form without a number, with a photo handed back for the front.
        static func takingPhoto(
            _ environment: VIPEnvironment
        ) -> (CardDetailsInteractor, CardDetailsPresenterSpy) {
            let (interactor, presenter) = CardDetailsInteractorSpec.make(environment, mode: .edit)
            interactor.choosePhoto(request: .init(side: .front))
            interactor.pickedPhoto = Samples.photo()
            return (interactor, presenter)
        }

        @Test("the interactor presents the number read off it")
        func readsNumber() async {
            // Given
            let environment = VIPEnvironment()
            environment.barcodeScanner.found = CardDetailsCodeSpec.found
            let (interactor, presenter) = Self.takingPhoto(environment)

            // When
            await interactor.showCard(request: .init())

            // Then
            expect(presenter.readNumbers.map(\.found)).to(equal([CardDetailsCodeSpec.found]))
            expect(presenter.readNumbers.map(\.card.number)).to(equal(["5901234123457"]))
        }

        @Test("the interactor asks for no reading when the draft has a number already")
        func numberKept() async {
            // Given
            let environment = VIPEnvironment()
            environment.barcodeScanner.found = CardDetailsCodeSpec.found
            let (interactor, _) = Self.takingPhoto(environment)
            interactor.changeNumber(request: .init(number: "42"))

            // When
            await interactor.showCard(request: .init())

            // Then
            expect(environment.barcodeScanner.scannedPhotos).to(beEmpty())
        }

        @Test("the interactor presents nothing when the photo holds no barcode")
        func nothingFound() async {
            // Given
            let environment = VIPEnvironment()
            let (interactor, presenter) = Self.takingPhoto(environment)

            // When
            await interactor.showCard(request: .init())

            // Then
            expect(environment.barcodeScanner.scannedPhotos.count).to(equal(1))
            expect(presenter.readNumbers).to(beEmpty())
        }

        @Test("the interactor keeps a number typed while the photo was being read")
        func typedMeanwhile() async {
            // Given
            let scans = ManualDispatcher()
            let environment = VIPEnvironment(scanAnswers: scans)
            environment.barcodeScanner.found = CardDetailsCodeSpec.found
            let (interactor, presenter) = Self.takingPhoto(environment)
            let showing = Task { await interactor.showCard(request: .init()) }
            await settle { scans.pendingCount == 1 }
            interactor.changeNumber(request: .init(number: "42"))

            // When
            scans.runAll()
            await showing.value
            await interactor.saveCard(request: .init())
            await interactor.backendAnswered()

            // Then
            expect(presenter.readNumbers).to(beEmpty())
            expect(environment.store.saved.map(\.number)).to(equal(["42"]))
        }

        @Test("the view controller shows the status and the filled form")
        func displays() async {
            // Given
            let environment = VIPEnvironment()
            let controller = CardDetailsViewController(context: environment.context)
            let details = CardDetailsDisplayData(mode: .edit, name: "Tesco", number: "5901234123457")

            // When
            controller.displayReadNumber(
                viewModel: .init(
                    status: StatusMessage(text: "Read 5901234123457 (EAN-13) from the photo"), details: details))

            // Then
            expect(environment.statusTexts).to(equal(["Read 5901234123457 (EAN-13) from the photo"]))
            expect(controller.hostedView.data).to(equal(details))
        }
    }
}
