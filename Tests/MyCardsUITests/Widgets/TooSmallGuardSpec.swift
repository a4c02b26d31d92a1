import MyCardsUI
import Nimble
import Testing

@Suite("TooSmallGuard")
struct TooSmallGuardSpec {
    @Test("needs 40×12")
    func needsMinimum() {
        expect(TooSmallGuard.minimumSize).to(equal(Size(width: 40, height: 12)))
        expect(TooSmallGuard.message).to(equal("Terminal too small (need 40×12)"))
    }

    @Test(
        "tells sizes below the minimum",
        arguments: [
            (Size(width: 39, height: 12), true), (Size(width: 40, height: 11), true),
            (Size(width: 40, height: 12), false),
            (Size(width: 100, height: 32), false),
        ] as [(Size, Bool)])
    func tellsTooSmall(size: Size, expected: Bool) {
        expect(TooSmallGuard.isTooSmall(size)).to(equal(expected))
    }

    @Test("centres its message")
    func centresMessage() {
        var buffer = ScreenBuffer(size: Size(width: 39, height: 12))
        buffer.fill(buffer.bounds, with: "x")

        TooSmallGuard(theme: .monochrome).render(into: &buffer, area: buffer.bounds)

        expect(buffer.text()).to(equal("\n\n\n\n\n    Terminal too small (need 40×12)\n\n\n\n\n\n"))
    }

    @Test("wraps its message in a tiny terminal")
    func wrapsMessage() {
        var buffer = ScreenBuffer(size: Size(width: 20, height: 3))

        TooSmallGuard(theme: .monochrome).render(into: &buffer, area: buffer.bounds)

        expect(buffer.text()).to(equal(" Terminal too small\n    (need 40×12)\n"))
    }
}
