import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@MainActor
@Suite("CodeView")
struct CodeViewSpec {
    let view = CodeView(theme: .monochrome)
    let log = CallLog()
    let harness: ViewHarness

    init() {
        harness = ViewHarness(view)
        view.onClose = { [log] in log.record("close") }
    }

    /// What a scanner reads off the screen: the frame's cells painted as a terminal paints them.
    static func scanned(_ buffer: ScreenBuffer) -> ReadBarcode? {
        let rows = buffer.text().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let picture = BarcodeSamples.rasterise(rows)
        return BarcodeReader.read(grey: picture.grey, width: picture.width, height: picture.height)
    }

    @MainActor
    @Suite("when a scanner reads the screen")
    struct Scanning {
        @Test("decodes every symbology's sample drawn at 120×36", arguments: BarcodeSamples.numbers)
        func wide(barcode: Barcode, number: String) {
            let spec = CodeViewSpec()
            spec.view.data = CodeDisplayData(name: "Tesco", number: number, barcode: barcode)

            let read = scanned(spec.harness.render(Size(width: 120, height: 36)))

            expect(read).to(equal(ReadBarcode(number: number, barcode: barcode)))
        }

        @Test(
            "decodes every sample drawn at 80×24, or says the code is too wide and names show --code",
            arguments: BarcodeSamples.numbers)
        func small(barcode: Barcode, number: String) {
            let spec = CodeViewSpec()
            spec.view.data = CodeDisplayData(name: "Tesco", number: number, barcode: barcode)

            let buffer = spec.harness.render(Size(width: 80, height: 24))

            if buffer.text().contains("show --code") {
                expect(scanned(buffer)).to(beNil())
            } else {
                expect(scanned(buffer)).to(equal(ReadBarcode(number: number, barcode: barcode)))
            }
        }

        @Test("finds only the 13-character Code 128 sample too wide for 80×24 (the table in Docs/Codes.md)")
        func smallFits() {
            let tooWide = BarcodeSamples.numbers.filter { sample in
                let spec = CodeViewSpec()
                spec.view.data = CodeDisplayData(name: "Tesco", number: sample.number, barcode: sample.barcode)
                return spec.harness.render(Size(width: 80, height: 24)).text().contains("show --code")
            }.map(\.barcode)

            expect(tooWide).to(equal([.code128]))
        }
    }

    @Suite("when drawing")
    @MainActor
    struct Drawing {
        let spec = CodeViewSpec()

        @Test("writes the number and its symbology under the code")
        func caption() {
            spec.view.data = CodeDisplayData(name: "Tesco", number: "5901234123457", barcode: .ean13)

            expect(spec.harness.render(Size(width: 120, height: 36)).text()).to(contain("5901234123457  EAN-13"))
        }

        @Test("draws a card without a symbology in the one its number most likely has")
        func guesses() {
            spec.view.data = CodeDisplayData(name: "Tesco", number: "5901234123457")

            let read = scanned(spec.harness.render(Size(width: 120, height: 36)))

            expect(read).to(equal(ReadBarcode(number: "5901234123457", barcode: .ean13)))
        }

        @Test("says a card has no number")
        func noNumber() {
            spec.view.data = CodeDisplayData(name: "Tesco")

            expect(spec.harness.render(Size(width: 80, height: 24)).text()).to(contain(CodeView.noNumber))
        }

        @Test("says why a number cannot be drawn in its symbology")
        func refusal() {
            spec.view.data = CodeDisplayData(name: "Tesco", number: "12345", barcode: .ean13)

            expect(spec.harness.render(Size(width: 80, height: 24)).text()).to(contain("EAN-13 needs 12 or 13 digits"))
        }

        @Test("says a code that fits across but not down is too tall, not too wide")
        func tooTall() {
            spec.view.data = CodeDisplayData(name: "Tesco", number: "https://example.com/card/42", barcode: .qrCode)

            let text = spec.harness.render(Size(width: 120, height: 12)).text()

            expect(text).to(contain("This code is too tall for the screen"))
            expect(text).toNot(contain("too wide"))
        }

        @Test(
            "draws nothing outside a tiny terminal",
            arguments: [Size(width: 20, height: 6), Size(width: 1, height: 1), Size(width: 200, height: 4)])
        func tiny(size: Size) {
            spec.view.data = CodeDisplayData(name: "Tesco", number: "https://example.com/card/42", barcode: .qrCode)

            let text = spec.harness.render(size).text()

            expect(text.split(separator: "\n").count).to(beLessThanOrEqualTo(size.height))
        }

        @Test("writes a number of wide characters centred, in its cells")
        func wideCharacters() {
            spec.view.data = CodeDisplayData(name: "北京", number: "北京 Tea 42", barcode: .qrCode)

            let read = scanned(spec.harness.render(Size(width: 120, height: 36)))

            expect(read).to(equal(ReadBarcode(number: "北京 Tea 42", barcode: .qrCode)))
        }

        @Test("names the card in the title")
        func title() {
            spec.view.data = CodeDisplayData(name: "Tesco", number: "1")

            expect(spec.view.title).to(equal("Code · Tesco"))
        }
    }

    @Suite("when keys are pressed")
    @MainActor
    struct Keys {
        @Test("reports Esc and q as close", arguments: [Key.escape, .character("q")])
        func closes(key: Key) {
            let spec = CodeViewSpec()

            spec.harness.send(key)

            expect(spec.log.calls).to(equal(["close"]))
        }

        @Test("ignores other keys")
        func ignores() {
            let spec = CodeViewSpec()

            expect(spec.view.handle(.key(.character("x")))).to(beFalse())
        }
    }
}
