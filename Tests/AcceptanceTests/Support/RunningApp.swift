import Foundation

/// One variant running in tmux inside its sandbox, with the steps several journeys share. Every step waits for
/// what Behaviour.md says the screen shows next, so a journey never depends on timing.
final class RunningApp: Sendable {
    /// The focus marker the shared toolkit draws before a focused button (`▶[ Save ]`).
    static let focusMarker = "▶"

    let variant: Variant
    let sandbox: Sandbox
    let session: TmuxSession

    private init(variant: Variant, sandbox: Sandbox, session: TmuxSession) {
        self.variant = variant
        self.sandbox = sandbox
        self.session = session
    }

    /// Starts the app on `backend` (nil: `--offline`) with the sandbox's store, photos and camera feed, in a
    /// terminal set up by `terminal` (variables such as `TERM` or `COLORTERM`) and, with `rgb`, tmux's RGB feature.
    static func launch(
        _ variant: Variant, in sandbox: Sandbox, backend: String?, extraArguments: [String] = [],
        jobControl: Bool = false, terminal: [String: String] = [:], rgb: Bool = false
    ) throws -> RunningApp {
        let environment = [
            "HOME": sandbox.root.appendingPathComponent("home").path,
            "XDG_DATA_HOME": sandbox.root.appendingPathComponent("xdg").path,
        ].merging(terminal) { _, given in given }
        let command = [variant.binary.path] + sandbox.appArguments(backend: backend) + extraArguments
        let session = try TmuxSession(
            command: command, statusFolder: sandbox.root, environment: environment, jobControl: jobControl, rgb: rgb)
        return RunningApp(variant: variant, sandbox: sandbox, session: session)
    }

    func close() {
        session.close()
    }

    /// Waits for the title bar of one of Behaviour.md's screens (`Cards`, `Card`, `Edit card`, …).
    @discardableResult
    func waitForScreen(_ name: String, timeout: Duration = Poll.defaultTimeout) async throws -> ScreenText {
        try await session.waitFor(variant.title(name), timeout: timeout)
    }

    /// The Cards screen with every one of `names` on it.
    @discardableResult
    func waitForCards(_ names: [String]) async throws -> ScreenText {
        let title = variant.title("Cards")
        return try await session.waitFor("the Cards screen listing \(names)") { screen in
            screen.contains(title) && names.allSatisfy(screen.contains)
        }
    }

    /// From Cards: selects the first card and opens it in normal mode.
    func openFirstCard() async throws {
        try session.type("g")
        try session.send(.enter)
        try await waitForScreen("Card")
    }

    /// In an edit or create form whose Name field has the focus: replaces `current` by `name`, with the keys
    /// Behaviour.md lists (End, then Backspace once per character and twice more for good measure).
    func replaceName(_ current: String, with name: String) async throws {
        try session.send(.end)
        try session.press(.backspace, times: current.count + 2)
        if !current.isEmpty { try await session.waitForAbsence(current) }
        try session.type(name)
        try await session.waitFor(name)
    }

    /// Opens the first card and, in its edit form, changes its name from `current` to `name`, unsaved.
    func editFirstCardName(from current: String, to name: String) async throws {
        try await openFirstCard()
        try await session.waitFor(current)
        try session.type("e")
        try await waitForScreen("Edit card")
        try await replaceName(current, with: name)
    }

    /// Opens the first card, edits its name from `current` to `name` and saves; waits for "Uploaded" and for
    /// the details screen in normal mode showing the new name.
    func renameFirstCard(from current: String, to name: String) async throws {
        try await editFirstCardName(from: current, to: name)
        try session.send(.ctrlS)
        try await session.waitFor("Uploaded")
        try await waitForScreen("Card")
    }

    /// From Cards: opens the New card form and types `name` (if any) into its Name field.
    func startNewCard(typing name: String = "") async throws {
        try await waitForScreen("Cards")
        try session.type("n")
        try await waitForScreen("New card")
        guard !name.isEmpty else { return }
        try session.type(name)
        try await session.waitFor(name)
    }

    /// From Cards: opens the first card, edits it and presses Delete; waits for the question.
    func askToDeleteFirstCard() async throws {
        try await openFirstCard()
        try session.type("e")
        try await waitForScreen("Edit card")
        try await focusButton("Delete")
        try session.send(.enter)
        try await session.waitFor("(y/n)")
    }

    /// Moves the form's focus with Tab until the button `label` carries the focus marker.
    func focusButton(_ label: String, maxTabs: Int = 8) async throws {
        let focused = { (screen: ScreenText) in
            screen.contains("\(Self.focusMarker)[ \(label)") || screen.contains("\(Self.focusMarker) [ \(label)")
        }
        for _ in 0..<maxTabs {
            if focused(try session.screen()) { return }
            let before = try session.styledScreen()
            try session.send(.tab)
            try await waitForSettledChange(from: before)
        }
        try await session.waitFor("the focus on “\(label)”", timeout: .milliseconds(100), until: focused)
    }

    /// Waits until the screen differs from `before` and then holds still for one poll: a program may draw a frame in
    /// several writes (clear, then the rows), and a Tab counted on a half-drawn frame would skip past the button.
    private func waitForSettledChange(from before: String) async throws {
        var last = before
        _ = try await Poll.until(timeout: .seconds(2)) {
            let now = try session.styledScreen()
            defer { last = now }
            return now != before && now == last ? true : nil
        }
    }

    /// `q` on the Cards screen; answers the exit status.
    func quit() async throws -> Int32 {
        try session.type("q")
        return try await session.waitForExit()
    }
}
