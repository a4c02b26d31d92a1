import MyCardsUI
import Nimble
import Testing

@Suite("TitleBar")
struct TitleBarSpec {
    @Test(
        "shows the app, the screen and the architecture",
        arguments: [Size(width: 100, height: 32), Size(width: 40, height: 12)])
    func showsTitle(size: Size) {
        var buffer = ScreenBuffer(size: size)

        TitleBar(screenTitle: "Photo library", architecture: "VIPER", theme: .monochrome)
            .render(into: &buffer, area: buffer.bounds)

        expect(buffer.row(at: 0)).to(equal(" My Cards · Photo library [VIPER]"))
    }

    @Test("cuts the title with an ellipsis when narrow")
    func cutsWhenNarrow() {
        var buffer = ScreenBuffer(size: Size(width: 20, height: 1))

        TitleBar(screenTitle: "Edit card", architecture: "MVVM", theme: .monochrome)
            .render(into: &buffer, area: buffer.bounds)

        expect(buffer.row(at: 0)).to(equal(" My Cards · Edit c…"))
    }

    @Test("fills its row in the title style")
    func fillsRow() {
        var buffer = ScreenBuffer(size: Size(width: 40, height: 12))

        TitleBar(screenTitle: "Cards", architecture: "MVC", theme: .monochrome).render(
            into: &buffer, area: buffer.bounds)

        expect(buffer[39, 0].style).to(equal(Theme.monochrome.titleBar))
        expect(buffer[0, 1].style).to(equal(.plain))
    }
}
