import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

/// The Card presenter's checkout code alone: `c` to the router, the form's number and barcode to the interactor, and
/// the interactor's answers worded for the view.
@MainActor
@Suite("CardDetailsPresenter when the checkout code is used", .mainSerialExecutor)
struct CardDetailsPresenterCodeSpec {
    static let found = ReadBarcode(number: "5901234123457", barcode: .ean13)

    @Test("c asks the router to show the Code module for the card as stored")
    func showsCode() {
        let spec = CardDetailsPresenterSpec()

        spec.presenter.didTapShowCode()

        expect(spec.router.codesShown).to(equal([CardItem(CardDetailsPresenterSpec.tesco)]))
    }

    @Test("passes the number and the barcode the form reports to the interactor")
    func passesNumber() {
        let spec = CardDetailsPresenterSpec(mode: .edit)

        spec.presenter.didChangeNumber("ABC-1")
        spec.presenter.didChooseBarcode(.code39)

        expect(spec.interactor.numbers).to(equal(["ABC-1"]))
        expect(spec.interactor.barcodes).to(equal([.code39]))
    }

    @Test("words a rejected draft with the interactor's reason, as an error")
    func rejected() {
        let spec = CardDetailsPresenterSpec(mode: .edit)

        spec.presenter.didRejectInvalidDraft(reason: .numberRefused(.notCarried(by: .ean13)))

        expect(spec.view.statuses).to(equal([StatusMessage(text: "EAN-13 needs 12 or 13 digits", isError: true)]))
    }

    @Test("says what was read off a photo and shows the draft with it")
    func readNumber() {
        let spec = CardDetailsPresenterSpec(mode: .edit)
        spec.interactor.draftCard.number = Self.found.number

        spec.presenter.didReadNumber(Self.found)

        expect(spec.view.statuses).to(equal([StatusMessage(text: "Read 5901234123457 (EAN-13) from the photo")]))
        expect(spec.view.shown.last?.number).to(equal("5901234123457"))
    }
}
