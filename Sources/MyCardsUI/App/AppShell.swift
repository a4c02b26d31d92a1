import MyCardsKit

/// The running app: terminal, event loop, navigation stack and frame, put together once for every variant.
/// Screens' owners see it through `Navigating`, `StatusReporting`, `Redrawing` and `Quitting`.
@MainActor
public final class AppShell: AppShelling {
    public static let spinnerInterval = Duration.milliseconds(100)

    public let architecture: String
    public let theme: Theme
    /// Decoded and rendered photos, shared by every screen so moving around never decodes twice.
    public let photoCache: PhotoCache
    public let loop: EventLoop
    public private(set) var navigation: NavigationStack?
    public private(set) var frame: AppFrame?
    private let scheduler: any Scheduling
    private var spinnerTimer: (any ScheduledTimer)?
    /// The screen on top when the status line last showed an error: the error is about that screen.
    private var errorOwner: ObjectIdentifier?

    public init(
        architecture: String, loop: EventLoop, scheduler: any Scheduling, photoCache: PhotoCache = PhotoCache()
    ) {
        self.architecture = architecture
        self.loop = loop
        self.scheduler = scheduler
        self.photoCache = photoCache
        theme = Theme(colorMode: loop.terminal.colorMode)
    }

    public var colorMode: ColorMode { theme.colorMode }

    /// Shows `root` as the first screen and wires input, drawing and the spinner. `run()` then hands over
    /// to the event loop; tests drive `loop` directly instead.
    public func start(root: any Screen) {
        let navigation = NavigationStack(root: root)
        let frame = AppFrame(architecture: architecture, navigation: navigation, theme: theme)
        navigation.onChange = { [weak self] in self?.setNeedsDisplay() }
        frame.onChange = { [weak self] in self?.setNeedsDisplay() }
        frame.onQuit = { [weak self] in self?.quit() }
        frame.onSuspend = { [weak self] in self?.loop.suspend() }
        loop.onEvent = { [weak frame] event in frame?.handle(event) }
        loop.render = { [weak frame] buffer in frame?.render(into: &buffer) }
        spinnerTimer = scheduler.schedule(every: Self.spinnerInterval) { [weak frame] in frame?.advanceSpinner() }
        self.navigation = navigation
        self.frame = frame
        root.screenWillAppear()
        loop.setNeedsDisplay()
    }

    public func run() -> Never {
        loop.run()
    }

    /// A new screen starts with a clear status line; going back keeps the last message ("Saved", "Uploaded"),
    /// but not an error about a screen that is gone ("A card needs a name…" after the form was left).
    public func push(_ screen: any Screen) {
        frame?.setStatus("")
        navigation?.push(screen)
    }

    public func pop() {
        navigation?.pop()
        clearErrorOfLeftScreen()
    }

    public func pop(to screen: any Screen) {
        navigation?.pop(to: screen)
        clearErrorOfLeftScreen()
    }

    public func popToRoot() {
        navigation?.popToRoot()
        clearErrorOfLeftScreen()
    }

    public func confirm(_ question: String, then completion: @escaping @MainActor (ConfirmDialog.Result) -> Void) {
        navigation?.confirm(question, theme: theme, then: completion)
    }

    public func showMenu(_ menu: Menu, then completion: @escaping @MainActor (Menu.Item?) -> Void) {
        navigation?.showMenu(menu, then: completion)
    }

    public func showStatus(_ text: String, busy: Bool, isError: Bool) {
        errorOwner = isError ? navigation.map { ObjectIdentifier($0.top) } : nil
        frame?.setStatus(text, busy: busy, isError: isError)
    }

    private func clearErrorOfLeftScreen() {
        guard let owner = errorOwner, let navigation,
            !navigation.screens.contains(where: { ObjectIdentifier($0) == owner })
        else { return }
        errorOwner = nil
        frame?.setStatus("")
    }

    public func setNeedsDisplay() {
        loop.setNeedsDisplay()
    }

    public func quit() {
        spinnerTimer?.cancel()
        loop.stop(exitCode: 0)
    }
}
