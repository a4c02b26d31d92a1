import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsUI

@MainActor
@Suite("NavigationStack tracing")
struct NavigationTracingSpec {
    /// A screen pushed over the root, named apart from it in the lines.
    @MainActor
    private final class CardScreen: Screen {
        let title = "Card"
        let keyHints: [KeyHint] = []
        var onAppear: (@MainActor () -> Void)?
        var onKey: (@MainActor () -> Void)?

        func render(into buffer: inout ScreenBuffer, area: Rect) -> Point? { nil }
        func handle(_ event: InputEvent) -> Bool {
            onKey?()
            return onKey != nil
        }
        func screenWillAppear() { onAppear?() }
    }

    let tracer = TracerSpy()

    private func stack() -> NavigationStack {
        let stack = NavigationStack(root: ScreenSpy(title: "Cards"))
        stack.tracer = tracer
        return stack
    }

    @Test("traces nothing unless given a tracer")
    func offByDefault() {
        let stack = NavigationStack(root: ScreenSpy(title: "Cards"))

        expect(stack.tracer.isEnabled).to(beFalse())
    }

    @Test("hands a key to the screen on top as its work: a call it makes outside a traced call names it")
    func keyIsTopScreens() {
        let stack = stack()
        let card = CardScreen()
        stack.push(card)
        let shell = BoundaryRoute(tracer: tracer, holder: "App", receiver: "AppShell")
        card.onKey = { shell.call("pop()") {} }

        _ = stack.topHandles(.key(.escape))

        expect(tracer.lines.last).to(equal("CardScreen -> AppShell: pop()"))
    }

    @Test("hands a key to the screen on top untraced without a tracer")
    func keyUntraced() {
        let stack = NavigationStack(root: ScreenSpy(title: "Cards"))
        let card = CardScreen()
        stack.push(card)
        var handled = false
        card.onKey = { handled = true }

        _ = stack.topHandles(.key(.escape))

        expect(handled).to(beTrue())
    }

    @Test("writes a push as the covered screen disappearing and the pushed one appearing")
    func push() {
        let stack = stack()

        stack.push(CardScreen())

        expect(tracer.lines).to(
            equal(["AppShell -> ScreenSpy: screenDidDisappear()", "AppShell -> CardScreen: screenWillAppear()"]))
    }

    @Test("writes a pop as the top screen disappearing and the one below appearing")
    func pop() {
        let stack = stack()
        stack.push(CardScreen())

        stack.pop()

        expect(tracer.lines.suffix(2)).to(
            equal(["AppShell -> CardScreen: screenDidDisappear()", "AppShell -> ScreenSpy: screenWillAppear()"]))
    }

    @Test("writes popping to the root as each removed screen disappearing, then the root appearing")
    func popToRoot() {
        let stack = stack()
        stack.push(CardScreen())
        stack.push(ScreenSpy(title: "Photo"))

        stack.popToRoot()

        expect(tracer.lines.suffix(3)).to(
            equal([
                "AppShell -> ScreenSpy: screenDidDisappear()", "AppShell -> CardScreen: screenDidDisappear()",
                "AppShell -> ScreenSpy: screenWillAppear()",
            ]))
    }

    @Test("runs the screen's lifecycle call as the screen, so what it calls comes from the screen")
    func lifecycleRunsAsScreen() {
        let stack = stack()
        let screen = CardScreen()
        let store = BoundaryRoute(tracer: tracer, holder: "App", receiver: "CardsWorker")
        screen.onAppear = { store.call("get(PersistenceQuery)") {} }

        stack.push(screen)

        expect(tracer.lines.last).to(equal("CardScreen -> CardsWorker: get(PersistenceQuery)"))
    }

    @Test("gets its tracer from the shell, which shows its root as appearing")
    func shellPassesTracer() {
        let terminal = HeadlessTerminal(size: Size(width: 60, height: 16))
        let shell = AppShell(
            architecture: "MVC", loop: EventLoop(terminal: terminal, dispatcher: ImmediateDispatcher()) { _ in },
            scheduler: ManualScheduler(), tracer: tracer)

        shell.start(root: ScreenSpy(title: "Cards"))
        shell.push(CardScreen())

        expect(tracer.lines).to(
            equal([
                "AppShell -> ScreenSpy: screenWillAppear()", "AppShell -> ScreenSpy: screenDidDisappear()",
                "AppShell -> CardScreen: screenWillAppear()",
            ]))
    }
}
