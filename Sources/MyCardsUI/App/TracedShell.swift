import MyCardsKit

/// The app shell as a traced boundary: what the roles ask of it (push a screen, show a status, ask a question)
/// is one line each, a question's answer another. A screen pushed here gets its view's events traced too.
@MainActor
final class TracedShell: AppShelling {
    private let base: any AppShelling
    private let tracer: any Tracing
    private let route: BoundaryRoute

    init(_ base: any AppShelling, tracer: any Tracing) {
        self.base = base
        self.tracer = tracer
        route = BoundaryRoute(tracer: tracer, holder: "App", receiver: "AppShell")
    }

    func push(_ screen: any Screen) {
        (screen as? any ScreenHosting)?.routeViewEvents(tracer)
        route.call("push(\(BoundaryRoute.name(of: screen)))") { base.push(screen) }
    }

    func pop() {
        route.call("pop()") { base.pop() }
    }

    func pop(to screen: any Screen) {
        route.call("pop(to: \(BoundaryRoute.name(of: screen)))") { base.pop(to: screen) }
    }

    func popToRoot() {
        route.call("popToRoot()") { base.popToRoot() }
    }

    func confirm(_ question: String) async -> ConfirmDialog.Result {
        await route.call("confirm(String)") { await base.confirm(question) }
    }

    func showMenu(_ menu: Menu) async -> Menu.Item? {
        await route.call("showMenu(Menu)") { await base.showMenu(menu) }
    }

    /// A status line about a screen is that screen's message: in all five the screen's own code shows it, though in
    /// MVVM it does so in a task its view model's change started, which carries the view model's role.
    func showStatus(_ text: String, busy: Bool, isError: Bool, about screen: (any Screen)?) {
        let show = { [base] in base.showStatus(text, busy: busy, isError: isError, about: screen) }
        guard let screen else { return route.call("showStatus(String)", show) }
        BoundaryRoute(tracer: tracer, holder: BoundaryRoute.name(of: screen), receiver: "AppShell")
            .notify("showStatus(String)", show)
    }

    func showStatusLine(_ text: String, busy: Bool, isError: Bool) {
        route.call("showStatusLine(String)") { base.showStatusLine(text, busy: busy, isError: isError) }
    }

    func setNeedsDisplay() {
        base.setNeedsDisplay()
    }

    func quit() {
        route.call("quit()") { base.quit() }
    }
}

extension AppContext {
    /// The same context with every call across the shared services and the shell traced, when the run has
    /// `--trace`, and `interposer` between the roles a composition root connects (a variant's traced proxies).
    public func tracingBoundaries(interposer: (any Interposing)? = nil) -> AppContext {
        guard tracer.isEnabled else { return self }
        return AppContext(
            cards: TracedStore(cards, tracer: tracer), network: TracedNetwork(network, tracer: tracer),
            photoLibrary: TracedPhotoLibrary(photoLibrary, tracer: tracer),
            camera: TracedCamera(camera, tracer: tracer),
            barcodeScanner: TracedBarcodeScanner(barcodeScanner, tracer: tracer), tracer: tracer,
            shell: TracedShell(shell, tracer: tracer), theme: theme, photoCache: photoCache, interposer: interposer)
    }
}
