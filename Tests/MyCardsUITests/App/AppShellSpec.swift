import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@MainActor
@Suite("AppShell")
struct AppShellSpec {
    @MainActor
    private final class Harness {
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
        func confirms() {
            let harness = Harness().started()
            var answer: ConfirmDialog.Result?
            harness.shell.confirm("Delete card “Tesco”?") { answer = $0 }
            harness.shell.loop.drawIfNeeded()
            let asked = harness.screen

            harness.press(.character("y"))

            expect(asked).to(contain("Delete card “Tesco”? (y/n)"))
            expect(answer).to(equal(.yes))
        }

        @Test("offers a menu and reports the choice")
        func showsMenu() {
            let harness = Harness().started()
            var chosen: String?
            let menu = Menu(
                title: "Photo source",
                items: [Menu.Item(key: "c", label: "Camera"), Menu.Item(key: "l", label: "Library")],
                theme: harness.shell.theme)
            harness.shell.showMenu(menu) { chosen = $0?.label }

            harness.press(.character("l"))

            expect(chosen).to(equal("Library"))
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

    @Suite("when the status changes")
    @MainActor
    struct Status {
        @Test("shows the message on the status line and redraws")
        func showsStatus() {
            let harness = Harness().started()

            harness.shell.showStatus("Downloading cards…", busy: true, isError: false, about: harness.root)
            harness.shell.loop.drawIfNeeded()

            expect(harness.screen).to(contain("Downloading cards…"))
        }

        @Test("clears on a push, so an old message does not follow the user to a new screen")
        func clearsOnPush() {
            let harness = Harness().started()
            harness.shell.showStatus("Downloaded 6 cards", busy: false, isError: false, about: harness.root)

            harness.shell.push(ScreenSpy(title: "Card"))

            expect(harness.shell.frame?.statusText).to(equal(""))
        }

        @Test("shows a screen's message again when the user comes back to it")
        func showsAgainOnReturn() {
            let harness = Harness().started()
            harness.shell.showStatus("Downloaded 6 cards", busy: false, isError: false, about: harness.root)
            harness.shell.push(ScreenSpy(title: "Card"))

            harness.shell.pop()

            expect(harness.shell.frame?.statusText).to(equal("Downloaded 6 cards"))
        }

        @Test("keeps a message for the screen below off the top one, and shows it when that screen is back")
        func waitsForItsScreen() {
            let harness = Harness().started()
            harness.shell.push(ScreenSpy(title: "New card"))

            harness.shell.showStatus(
                "Offline: the backend did not answer in time", busy: false, isError: true, about: harness.root)
            let onForm = harness.shell.frame?.statusText
            harness.shell.pop()

            expect(onForm).to(equal(""))
            expect(harness.shell.frame?.statusText).to(equal("Offline: the backend did not answer in time"))
        }

        @Test("clears on a pop the message of the screen that was left")
        func clearsLeftScreensMessage() {
            let harness = Harness().started()
            let card = ScreenSpy(title: "Card")
            harness.shell.push(card)
            harness.shell.showStatus("Added to favourites", busy: false, isError: false, about: card)

            harness.shell.pop()

            expect(harness.shell.frame?.statusText).to(equal(""))
        }

        @Test("keeps on a pop a busy message whose answer is still to come (“Saved” while uploading)")
        func keepsBusyOfLeftScreen() {
            let harness = Harness().started()
            let form = ScreenSpy(title: "New card")
            harness.shell.push(form)
            harness.shell.showStatus("Saved", busy: true, isError: false, about: form)

            harness.shell.pop()

            expect(harness.shell.frame?.statusText).to(equal("Saved"))
        }

        @Test("shows the answer about a screen that is gone on the screen the user is on")
        func showsAnswerOfGoneScreen() {
            let harness = Harness().started()
            harness.shell.push(ScreenSpy(title: "Card"))

            harness.shell.showStatus("Uploaded", busy: false, isError: false, about: nil)

            expect(harness.shell.frame?.statusText).to(equal("Uploaded"))
        }

        @Test("turns the spinner about ten times a second while busy")
        func spins() {
            let harness = Harness().started()
            harness.shell.showStatus("Downloading cards…", busy: true, isError: false, about: harness.root)

            harness.scheduler.advance(by: .seconds(1))

            expect(harness.shell.frame?.spinner.tick).to(equal(10))
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
