import ConcurrencyExtras
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@MainActor
@Suite("AppShell", .mainSerialExecutor)
struct AppShellSpec {
    @MainActor
    final class Harness {
        let terminal = HeadlessTerminal(size: Size(width: 60, height: 16), colorMode: .monochrome)
        let scheduler = ManualScheduler()
        var exitCodes: [Int32] = []
        var suspensions = 0
        let root = ScreenSpy(title: "Cards")
        lazy var shell: AppShell = {
            let loop = EventLoop(
                terminal: terminal, dispatcher: ImmediateDispatcher(),
                exitProcess: { [weak self] code in self?.exitCodes.append(code) },
                suspendProcess: { [weak self] in self?.suspensions += 1 })
            return AppShell(architecture: "MVC", loop: loop, scheduler: scheduler)
        }()

        func started() -> Harness {
            shell.start(root: root)
            shell.loop.drawIfNeeded()
            return self
        }

        func press(_ key: Key) {
            terminal.send(key)
            shell.loop.drainEvents()
            shell.loop.drawIfNeeded()
        }

        var screen: String { terminal.snapshot() }
    }

    @Suite("when started")
    @MainActor
    struct Starting {
        @Test("shows the root screen under the title bar with the architecture tag")
        func showsRoot() {
            let harness = Harness().started()

            expect(harness.screen).to(contain("My Cards · Cards [MVC]"))
            expect(harness.screen).to(contain("Cards content"))
        }

        @Test("hands input to the top screen")
        func routesInput() {
            let harness = Harness().started()

            harness.press(.character("n"))

            expect(harness.root.events).to(equal([.key(.character("n"))]))
        }
    }

    @Suite("when its owner navigates")
    @MainActor
    struct Navigating {
        @Test("shows a pushed screen and the root again after pop")
        func pushesAndPops() {
            let harness = Harness().started()

            harness.shell.push(ScreenSpy(title: "Card"))
            harness.shell.loop.drawIfNeeded()
            let pushed = harness.screen
            harness.shell.pop()
            harness.shell.loop.drawIfNeeded()

            expect(pushed).to(contain("My Cards · Card [MVC]"))
            expect(harness.screen).to(contain("My Cards · Cards [MVC]"))
        }

        @Test("asks a yes/no question and reports the answer")
        func confirms() async {
            let harness = Harness().started()
            let asking = Task { await harness.shell.confirm("Delete card “Tesco”?") }
            await Task.megaYield()
            harness.shell.loop.drawIfNeeded()
            let asked = harness.screen

            harness.press(.character("y"))

            expect(asked).to(contain("Delete card “Tesco”? (y/n)"))
            let answered = await asking.value
            expect(answered).to(equal(.yes))
        }

        @Test("offers a menu and reports the choice")
        func showsMenu() async {
            let harness = Harness().started()
            let menu = Menu(
                title: "Photo source",
                items: [Menu.Item(key: "c", label: "Camera"), Menu.Item(key: "l", label: "Library")],
                theme: harness.shell.theme)
            let choosing = Task { await harness.shell.showMenu(menu)?.label }
            await Task.megaYield()

            harness.press(.character("l"))

            let answered = await choosing.value
            expect(answered).to(equal("Library"))
        }

        @Test("pops back to the root")
        func popsToRoot() {
            let harness = Harness().started()
            harness.shell.push(ScreenSpy(title: "Card"))
            harness.shell.push(ScreenSpy(title: "Photo"))

            harness.shell.popToRoot()

            expect(harness.shell.navigation?.count).to(equal(1))
        }
    }

    @Suite("when the app quits")
    @MainActor
    struct Quitting {
        @Test("restores the terminal and exits 0")
        func quits() {
            let harness = Harness().started()

            harness.shell.quit()

            expect(harness.exitCodes).to(equal([0]))
            expect(harness.terminal.restoreCount).to(equal(1))
        }

        @Test("suspends on Ctrl-Z from any screen, and goes on afterwards")
        func suspendsOnControlZ() {
            let harness = Harness().started()
            let card = ScreenSpy(title: "Card")
            harness.shell.push(card)

            harness.press(.control("z"))

            expect(harness.suspensions).to(equal(1))
            expect(harness.exitCodes).to(beEmpty())
            expect(card.events).to(beEmpty())
        }

        @Test("quits on Ctrl-C from any screen")
        func quitsOnControlC() {
            let harness = Harness().started()
            harness.shell.push(ScreenSpy(title: "Card"))

            harness.press(.control("c"))

            expect(harness.exitCodes).to(equal([0]))
        }
    }

    @Test("does nothing before it is started")
    func idleBeforeStart() {
        let harness = Harness()

        harness.shell.push(ScreenSpy(title: "Card"))
        harness.shell.showStatus("x", busy: false, isError: false, about: nil)

        expect(harness.shell.navigation).to(beNil())
        expect(harness.shell.colorMode).to(equal(.monochrome))
    }
}
