import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsMVVM

/// Behaviour.md "Checkout codes" in the Card screen's view model: it routes to the Code screen's view model, keeps
/// the number and barcode the form sends, refuses a number its barcode cannot carry, and reads a number off a photo
/// that comes back — publishing each as display data and status, with no terminal type in sight.
/// A route the view model was expected to take and did not.
private struct MissingRoute: Error {
    let name: String
}

@MainActor
@Suite("CardDetailsViewModel checkout codes", .mainSerialExecutor)
struct CardDetailsViewModelCodeSpec {
    static let aurora = Card(
        identifier: "A", name: "Café Aurora", front: Samples.photo(), back: Samples.photo(), number: "4006381333931",
        revision: 2)
    static let unnumbered = Samples.card("T", "Tesco")
    static let found = ReadBarcode(number: "5901234123457", barcode: .ean13)

    static func make(
        _ environment: ViewModelEnvironment, card: Card = aurora, mode: CardDetailsMode = .normal
    ) -> CardDetailsViewModel {
        environment.store.getResult = .success([card])
        return CardDetailsViewModel(card: card, mode: mode, services: environment.services)
    }

    /// The camera's photo of a frame, handed back to the form.
    static func capturePhoto(for viewModel: CardDetailsViewModel, in environment: ViewModelEnvironment) async throws {
        viewModel.choose(.camera, for: .front)
        guard case .camera(let camera) = viewModel.route?.take() else { throw MissingRoute(name: "camera") }
        camera.inputs.appear()
        await settle()
        environment.camera.deliver(Samples.image(width: 200, height: 130))
        await settle()
        camera.inputs.capture()
        await settle()  // the Card screen's view model takes the photo while the camera's is still there
    }

    @Test("showCode routes to a Code screen's view model with the card's name, number and barcode")
    func routesToCode() async throws {
        let viewModel = Self.make(ViewModelEnvironment())
        await settle()
        let routes = Recorded(viewModel.route)

        viewModel.showCode()
        await settle()

        guard case .code(let code) = routes.last else { throw MissingRoute(name: "code") }
        let shown = Recorded(state: code.outputs.code)
        expect(shown.values).to(equal([CodeDisplayData(name: "Café Aurora", number: "4006381333931")]))
    }

    @Test("saves the number and barcode the form sent")
    func savesNumber() async {
        let environment = ViewModelEnvironment()
        let viewModel = Self.make(environment, mode: .edit)
        await settle()

        viewModel.changeNumber("ABC-1")
        await settle()
        viewModel.changeBarcode(.code39)
        await settle()
        viewModel.save()
        await settle()

        expect(environment.store.saved.map(\.number)).to(equal(["ABC-1"]))
        expect(environment.store.saved.map(\.barcode)).to(equal([.code39]))
    }

    @Test("publishes why, as an error, when the barcode cannot carry the number, and saves nothing")
    func refusesNumber() async {
        let environment = ViewModelEnvironment()
        let viewModel = Self.make(environment, mode: .edit)
        await settle()
        let status = Recorded(viewModel.status)

        viewModel.changeNumber("5")
        await settle()
        viewModel.changeBarcode(.ean13)
        await settle()
        viewModel.save()
        await settle()

        expect(status.values).to(equal([.error("EAN-13 needs 12 or 13 digits")]))
        expect(environment.store.saved).to(beEmpty())
    }

    @Test("routes nothing on cancel after a number was typed and emptied again")
    func emptiedNumber() async {
        let viewModel = Self.make(ViewModelEnvironment(), card: Self.unnumbered, mode: .edit)
        await settle()
        let routes = Recorded(viewModel.route)

        viewModel.changeNumber("7")
        await settle()
        viewModel.changeNumber("")
        await settle()
        viewModel.cancel()
        await settle()

        expect(routes.values.map(\.name)).to(beEmpty())
        expect(viewModel.mode).to(equal(.normal))
    }

    @Suite("when a photo comes back")
    @MainActor
    struct ReadingPhoto {
        @Test("publishes the number and barcode read off it, and says so")
        func readsNumber() async throws {
            let environment = ViewModelEnvironment()
            environment.barcodeScanner.found = CardDetailsViewModelCodeSpec.found
            let viewModel = CardDetailsViewModelCodeSpec.make(
                environment, card: CardDetailsViewModelCodeSpec.unnumbered, mode: .edit)
            await settle()
            let status = Recorded(viewModel.status)

            try await CardDetailsViewModelCodeSpec.capturePhoto(for: viewModel, in: environment)
            await settle()

            expect(viewModel.shownDetails.number).to(equal("5901234123457"))
            expect(viewModel.shownDetails.barcode).to(equal(.ean13))
            expect(status.values).to(equal([.info("Read 5901234123457 (EAN-13) from the photo")]))
        }

        @Test("asks for no reading when the draft has a number already")
        func numberKept() async throws {
            let environment = ViewModelEnvironment()
            environment.barcodeScanner.found = CardDetailsViewModelCodeSpec.found
            let viewModel = CardDetailsViewModelCodeSpec.make(environment, mode: .edit)
            await settle()

            try await CardDetailsViewModelCodeSpec.capturePhoto(for: viewModel, in: environment)
            await settle()

            expect(environment.barcodeScanner.scannedPhotos).to(beEmpty())
            expect(viewModel.shownDetails.number).to(equal("4006381333931"))
        }

        @Test("publishes nothing new and says nothing when the photo holds no barcode")
        func nothingFound() async throws {
            let environment = ViewModelEnvironment()
            let viewModel = CardDetailsViewModelCodeSpec.make(
                environment, card: CardDetailsViewModelCodeSpec.unnumbered, mode: .edit)
            await settle()
            let status = Recorded(viewModel.status)

            try await CardDetailsViewModelCodeSpec.capturePhoto(for: viewModel, in: environment)
            await settle()

            expect(environment.barcodeScanner.scannedPhotos.count).to(equal(1))
            expect(viewModel.shownDetails.number).to(beNil())
            expect(status.values).to(beEmpty())
        }

        @Test("keeps a number typed while the photo was being read")
        func typedMeanwhile() async throws {
            let scans = ManualDispatcher()
            let environment = ViewModelEnvironment(scanAnswers: scans)
            environment.barcodeScanner.found = CardDetailsViewModelCodeSpec.found
            let viewModel = CardDetailsViewModelCodeSpec.make(
                environment, card: CardDetailsViewModelCodeSpec.unnumbered, mode: .edit)
            await settle()
            let status = Recorded(viewModel.status)
            try await CardDetailsViewModelCodeSpec.capturePhoto(for: viewModel, in: environment)
            await settle()
            viewModel.changeNumber("42")
            await settle()

            scans.runAll()
            await settle()
            viewModel.save()
            await settle()

            expect(environment.store.saved.map(\.number)).to(equal(["42"]))
            expect(status.values.map(\.text)).toNot(contain("Read 5901234123457 (EAN-13) from the photo"))
        }
    }
}
