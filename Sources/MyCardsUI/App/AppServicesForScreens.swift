/// What a screen's owner — an MVC controller, an MVVM controller, a VIPER router or presenter, a VIP router —
/// may ask of the running app. Small protocols, so each architecture's tests inject a spy.
@MainActor
public protocol Navigating: AnyObject {
    func push(_ screen: any Screen)
    func pop()
    /// Pops every screen above `screen` (a photo flow returning to its form).
    func pop(to screen: any Screen)
    func popToRoot()
    /// A yes/no question over the top screen ("Delete card “Tesco”? (y/n)"): the user's answer, awaited.
    func confirm(_ question: String) async -> ConfirmDialog.Result
    /// A small menu over the top screen: the item the user picked, awaited; nil after Esc.
    func showMenu(_ menu: Menu) async -> Menu.Item?
}

/// The status line above the key bar. Each message is about a screen, and shows while that screen is on top
/// (`screen` nil: about a screen that is gone, such as an upload's answer after its card was left: it shows on
/// whichever screen is on top).
@MainActor
public protocol StatusReporting: AnyObject {
    func showStatus(_ text: String, busy: Bool, isError: Bool, about screen: (any Screen)?)
    /// The whole status line as an app that keeps it in its own state decides it (TEA, whose state says what the
    /// line shows): shown as given, whatever screen is on top. Such an app never calls `showStatus`, so the shell's
    /// own placement stays out of its way.
    func showStatusLine(_ text: String, busy: Bool, isError: Bool)
}

/// Asks for one redraw after display data changed outside an input event (a download finished, a frame came).
@MainActor
public protocol Redrawing: AnyObject {
    func setNeedsDisplay()
}

/// Ends the app with exit code 0, restoring the terminal.
@MainActor
public protocol Quitting: AnyObject {
    func quit()
}

/// Everything the running app offers its screens' owners.
public typealias AppShelling = Navigating & StatusReporting & Redrawing & Quitting
