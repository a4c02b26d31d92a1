import Nimble
import Testing

extension Journeys {
    /// Behaviour.md "Safety": two variants on one store at once. Window A runs against the backend, window B offline on
    /// the same store file, each in its own tmux session.
    @Suite("when two windows share one store")
    struct TwoWindowsJourney {
        static let editedByA = "Shared One Edited"
        static let editedByB = "Edited in B"

        /// Ctrl-S in a form, then the question it brings up; the dialog wraps "(y/n)" onto a line of its own.
        private static func save(in window: RunningApp, asked question: String) async throws {
            try window.session.send(.ctrlS)
            try await window.session.waitFor(question)
            try await window.session.waitFor("(y/n)")
        }

        /// B opens the first card's form before A changes anything: B's form shows the old card.
        private static func openFormInB(_ windowB: RunningApp) async throws {
            try await windowB.openFirstCard()
            try windowB.session.type("e")
            try await windowB.waitForScreen("Edit card")
        }

        @Test(
            "shows another window's saved change on the open Cards screen without a key press", arguments: Variant.all)
        func cardsFollowOtherWindow(variant: Variant) async throws {
            let windows = try await TwoWindows.open(variant)
            defer { windows.close() }
            let (windowA, windowB) = (windows.windowA, windows.windowB)

            try await windowA.renameFirstCard(from: SeedCards.sortedNames[0], to: Self.editedByA)

            try await windowB.session.waitFor(Self.editedByA)
            try await windowB.waitForScreen("Cards")
        }

        @Test("asks before overwriting another window's change; n keeps the form, y overwrites", arguments: Variant.all)
        func asksBeforeOverwriting(variant: Variant) async throws {
            let windows = try await TwoWindows.open(variant)
            defer { windows.close() }
            let (windowA, windowB) = (windows.windowA, windows.windowB)
            try await Self.openFormInB(windowB)
            try await windowA.renameFirstCard(from: SeedCards.sortedNames[0], to: Self.editedByA)
            try await windowB.replaceName(SeedCards.sortedNames[0], with: Self.editedByB)

            try await Self.save(in: windowB, asked: "This card was changed in another window: its name")
            try windowB.session.type("n")
            try await windowB.session.waitFor("Not saved: the card was changed in another window")
            expect(try windowB.session.screen().text).to(contain(variant.title("Edit card")))
            try await windowA.session.waitFor(Self.editedByA)

            try await Self.save(in: windowB, asked: "Overwrite it?")
            try windowB.session.type("y")
            try await windowB.waitForScreen("Card")
            try await windowB.session.waitFor(Self.editedByB)
            try await windowA.session.waitFor(Self.editedByB)
        }

        @Test(
            "asks before saving a card another window deleted; y makes it again, and Cards keeps it selected",
            arguments: Variant.all)
        func asksBeforeBringingBack(variant: Variant) async throws {
            let windows = try await TwoWindows.open(variant)
            defer { windows.close() }
            let (windowA, windowB) = (windows.windowA, windows.windowB)
            try await Self.openFormInB(windowB)
            try await windowA.openFirstCard()
            try windowA.session.type("e")
            try await windowA.waitForScreen("Edit card")
            try await windowA.focusButton("Delete")
            try windowA.session.send(.enter)
            try await windowA.session.waitFor("(y/n)")
            try windowA.session.type("y")
            try await windowA.waitForCards(Array(SeedCards.sortedNames.dropFirst()))
            try await windowB.replaceName(SeedCards.sortedNames[0], with: Self.editedByB)

            try await Self.save(in: windowB, asked: "This card was deleted in another window. Save it again?")
            try windowB.session.type("y")

            try await windowB.waitForScreen("Card")
            try await windowB.session.waitFor(Self.editedByB)
            try await windowA.session.waitFor(Self.editedByB)
            try windowB.session.send(.escape)
            try await windowB.waitForScreen("Cards")
            try await windowB.session.waitFor("the card made again selected") { $0.contains("▶  \(Self.editedByB)") }
        }
    }
}

/// Window A against the backend and window B offline, on one store, both showing the seed cards. It holds the
/// sandbox and the backend for the whole journey: dropped, the backend would stop.
private final class TwoWindows: Sendable {
    let sandbox: Sandbox
    let backend: Backend
    let windowA: RunningApp
    let windowB: RunningApp

    private init(sandbox: Sandbox, backend: Backend, windowA: RunningApp, windowB: RunningApp) {
        self.sandbox = sandbox
        self.backend = backend
        self.windowA = windowA
        self.windowB = windowB
    }

    static func open(_ variant: Variant) async throws -> TwoWindows {
        let sandbox = try Sandbox()
        let backend = try await Backend.start(in: sandbox)
        let windowA = try RunningApp.launch(variant, in: sandbox, backend: backend.url)
        try await windowA.waitForCards(SeedCards.sortedNames)
        let windowB = try RunningApp.launch(variant, in: sandbox, backend: nil)
        try await windowB.waitForCards(SeedCards.sortedNames)
        return TwoWindows(sandbox: sandbox, backend: backend, windowA: windowA, windowB: windowB)
    }

    func close() {
        windowA.close()
        windowB.close()
    }
}
