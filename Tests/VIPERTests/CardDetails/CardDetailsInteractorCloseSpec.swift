import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

/// The Card interactor owns its tasks: closing the module cancels what the screen waits for, never what the user
/// asked to be written.
@MainActor
@Suite("CardDetailsInteractor, when the module closes", .mainSerialExecutor)
struct CardDetailsInteractorCloseSpec {
    static let tesco = Samples.card("T", "Tesco")

    let answers = ManualDispatcher()
    let environment: ModuleEnvironment
    let interactor: CardDetailsInteractor
    let output = CardDetailsInteractorOutputSpy()

    init() {
        environment = ModuleEnvironment(cards: [Self.tesco], answers: answers)
        interactor = CardDetailsInteractor(
            card: Self.tesco, cards: environment.store, network: environment.network,
            barcodeScanner: environment.barcodeScanner)
        interactor.output = output
    }

    @Test("stops following the store: a later change reads the card no more")
    func stopsFollowing() async {
        interactor.reloadCard()
        await settle()
        answers.runAll()
        await settle()

        interactor.close()
        await settle()
        environment.store.changes.notify()
        await settle()

        expect(self.environment.store.queries.count).to(equal(1))
        expect(self.environment.store.changes.observerCount).to(equal(0))
    }

    @Test("drops a read still under way")
    func dropsRead() async {
        interactor.reloadCard()
        await settle()

        interactor.close()
        answers.runAll()
        await settle()

        expect(self.output.events).to(beEmpty())
    }

    @Test("drops a barcode still being read off a photo")
    func dropsScan() async {
        environment.barcodeScanner.found = ReadBarcode(number: "5901234123457", barcode: .ean13)
        interactor.startEditing()
        interactor.setPhoto(Samples.photo(), for: .back)
        await settle()

        interactor.close()
        answers.runAll()
        await settle()

        expect(self.output.events).to(beEmpty())
        expect(self.interactor.edited.number).to(beNil())
    }

    @Test("still saves and uploads what the user saved, and says so")
    func keepsSave() async {
        interactor.startEditing()
        interactor.rename("Tesco Extra")
        interactor.saveDraft()
        await settle()

        interactor.close()
        answers.runAll()
        await settle()
        answers.runAll()
        await settle()

        expect(self.output.events).to(equal(["save", "upload"]))
        expect(self.environment.network.uploads.map { $0.map(\.name) }).to(equal([["Tesco Extra"]]))
    }
}
