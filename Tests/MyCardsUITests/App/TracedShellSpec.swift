import ConcurrencyExtras
import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsUI

@MainActor
@Suite("TracedShell", .mainSerialExecutor)
struct TracedShellSpec {
    /// A screen's owner showing the shared Cards view, as each architecture's Cards screen does.
    @MainActor
    private final class CardsScreen: ScreenHosting {
        let hostedView = CardsView(theme: .monochrome, photoCache: PhotoCache())
    }

    let shell = ShellSpy()
    let tracer = TracerSpy()
    let traced: TracedShell

    init() {
        traced = TracedShell(shell, tracer: tracer)
    }

    private var menu: Menu {
        Menu(title: "Photo source", items: [Menu.Item(key: "l", label: "Library")], theme: .monochrome)
    }

    @Suite("when its owner navigates")
    @MainActor
    struct Navigating {
        let spec = TracedShellSpec()

        @Test("pushes the screen on the shell behind and writes push with the screen's type")
        func push() {
            let screen = ScreenSpy(title: "Card")

            spec.traced.push(screen)

            expect(spec.shell.lastPushed).to(beIdenticalTo(screen))
            expect(spec.tracer.lines).to(equal(["App -> AppShell: push(ScreenSpy)"]))
        }

        @Test("traces the events of the pushed screen's view as messages to the screen")
        func pushRoutesViewEvents() {
            let screen = CardsScreen()
            screen.hostedView.data = CardsDisplayData(tiles: [CardTile(identifier: "a", name: "Tesco", front: nil)])
            spec.traced.push(screen)

            _ = screen.handle(.key(.enter))

            expect(spec.tracer.lines.last).to(equal("CardsView -> CardsScreen: open"))
        }

        @Test("pops on the shell behind and writes pop()")
        func pop() {
            spec.traced.pop()

            expect(spec.shell.popCount).to(equal(1))
            expect(spec.tracer.lines).to(equal(["App -> AppShell: pop()"]))
        }

        @Test("pops to a screen on the shell behind and writes pop(to:) with the screen's type")
        func popTo() {
            let screen = ScreenSpy(title: "Edit card")

            spec.traced.pop(to: screen)

            expect(spec.shell.poppedTo.first).to(beIdenticalTo(screen))
            expect(spec.tracer.lines).to(equal(["App -> AppShell: pop(to: ScreenSpy)"]))
        }

        @Test("pops to the root on the shell behind and writes popToRoot()")
        func popToRoot() {
            spec.traced.popToRoot()

            expect(spec.shell.popToRootCount).to(equal(1))
            expect(spec.tracer.lines).to(equal(["App -> AppShell: popToRoot()"]))
        }

        @Test("names the role running the call as the sender")
        func runningRoleSends() {
            let presenter = BoundaryRoute(tracer: spec.tracer, holder: "CardsView", receiver: "CardsPresenter")

            presenter.call("open") { spec.traced.pop() }

            expect(spec.tracer.lines.last).to(equal("CardsPresenter -> AppShell: pop()"))
        }
    }

    @Suite("when its owner asks the user")
    @MainActor
    struct Asking {
        let spec = TracedShellSpec()

        @Test("asks the question on the shell behind and writes confirm(String)")
        func confirm() async {
            Task { _ = await spec.traced.confirm("Delete card “Tesco”?") }
            await Task.megaYield()

            expect(spec.shell.questions).to(equal(["Delete card “Tesco”?"]))
            expect(spec.tracer.lines).to(equal(["App -> AppShell: confirm(String)"]))
        }

        @Test("hands on the answer with an answer line to the role that asked")
        func confirmAnswer() async {
            let presenter = BoundaryRoute(tracer: spec.tracer, holder: "CardsView", receiver: "CardDetailsPresenter")
            let asking = presenter.call("delete") { Task { await spec.traced.confirm("Delete card “Tesco”?") } }
            await Task.megaYield()

            spec.shell.answer(.yes)

            let answered = await asking.value
            expect(answered).to(equal(.yes))
            expect(spec.tracer.lines.last).to(equal("AppShell -> CardDetailsPresenter: confirm answered"))
        }

        @Test("shows the menu on the shell behind and writes showMenu(Menu)")
        func showMenu() async {
            Task { _ = await spec.traced.showMenu(spec.menu) }
            await Task.megaYield()

            expect(spec.shell.menus.map(\.title)).to(equal(["Photo source"]))
            expect(spec.tracer.lines).to(equal(["App -> AppShell: showMenu(Menu)"]))
        }

        @Test("hands on the choice with an answer line")
        func showMenuAnswer() async {
            let choosing = Task { await spec.traced.showMenu(spec.menu)?.label }
            await Task.megaYield()

            spec.shell.choose(key: "l")

            let answered = await choosing.value
            expect(answered).to(equal("Library"))
            expect(spec.tracer.lines.last).to(equal("AppShell -> App: showMenu answered"))
        }
    }

    @Suite("when its owner reports")
    @MainActor
    struct Reporting {
        let spec = TracedShellSpec()

        @Test("shows the status on the shell behind and writes showStatus(String)")
        func showStatus() {
            let screen = ScreenSpy(title: "Cards")

            spec.traced.showStatus("Downloading cards…", busy: true, isError: false, about: screen)

            expect(spec.shell.statuses).to(
                equal([ShellSpy.Status(text: "Downloading cards…", busy: true, isError: false)]))
            expect(spec.shell.statusScreens).to(equal(["ScreenSpy"]))
        }

        @Test("names the screen a status line is about as its sender, whatever role runs")
        func statusAboutScreen() {
            let viewModel = BoundaryRoute(
                tracer: spec.tracer, holder: "CardsViewController", receiver: "CardsViewModel")

            viewModel.call("save()") {
                spec.traced.showStatus("Saved.", busy: false, isError: false, about: ScreenSpy(title: "Cards"))
            }

            expect(spec.tracer.lines.last).to(equal("ScreenSpy -> AppShell: showStatus(String)"))
        }

        @Test("names the role running as the sender of a status line about no screen")
        func statusAboutNoScreen() {
            let viewModel = BoundaryRoute(
                tracer: spec.tracer, holder: "CardsViewController", receiver: "CardsViewModel")

            viewModel.call("save()") {
                spec.traced.showStatus("Saved.", busy: false, isError: false, about: nil)
            }

            expect(spec.tracer.lines.last).to(equal("CardsViewModel -> AppShell: showStatus(String)"))
        }

        @Test("asks the shell behind to redraw, writing nothing")
        func setNeedsDisplay() {
            spec.traced.setNeedsDisplay()

            expect(spec.shell.redrawCount).to(equal(1))
            expect(spec.tracer.lines).to(beEmpty())
        }

        @Test("quits the shell behind and writes quit()")
        func quit() {
            spec.traced.quit()

            expect(spec.shell.quitCount).to(equal(1))
            expect(spec.tracer.lines).to(equal(["App -> AppShell: quit()"]))
        }
    }
}

@MainActor
@Suite("AppContext.tracingBoundaries")
struct AppContextTracingSpec {
    let doubles = AppDoubles()

    private func context(tracer: any Tracing) -> AppContext {
        AppContext(
            cards: doubles.store, network: doubles.network, photoLibrary: doubles.photoLibrary,
            camera: doubles.camera, barcodeScanner: doubles.barcodeScanner, tracer: tracer, shell: doubles.shell,
            theme: .monochrome,
            photoCache: PhotoCache())
    }

    @Test("answers the same context without tracing")
    func untraced() {
        let context = context(tracer: NoTracing())

        let traced = context.tracingBoundaries()

        expect(traced.cards as? CardsStoreSpy).to(beIdenticalTo(doubles.store))
        expect(traced.network as? NetworkSpy).to(beIdenticalTo(doubles.network))
        expect(traced.photoLibrary as? PhotoLibraryStub).to(beIdenticalTo(doubles.photoLibrary))
        expect(traced.camera as? CameraStub).to(beIdenticalTo(doubles.camera))
        expect(traced.shell as? ShellSpy).to(beIdenticalTo(doubles.shell))
    }

    @Test("puts the services and the shell behind traced boundaries with tracing")
    func traced() {
        let context = context(tracer: TracerSpy())

        let traced = context.tracingBoundaries()

        expect(traced.cards is TracedStore<Card>).to(beTrue())
        expect(traced.network is TracedNetwork).to(beTrue())
        expect(traced.photoLibrary is TracedPhotoLibrary).to(beTrue())
        expect(traced.camera is TracedCamera).to(beTrue())
        expect(traced.shell is TracedShell).to(beTrue())
    }

    @Test("keeps the tracer, the theme and the photo cache")
    func keepsTheRest() {
        let tracer = TracerSpy()
        let context = context(tracer: tracer)

        let traced = context.tracingBoundaries()

        expect(traced.tracer as? TracerSpy).to(beIdenticalTo(tracer))
        expect(traced.theme).to(equal(context.theme))
        expect(traced.photoCache).to(beIdenticalTo(context.photoCache))
    }
}
