import MyCardsKit
import MyCardsUI

/// The real app shell on a headless terminal, for the architecture suites' view specs: keys go through the
/// shell's event loop to the screen on top, dialogs and menus are the real modals, and what the user would see
/// is read back from the terminal. Everything runs at once (no queue, no clock), so specs stay synchronous.
@MainActor
public final class HeadlessApp {
    public let terminal: HeadlessTerminal
    public let shell: AppShell

    public init(size: Size = Size(width: 100, height: 30)) {
        terminal = HeadlessTerminal(size: size, colorMode: .monochrome)
        let loop = EventLoop(
            terminal: terminal, dispatcher: ImmediateDispatcher(), exitProcess: { _ in }, suspendProcess: {})
        shell = AppShell(architecture: "Test", loop: loop, scheduler: ManualScheduler())
    }

    /// Shows `root` as the first screen, as the app does at launch.
    public func start(_ root: any Screen) {
        shell.start(root: root)
        shell.loop.drawIfNeeded()
    }

    /// Presses keys one after the other, as the user would.
    public func press(_ keys: Key...) {
        for key in keys { terminal.send(key) }
        _ = shell.loop.drainEvents()
        shell.loop.drawIfNeeded()
    }

    /// Types text one character at a time.
    public func type(_ text: String) {
        terminal.type(text)
        _ = shell.loop.drainEvents()
        shell.loop.drawIfNeeded()
    }

    /// Pushes a blank screen over the one on top, as opening another screen does.
    public func coverTop() {
        shell.push(BlankScreen())
    }

    /// The screen as the user sees it now.
    public var screen: String {
        shell.loop.drawIfNeeded()
        return terminal.snapshot()
    }
}

/// A screen with nothing on it, to cover another.
@MainActor
private final class BlankScreen: Screen {
    let title = "Blank"
    let keyHints: [KeyHint] = []
    func render(into buffer: inout ScreenBuffer, area: Rect) -> Point? { nil }
    func handle(_ event: InputEvent) -> Bool { false }
}

extension AppDoubles {
    /// The shared doubles' services with the real shell of `app` in place of the shell spy, for view specs.
    public func context(on app: HeadlessApp) -> AppContext {
        AppContext(
            cards: store, network: network, photoLibrary: photoLibrary, camera: camera,
            barcodeScanner: barcodeScanner, tracer: tracer, shell: app.shell, theme: app.shell.theme,
            photoCache: app.shell.photoCache)
    }
}
