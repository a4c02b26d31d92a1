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
    /// The status messages and the screens they are about.
    private var statuses = ScreenStatuses()
    private let tracer: any Tracing

    public init(
        architecture: String, loop: EventLoop, scheduler: any Scheduling, photoCache: PhotoCache = PhotoCache(),
        tracer: any Tracing = NoTracing()
    ) {
        self.tracer = tracer
        self.architecture = architecture
        self.loop = loop
        self.scheduler = scheduler
        self.photoCache = photoCache
        theme = Theme(colorMode: loop.terminal.colorMode, pixels: loop.terminal.graphics)
    }

    public var colorMode: ColorMode { theme.colorMode }

    /// Shows `root` as the first screen and wires input, drawing and the spinner. `run()` then hands over
    /// to the event loop; tests drive `loop` directly instead.
    public func start(root: any Screen) {
        let navigation = NavigationStack(root: root)
        navigation.tracer = tracer
        let frame = AppFrame(architecture: architecture, navigation: navigation, theme: theme)
        navigation.onChange = { [weak self] in self?.setNeedsDisplay() }
        frame.onChange = { [weak self] in self?.setNeedsDisplay() }
        frame.onQuit = { [weak self] in self?.quit() }
        frame.onSuspend = { [weak self] in self?.loop.suspend() }
        loop.onEvent = { [weak frame] event in frame?.handle(event) }
        loop.render = { [weak self] buffer in self?.render(into: &buffer) }
        self.navigation = navigation
        self.frame = frame
        navigation.appears(root)
        loop.setNeedsDisplay()
    }

    public func run() -> Never {
        loop.run()
    }

    /// A new screen starts with its own status line; the one below gets its message back when it is on top again.
    public func push(_ screen: any Screen) {
        navigation?.push(screen)
        stackChanged()
    }

    public func pop() {
        navigation?.pop()
        stackChanged()
    }

    public func pop(to screen: any Screen) {
        navigation?.pop(to: screen)
        stackChanged()
    }

    public func popToRoot() {
        navigation?.popToRoot()
        stackChanged()
    }

    /// The dialog's answer once the user gives it; no, at once, before the app has a screen to ask over.
    public func confirm(_ question: String) async -> ConfirmDialog.Result {
        guard let navigation else { return .no }
        return await withCheckedContinuation { answered in
            navigation.confirm(question, theme: theme) { answered.resume(returning: $0) }
        }
    }

    /// The item picked once the user picks; nil, at once, before the app has a screen to show it over.
    public func showMenu(_ menu: Menu) async -> Menu.Item? {
        guard let navigation else { return nil }
        return await withCheckedContinuation { picked in
            navigation.showMenu(menu) { picked.resume(returning: $0) }
        }
    }

    public func showStatus(_ text: String, busy: Bool, isError: Bool, about screen: (any Screen)?) {
        guard let navigation else { return }
        let message = ScreenStatuses.Message(text: text, busy: busy, isError: isError)
        if statuses.post(
            message, about: screen.map(ObjectIdentifier.init), scope: screen?.statusScope ?? "",
            top: ObjectIdentifier(navigation.top), stack: navigation.screens.map(ObjectIdentifier.init))
        {
            showShownStatus()
        }
    }

    public func showStatusLine(_ text: String, busy: Bool, isError: Bool) {
        guard let frame, (frame.statusText, frame.isBusy, frame.isStatusError) != (text, busy, isError) else { return }
        frame.setStatus(text, busy: busy, isError: isError)
        spinWhileBusy()
    }

    /// A frame as the top screen shows it now: first, an error about what it no longer shows goes.
    private func render(into buffer: inout ScreenBuffer) -> Point? {
        if let top = navigation?.top, statuses.topShows(top.statusScope) {
            showShownStatus()
        }
        return frame?.render(into: &buffer)
    }

    private func stackChanged() {
        guard let navigation else { return }
        if statuses.stackChanged(
            top: ObjectIdentifier(navigation.top), stack: navigation.screens.map(ObjectIdentifier.init))
        {
            showShownStatus()
        }
    }

    private func showShownStatus() {
        let shown = statuses.shown
        frame?.setStatus(shown.text, busy: shown.busy, isError: shown.isError)
        spinWhileBusy()
    }

    /// The spinner's timer runs while the status line is busy and only then: ticking all the time on the clock's
    /// sleep woke an idle app ten times a second for nothing (2.5 M of the 6-card bench journey's 208 M
    /// instructions, callgrind).
    private func spinWhileBusy() {
        let busy = frame?.isBusy ?? false
        if busy, spinnerTimer == nil {
            let frame = frame
            spinnerTimer = scheduler.schedule(every: Self.spinnerInterval) { [weak frame] in frame?.advanceSpinner() }
        } else if !busy, let timer = spinnerTimer {
            timer.cancel()
            spinnerTimer = nil
        }
    }

    public func setNeedsDisplay() {
        loop.setNeedsDisplay()
    }

    public func quit() {
        spinnerTimer?.cancel()
        loop.stop(exitCode: 0)
    }
}
