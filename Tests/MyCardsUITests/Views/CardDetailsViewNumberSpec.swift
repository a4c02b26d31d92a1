import MyCardsDisplayData
import MyCardsKit
import MyCardsUI
import Nimble
import Testing

/// The number on `CardDetailsView`: the `c` key to the Code screen, and the form's Number field and Barcode chooser,
/// each offered once the owner takes it.
extension CardDetailsViewSpec {
    /// A spec whose owner takes the number and the Code screen.
    static func offeringNumber(mode: CardDetailsMode, number: String? = nil) -> CardDetailsViewSpec {
        let spec = CardDetailsViewSpec(mode: mode)
        spec.view.onShowCode = { [log = spec.log] in log.record("code") }
        spec.view.onNumberChange = { [log = spec.log] in log.record("number \($0)") }
        spec.view.onBarcodeChange = { [log = spec.log] in log.record("barcode \($0?.displayName ?? "Guess")") }
        spec.view.data.number = number
        return spec
    }

    @Suite("when the owner offers the Code screen")
    @MainActor
    struct CodeKey {
        @Test("reports c")
        func reportsC() {
            let spec = CardDetailsViewSpec.offeringNumber(mode: .normal)

            let used = spec.harness.send(.character("c"))

            expect(used).to(beTrue())
            expect(spec.log.calls).to(equal(["code"]))
        }

        @Test("names c in the key bar")
        func hint() {
            let spec = CardDetailsViewSpec.offeringNumber(mode: .normal)

            expect(spec.view.keyHints.map(\.keys)).to(contain("c"))
        }

        @Test("leaves c alone and unnamed when no owner offers it")
        func notOffered() {
            let spec = CardDetailsViewSpec(mode: .normal)

            let used = spec.harness.send(.character("c"))

            expect(used).to(beFalse())
            expect(spec.view.keyHints.map(\.keys)).toNot(contain("c"))
        }
    }

    @Suite("when the form offers the number")
    @MainActor
    struct NumberField {
        @Test(
            "puts Number and Barcode after Name in the Tab order",
            arguments: [
                (CardDetailsMode.edit, [CardDetailsFocus.number, .barcode, .front, .back, .save, .delete, .cancel]),
                (.create, [.number, .barcode, .front, .back, .save, .cancel]),
            ])
        func tabs(mode: CardDetailsMode, expected: [CardDetailsFocus]) {
            let spec = CardDetailsViewSpec.offeringNumber(mode: mode)

            let visited = expected.map { _ in
                spec.harness.send(.tab)
                return spec.view.focus
            }

            expect(visited).to(equal(expected))
        }

        @Test("reports each change typed into the number")
        func typing() {
            let spec = CardDetailsViewSpec.offeringNumber(mode: .create)
            spec.view.focus = .number

            spec.harness.type("59")

            expect(spec.log.calls).to(equal(["number 5", "number 59"]))
            expect(spec.view.numberText).to(equal("59"))
        }

        @Test("takes text input on the number, as on the name")
        func acceptsText() {
            let spec = CardDetailsViewSpec.offeringNumber(mode: .edit)
            spec.view.focus = .number

            expect(spec.view.acceptsTextInput).to(beTrue())
        }

        @Test("shows the card's number in the field when the form opens")
        func startsWithNumber() {
            let spec = CardDetailsViewSpec.offeringNumber(mode: .normal, number: "4006381333931")

            spec.view.data.mode = .edit

            expect(spec.view.numberText).to(equal("4006381333931"))
            expect(spec.harness.render(ViewHarness.wide).text()).to(contain("Number   4006381333931"))
        }

        @Test("fills the field with a number the owner sets, as one read from a photo")
        func ownerSetsNumber() {
            let spec = CardDetailsViewSpec.offeringNumber(mode: .create)

            spec.view.data.number = "5901234123457"

            expect(spec.view.numberText).to(equal("5901234123457"))
        }

        @Test("keeps the focus off Number and Barcode when no owner takes them")
        func notOffered() {
            let spec = CardDetailsViewSpec(mode: .edit)

            spec.view.focus = .barcode
            let screen = spec.harness.render(ViewHarness.wide).text()

            expect(spec.view.focus).to(equal(.name))
            expect(screen).toNot(contain("Barcode"))
        }
    }

    @Suite("when the barcode is chosen")
    @MainActor
    struct BarcodeChooser {
        @Test("steps from Guess to each symbology with Enter and reports it")
        func enterSteps() {
            let spec = CardDetailsViewSpec.offeringNumber(mode: .create)
            spec.view.focus = .barcode

            spec.harness.send(.enter)
            spec.harness.send(.right)

            expect(spec.log.calls).to(equal(["barcode EAN-13", "barcode EAN-8"]))
        }

        @Test("steps back with ←, from Guess round to the last")
        func leftWraps() {
            let spec = CardDetailsViewSpec.offeringNumber(mode: .create)
            spec.view.focus = .barcode

            spec.harness.send(.left)

            expect(spec.log.calls).to(equal(["barcode Data Matrix"]))
        }

        @Test("shows what Guess picks for the number typed so far")
        func guessShown() {
            let spec = CardDetailsViewSpec.offeringNumber(mode: .normal, number: "4006381333931")

            spec.view.data.mode = .edit

            expect(spec.harness.render(ViewHarness.wide).text()).to(contain("Barcode    Guess: EAN-13"))
        }

        @Test("shows the card's own barcode when it has one")
        func ownBarcode() {
            let spec = CardDetailsViewSpec.offeringNumber(mode: .normal, number: "ABC-1")
            spec.view.data.barcode = .code39

            spec.view.data.mode = .edit

            expect(spec.harness.render(ViewHarness.wide).text()).to(contain("Barcode    Code 39"))
        }

        @Test("marks the chooser and names ← → while it has the focus")
        func focused() {
            let spec = CardDetailsViewSpec.offeringNumber(mode: .create)

            spec.view.focus = .barcode

            expect(spec.harness.render(ViewHarness.wide).text()).to(contain("Barcode  ‹ Guess ›"))
            expect(spec.view.keyHints.map(\.label)).to(contain("previous/next barcode"))
        }
    }
}
