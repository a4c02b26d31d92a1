import Nimble
import Testing

extension Journeys {
    @Suite("when keys come as terminals send them")
    struct KeysJourney {
        static let discard = "Discard changes? (y/n)"

        /// The app, offline, in a New card form with `name` typed in its Name field.
        static func newCardForm(_ variant: Variant, typing name: String = "") async throws -> RunningApp {
            let app = try RunningApp.launch(variant, in: try Sandbox(), backend: nil)
            try await app.startNewCard(typing: name)
            return app
        }

        @Test(
            "Alt-y and other unbound Alt keys neither leave nor ask; Alt-b, Alt-f, Alt-Backspace edit by word",
            arguments: Variant.all)
        func metaKeys(variant: Variant) async throws {
            let app = try await Self.newCardForm(variant, typing: "Green Grocer Mall")
            defer { app.close() }

            try app.session.send(.meta("y"), .meta("x"), .meta("b"), .meta("BSpace"), .meta("f"))
            try app.session.type("!")

            let screen = try await app.session.waitFor("Green Mall!")
            expect(screen.text).to(contain(variant.title("New card")))
            expect(screen.text).toNot(contain(Self.discard))
        }

        @Test("pasted text goes into the name as one line and moves no focus", arguments: Variant.all)
        func paste(variant: Variant) async throws {
            let app = try await Self.newCardForm(variant, typing: "[")
            defer { app.close() }

            try app.session.paste("Pasted\tTab\nNewline 東京")
            try app.session.type("]")

            let screen = try await app.session.waitFor("[Pasted Tab Newline 東京]")
            expect(screen.text).to(contain(variant.title("New card")))
            expect(screen.text).toNot(contain("Photo library"))
        }

        @Test("keys typed just before the terminal shrinks are all handled", arguments: Variant.all)
        func keysBeforeResize(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let backend = try await Backend.start(in: sandbox)
            let app = try RunningApp.launch(variant, in: sandbox, backend: backend.url)
            defer { app.close() }
            try await app.waitForCards(SeedCards.sortedNames)
            try app.session.type("g")

            try app.session.send(.enter, .text("e"), .text("abc"))
            try app.session.resize(columns: 30, rows: 10)
            try await app.session.waitFor(ResizeJourney.tooSmall)
            try app.session.resize(columns: TmuxSession.defaultColumns, rows: TmuxSession.defaultRows)

            let screen = try await app.waitForScreen("Edit card")
            expect(screen.text).to(contain("Café Auroraabc"))
        }

        @Test("F1 opens help in the name field, where ? is text", arguments: Variant.all)
        func f1Help(variant: Variant) async throws {
            let app = try await Self.newCardForm(variant, typing: "Why?")
            defer { app.close() }
            expect(try app.session.screen().text).to(contain("F1 help"))

            try app.session.send(.f1)

            let help = try await app.session.waitFor("Help · New card")
            expect(help.text).to(contain("Why?"))
        }

        @Test("? on the photo source menu lists its keys", arguments: Variant.all)
        func helpOnMenu(variant: Variant) async throws {
            let app = try await Self.newCardForm(variant, typing: "Menu")
            defer { app.close() }
            try app.session.send(.tab, .tab, .tab, .enter)
            try await app.session.waitFor("Library")

            try app.session.type("?")

            let help = try await app.session.waitFor("Help ·")
            expect(help.text).to(contain("library"))
            expect(help.text).to(contain("camera"))
        }

        @Test("leaving a refused new card clears its message from the Cards status line", arguments: Variant.all)
        func staleStatus(variant: Variant) async throws {
            let app = try await Self.newCardForm(variant)
            defer { app.close() }
            try app.session.send(.ctrlS)
            try await app.session.waitFor("A card needs a name")

            try app.session.send(.escape)

            try await app.waitForScreen("Cards")
            try await app.session.waitForAbsence("A card needs a name")
        }
    }
}
