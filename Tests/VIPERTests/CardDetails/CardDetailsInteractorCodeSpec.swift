import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

/// The Card interactor's number alone, against an output spy and the shared scanner and store doubles.
@MainActor
@Suite("CardDetailsInteractor when the card's number is edited", .mainSerialExecutor)
struct CardDetailsInteractorCodeSpec {
    static let found = ReadBarcode(number: "5901234123457", barcode: .ean13)

    static func editing(answers: any Dispatching = ImmediateDispatcher()) -> CardDetailsInteractorSpec {
        let spec = CardDetailsInteractorSpec(answers: answers)
        spec.interactor.startEditing()
        return spec
    }

    @Test("saves the number and barcode it was given")
    func savesNumber() async {
        let spec = Self.editing()
        await settle()

        spec.interactor.changeNumber("ABC-1")
        spec.interactor.chooseBarcode(.code39)
        spec.interactor.saveDraft()
        await settle()

        expect(spec.environment.store.saved.map(\.number)).to(equal(["ABC-1"]))
        expect(spec.environment.store.saved.map(\.barcode)).to(equal([.code39]))
    }

    @Test("rejects a number its barcode cannot carry with the reason, saving nothing")
    func rejectsNumber() async {
        let spec = Self.editing()
        await settle()

        spec.interactor.changeNumber("5")
        spec.interactor.chooseBarcode(.ean13)
        spec.interactor.saveDraft()
        await settle()

        expect(spec.output.events).to(equal(["rejectInvalid"]))
        expect(spec.output.rejectedReasons).to(equal([.numberRefused(.notCarried(by: .ean13))]))
        expect(spec.environment.store.saved).to(beEmpty())
    }

    @Test("has no changes after a number was typed and emptied again")
    func emptiedNumber() async {
        let spec = Self.editing()
        await settle()

        spec.interactor.changeNumber("7")
        spec.interactor.changeNumber("")

        expect(spec.interactor.hasChanges).to(beFalse())
    }

    @Test("puts the number read off a new photo in the draft and reports it")
    func readsNumber() async {
        let spec = Self.editing()
        await settle()
        spec.environment.barcodeScanner.found = Self.found

        spec.interactor.setPhoto(Samples.photo(), for: .back)
        await settle()

        expect(spec.interactor.edited.number).to(equal("5901234123457"))
        expect(spec.interactor.edited.barcode).to(equal(.ean13))
        expect(spec.output.events).to(equal(["readNumber(5901234123457)"]))
    }

    @Test("asks for no reading when the draft has a number already")
    func numberKept() async {
        let spec = Self.editing()
        await settle()
        spec.interactor.changeNumber("42")

        spec.interactor.setPhoto(Samples.photo(), for: .back)
        await settle()

        expect(spec.environment.barcodeScanner.scannedPhotos).to(beEmpty())
    }

    @Test("reports nothing when the photo holds no barcode")
    func nothingFound() async {
        let spec = Self.editing()
        await settle()

        spec.interactor.setPhoto(Samples.photo(), for: .back)
        await settle()

        expect(spec.environment.barcodeScanner.scannedPhotos.count).to(equal(1))
        expect(spec.interactor.edited.number).to(beNil())
        expect(spec.output.events).to(beEmpty())
    }

    @Test("keeps a number typed while the photo was being read")
    func typedMeanwhile() async {
        let answers = ManualDispatcher()
        let spec = Self.editing(answers: answers)
        await settle()
        spec.environment.barcodeScanner.found = Self.found
        spec.interactor.setPhoto(Samples.photo(), for: .back)
        await settle()
        spec.interactor.changeNumber("42")

        answers.runAll()
        await settle()

        expect(spec.interactor.edited.number).to(equal("42"))
        expect(spec.output.events).toNot(contain("readNumber(5901234123457)"))
    }
}
