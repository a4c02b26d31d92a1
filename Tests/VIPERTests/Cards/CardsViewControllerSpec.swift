import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsVIPER

/// The Cards view alone in the real app shell on a headless terminal: keys in, events to an output spy out;
/// what the presenter tells it, on the screen.
@MainActor
@Suite("CardsViewController", .mainSerialExecutor)
struct CardsViewControllerSpec {
    let app = HeadlessApp()
    let output = CardsViewOutputSpy()
    let view: CardsViewController

    init() {
        view = CardsViewController(dependencies: ModuleEnvironment().context(on: app))
        view.output = output
        app.start(view)
    }

    static let tiles = CardsDisplayData(
        tiles: [Samples.card("A", "Alpha"), Samples.card("B", "beta")].map(CardTile.init))

    @Test("reports its appearance to the presenter")
    func appears() {
        expect(output.events).to(equal(["appear"]))
    }

    @Test("draws the tiles it is told to show")
    func showsTiles() {
        view.show(Self.tiles)

        expect(app.screen).to(contain("Alpha"))
        expect(app.screen).to(contain("beta"))
    }

    @Test("reports Enter on the tile selected for it")
    func opens() {
        view.show(Self.tiles)
        view.select(identifier: "B")

        app.press(.enter)

        expect(output.events.last).to(equal("select(B)"))
    }

    @Test("reports n, r and q")
    func keys() {
        app.press(.character("n"), .character("r"), .character("q"))

        expect(output.events).to(equal(["appear", "new", "refresh", "quit"]))
    }

    @Test("puts a status line on the app's status bar")
    func status() {
        view.showStatus(StatusMessage(text: "Offline: the backend is unreachable", isError: true))

        expect(app.screen).to(contain("Offline: the backend is unreachable"))
    }

    @Test("draws no empty-store hint before it is told the cards")
    func noHintYet() {
        expect(app.screen).toNot(contain("No cards yet"))
    }

    @Test("draws the hint of an empty store once told it is empty")
    func emptyHint() {
        view.show(CardsDisplayData(tiles: []))

        expect(app.screen).to(contain("No cards yet — press n to add one"))
    }
}
