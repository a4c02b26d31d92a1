import MyCardsUI
import Nimble
import Testing

@Suite("StatusLine")
struct StatusLineSpec {
    @Test("shows the message", arguments: [Size(width: 100, height: 32), Size(width: 40, height: 12)])
    func showsMessage(size: Size) {
        var buffer = ScreenBuffer(size: size)

        StatusLine(message: "Saved", theme: .monochrome).render(into: &buffer, area: buffer.bounds.row(size.height - 2))

        expect(buffer.row(at: size.height - 2)).to(equal(" Saved"))
    }

    @Test("leads with a braille spinner frame while busy in colour")
    func showsBrailleSpinner() {
        var buffer = ScreenBuffer(size: Size(width: 40, height: 1))
        var spinner = Spinner()
        spinner.advance()

        StatusLine(message: "Downloading cards…", isBusy: true, spinner: spinner, theme: Theme(colorMode: .basic))
            .render(into: &buffer, area: buffer.bounds)

        expect(buffer.row(at: 0)).to(equal(" ⠙ Downloading cards…"))
    }

    @Test("uses an ASCII spinner in monochrome")
    func showsAsciiSpinner() {
        var buffer = ScreenBuffer(size: Size(width: 40, height: 1))
        let spinner = Spinner(tick: 3)

        StatusLine(message: "Downloading cards…", isBusy: true, spinner: spinner, theme: .monochrome)
            .render(into: &buffer, area: buffer.bounds)

        expect(buffer.row(at: 0)).to(equal(" \\ Downloading cards…"))
    }

    @Test("cuts a long message with an ellipsis")
    func cutsLongMessage() {
        var buffer = ScreenBuffer(size: Size(width: 20, height: 1))

        StatusLine(message: "Saved locally; upload failed: timeout", theme: .monochrome)
            .render(into: &buffer, area: buffer.bounds)

        expect(buffer.row(at: 0)).to(equal(" Saved locally; up…"))
    }

    @Test("draws errors in the error style")
    func stylesErrors() {
        var buffer = ScreenBuffer(size: Size(width: 20, height: 1))

        StatusLine(message: "Offline", isError: true, theme: .monochrome).render(into: &buffer, area: buffer.bounds)

        expect(buffer[1, 0].style).to(equal(Theme.monochrome.error))
    }
}

@Suite("Spinner")
struct SpinnerSpec {
    @Test("cycles through its frames and wraps")
    func cycles() {
        var spinner = Spinner()

        let frames = (0..<11).map { _ in
            defer { spinner.advance() }
            return spinner.frame(for: .palette256)
        }

        expect(String(frames)).to(equal("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏⠋"))
    }

    @Test("wraps its tick so it never grows")
    func wrapsTick() {
        var spinner = Spinner(tick: 19)

        spinner.advance()

        expect(spinner.tick).to(equal(0))
    }
}
