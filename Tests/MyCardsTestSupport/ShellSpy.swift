import MyCardsUI

/// Records what a screen's owner asks of the app; a test answers dialogs and menus by hand.
@MainActor
public final class ShellSpy: AppShelling {
    public struct Status: Equatable, Sendable {
        public let text: String
        public let busy: Bool
        public let isError: Bool

        public init(text: String, busy: Bool, isError: Bool) {
            self.text = text
            self.busy = busy
            self.isError = isError
        }
    }

    public private(set) var pushed: [any Screen] = []
    public private(set) var popCount = 0
    public private(set) var popToRootCount = 0
    public private(set) var poppedTo: [any Screen] = []
    public private(set) var statuses: [Status] = []
    /// The type of the screen each status was about ("none": a screen that is gone), in order.
    public private(set) var statusScreens: [String] = []
    /// Each whole status line an app that keeps it in its state set (`showStatusLine`), in order.
    public private(set) var statusLines: [Status] = []
    public private(set) var redrawCount = 0
    public private(set) var quitCount = 0
    public private(set) var questions: [String] = []
    public private(set) var menus: [Menu] = []
    private var pendingAnswer: CheckedContinuation<ConfirmDialog.Result, Never>?
    private var pendingChoice: CheckedContinuation<Menu.Item?, Never>?

    private let log: CallLog?

    /// With `log`, navigation and status calls are also written to a log shared with other doubles, so a test
    /// can check their order against store and network calls.
    public init(log: CallLog? = nil) {
        self.log = log
    }

    public var lastStatus: Status? { statuses.last }
    public var lastPushed: (any Screen)? { pushed.last }

    public func push(_ screen: any Screen) {
        pushed.append(screen)
        log?.append("shell.push(\(type(of: screen)))")
    }

    public func pop() {
        popCount += 1
        log?.append("shell.pop")
    }

    public func pop(to screen: any Screen) {
        poppedTo.append(screen)
        log?.append("shell.pop(to: \(type(of: screen)))")
    }

    public func popToRoot() {
        popToRootCount += 1
        log?.append("shell.popToRoot")
    }
    public func setNeedsDisplay() { redrawCount += 1 }
    public func quit() { quitCount += 1 }

    public func showStatus(_ text: String, busy: Bool, isError: Bool, about screen: (any Screen)?) {
        statuses.append(Status(text: text, busy: busy, isError: isError))
        statusScreens.append(screen.map { String(describing: type(of: $0)) } ?? "none")
        log?.append("shell.status(\(text))")
    }

    public func showStatusLine(_ text: String, busy: Bool, isError: Bool) {
        statusLines.append(Status(text: text, busy: busy, isError: isError))
        log?.append("shell.statusLine(\(text))")
    }

    /// Held until the test answers (`answer(_:)`), as the dialog waits for the user.
    public func confirm(_ question: String) async -> ConfirmDialog.Result {
        questions.append(question)
        return await withCheckedContinuation { pendingAnswer = $0 }
    }

    /// Held until the test picks (`choose(key:)`).
    public func showMenu(_ menu: Menu) async -> Menu.Item? {
        menus.append(menu)
        return await withCheckedContinuation { pendingChoice = $0 }
    }

    /// Answers the last question, as the user pressing y or n would.
    public func answer(_ result: ConfirmDialog.Result) {
        let answer = pendingAnswer
        pendingAnswer = nil
        answer?.resume(returning: result)
    }

    /// Picks the menu item with this key, or closes the menu with nil.
    public func choose(key: Character?) {
        let choice = pendingChoice
        pendingChoice = nil
        choice?.resume(returning: key.flatMap { key in menus.last?.items.first { $0.key == key } })
    }
}
