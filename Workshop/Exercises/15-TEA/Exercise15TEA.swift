import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsTEA

/// Workshop exercise 15 (Docs/Workshop.md), on exercise 10's solution: in TEA, `c` on Cards opens the selected card's
/// Code screen — the Code screen the Card screen opens — and `Esc` there returns to Cards, the selection kept.
/// Navigation is state: `c` is an action, a reducer puts the Code screen on the app's path (`AppState.path`, the
/// `.code` destination the Card screen already pushes), the host (`AppHost`) makes the shell's stack follow, and `Esc`
/// on the Code screen pops it by action.
///
/// What the tests fix and what they leave free. The keys are pressed on the real screens, so the actions are whatever
/// the view controllers' key mappings send: any name, the identifier or the card as payload, a delegate action to
/// the app or the app's reducer answering the Cards action itself. The tests read what the user sees (the screen
/// pushed and its title, the selection after `Esc`) and the navigation state the app's reducer made, through the
/// names the variant already has (`path`, `Destination.code`, `CodeState.card`) — nothing the attendee names.
///
/// The MVC-style shortcut (Workshop/Shortcuts/exercise-15.patch: the host pushes a Code screen itself when `c` is
/// pressed, and pops it on `Esc`) shows the same screens, and stays red: the path never holds the Code screen.
@MainActor
@Suite("Exercise 15 · TEA: c opens the card's code", .mainSerialExecutor)
struct Exercise15TEA {
    static let beta = Samples.threeCards[1]
    let doubles = TEADoubles(cards: Samples.threeCards)
    let root: CardsViewController

    init() {
        root = TEACompositionRoot.makeRoot(context: doubles.app.context, environment: doubles.environment)
        root.screenWillAppear()
    }

    /// The screens over Cards, as the app's state holds them.
    var path: [Destination] { root.app?.store.state.path.map(\.destination) ?? [] }

    /// The card of the Code screen on top of the path, if a Code screen is on top.
    var cardOnTop: Card? {
        guard case .code(let code) = path.last else { return nil }
        return code.card
    }

    /// Selects Beta on the list and presses `c`, as the user would, then lets the effects run.
    func showBetasCode() async {
        await settle()
        root.hostedView.selectedIdentifier = Self.beta.identifier
        _ = root.handle(.key(.character("c")))
        await settle()
    }

    /// Presses `Esc` on the screen on top, and lets the effects run.
    func pressEscapeOnTop() async {
        _ = doubles.shell.lastPushed?.handle(.key(.escape))
        await settle()
    }

    @Test("the screen: c pushes the selected card's Code screen")
    func screenShowsCode() async {
        await showBetasCode()

        expect(doubles.shell.pushed.count).to(equal(1))
        expect(doubles.shell.lastPushed?.title).to(equal("Code · Beta"))
    }

    @Test("the screen: Esc on the Code screen returns to Cards, the selection kept")
    func screenReturns() async {
        await showBetasCode()

        await pressEscapeOnTop()

        expect(doubles.shell.popCount).to(equal(1))
        expect(root.hostedView.selectedIdentifier).to(equal(Self.beta.identifier))
    }

    @Test("navigation is state: after c the app's path holds the Code screen of the selected card")
    func pathHoldsCode() async {
        await showBetasCode()

        expect(path.count).to(equal(1))
        expect(cardOnTop).to(equal(Self.beta))
    }

    @Test("navigation is state: Esc on the Code screen takes it off the path again")
    func escapePops() async {
        await showBetasCode()
        let shown = path.count

        await pressEscapeOnTop()

        expect(shown).to(equal(1))
        expect(path).to(beEmpty())
    }
}
