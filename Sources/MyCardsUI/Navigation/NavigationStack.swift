import MyCardsKit

/// The screens the user went through, the top one shown, and modals (dialogs, menus) over it that take input first.
/// The root can never be popped. Screens hear when they become the top and when they stop being it, as
/// view controllers do (`viewWillAppear`, `viewDidDisappear`).
@MainActor
public final class NavigationStack {
    public let root: any Screen
    private var pushed: [any Screen] = []
    public private(set) var modals: [any Screen] = []
    /// Called after every change, so the app can redraw.
    public var onChange: (@MainActor () -> Void)?
    /// With `--trace`, each `screenWillAppear` and `screenDidDisappear` is a line from the shell to the screen.
    public var tracer: any Tracing = NoTracing()

    public init(root: any Screen) {
        self.root = root
    }

    public var screens: [any Screen] { [root] + pushed }
    public var top: any Screen { pushed.last ?? root }
    public var count: Int { pushed.count + 1 }
    /// The modal shown over the top screen, if any.
    public var modal: (any Screen)? { modals.last }

    /// Shows `screen` on top. Open modals belong to the screen below and are dismissed.
    public func push(_ screen: any Screen) {
        let covered = top
        modals.removeAll()
        pushed.append(screen)
        disappeared(covered)
        appears(screen)
        onChange?()
    }

    /// Removes the top screen and returns it; refused (nil) on the root.
    @discardableResult
    public func pop() -> (any Screen)? {
        guard let screen = pushed.popLast() else { return nil }
        modals.removeAll()
        disappeared(screen)
        appears(top)
        onChange?()
        return screen
    }

    /// Pops until `screen` is on top; does nothing when it is not on the stack.
    public func pop(to screen: any Screen) {
        guard screen !== root else { return popToRoot() }
        guard let index = pushed.lastIndex(where: { $0 === screen }) else { return }
        removePushed(from: index + 1)
    }

    public func popToRoot() {
        removePushed(from: 0)
    }

    private func removePushed(from index: Int) {
        let removed = pushed[index...].reversed()
        pushed.removeSubrange(index...)
        modals.removeAll()
        for screen in removed { disappeared(screen) }
        if !removed.isEmpty { appears(top) }
        onChange?()
    }

    /// Hands a key to the screen on top. In a traced run, as that screen's work: what it asks outside a traced call
    /// names it, not the app (MVVM's controller pushing the route an intent just set, once the key is handled).
    func topHandles(_ event: InputEvent) -> Bool {
        let screen = top
        guard tracer.isEnabled else { return screen.handle(event) }
        return BoundaryRoute.running(as: screen) { screen.handle(event) }
    }

    /// Tells `screen` it is on top now (the shell tells the root so once at start).
    public func appears(_ screen: any Screen) {
        lifecycle(screen, "screenWillAppear()") { screen.screenWillAppear() }
    }

    private func disappeared(_ screen: any Screen) {
        lifecycle(screen, "screenDidDisappear()") { screen.screenDidDisappear() }
    }

    private func lifecycle(_ screen: any Screen, _ message: String, _ call: () -> Void) {
        guard tracer.isEnabled else { return call() }
        BoundaryRoute(tracer: tracer, holder: "AppShell", receiver: BoundaryRoute.name(of: screen))
            .notify(message, call)
    }

    public func present(_ modal: any Screen) {
        modals.append(modal)
        onChange?()
    }

    /// Closes the top modal.
    public func dismiss() {
        guard modals.popLast() != nil else { return }
        onChange?()
    }

    /// Presents a yes/no dialog that dismisses itself, then calls `completion` with the answer.
    public func confirm(
        _ question: String, theme: Theme, then completion: @escaping @MainActor (ConfirmDialog.Result) -> Void
    ) {
        present(
            ConfirmModal(question: question, theme: theme) { [weak self] result in
                self?.dismiss()
                completion(result)
            })
    }

    /// Presents a menu that dismisses itself, then calls `completion` with the chosen item (nil after Esc).
    public func showMenu(_ menu: Menu, then completion: @escaping @MainActor (Menu.Item?) -> Void) {
        present(
            MenuModal(menu: menu) { [weak self] item in
                self?.dismiss()
                completion(item)
            })
    }
}
