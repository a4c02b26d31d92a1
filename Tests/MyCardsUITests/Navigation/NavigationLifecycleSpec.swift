import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@MainActor
@Suite("NavigationStack lifecycle")
struct NavigationLifecycleSpec {
    @MainActor
    private final class Journal {
        var entries: [String] = []
    }

    @MainActor
    private final class LifecycleScreen: Screen {
        let title: String
        let journal: Journal
        let keyHints: [KeyHint] = []

        init(_ title: String, journal: Journal) {
            self.title = title
            self.journal = journal
        }

        func render(into buffer: inout ScreenBuffer, area: Rect) -> Point? { nil }
        func handle(_ event: InputEvent) -> Bool { false }
        func screenWillAppear() { journal.entries.append("\(title) appears") }
        func screenDidDisappear() { journal.entries.append("\(title) disappears") }
    }

    @Test("a push covers the top screen and shows the new one")
    func pushNotifies() {
        let journal = Journal()
        let stack = NavigationStack(root: LifecycleScreen("Cards", journal: journal))

        stack.push(LifecycleScreen("Card", journal: journal))

        expect(journal.entries).to(equal(["Cards disappears", "Card appears"]))
    }

    @Test("a pop removes the top screen and uncovers the one below")
    func popNotifies() {
        let journal = Journal()
        let stack = NavigationStack(root: LifecycleScreen("Cards", journal: journal))
        stack.push(LifecycleScreen("Card", journal: journal))
        journal.entries = []

        stack.pop()

        expect(journal.entries).to(equal(["Card disappears", "Cards appears"]))
    }

    @Test("popping to a screen removes every screen above it, top first, then uncovers it once")
    func popToNotifies() {
        let journal = Journal()
        let form = LifecycleScreen("Edit card", journal: journal)
        let stack = NavigationStack(root: LifecycleScreen("Cards", journal: journal))
        stack.push(form)
        stack.push(LifecycleScreen("Photo library", journal: journal))
        stack.push(LifecycleScreen("Crop", journal: journal))
        journal.entries = []

        stack.pop(to: form)

        expect(journal.entries).to(equal(["Crop disappears", "Photo library disappears", "Edit card appears"]))
    }

    @Test("refusing to pop the root tells no one")
    func rootPopIsSilent() {
        let journal = Journal()
        let stack = NavigationStack(root: LifecycleScreen("Cards", journal: journal))

        stack.pop()
        stack.popToRoot()

        expect(journal.entries).to(beEmpty())
    }

    @Test("the shell shows its root as appearing when it starts")
    func shellStartsRoot() {
        let journal = Journal()
        let terminal = HeadlessTerminal(size: Size(width: 60, height: 16))
        let shell = AppShell(
            architecture: "MVC", loop: EventLoop(terminal: terminal, dispatcher: ImmediateDispatcher()) { _ in },
            scheduler: ManualScheduler())

        shell.start(root: LifecycleScreen("Cards", journal: journal))
        shell.push(LifecycleScreen("Card", journal: journal))
        shell.pop(to: shell.navigation!.root)

        expect(journal.entries).to(
            equal(["Cards appears", "Cards disappears", "Card appears", "Card disappears", "Cards appears"]))
    }
}
