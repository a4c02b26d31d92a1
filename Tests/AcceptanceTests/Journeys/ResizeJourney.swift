import Foundation
import Nimble
import Testing

extension Journeys {
    @Suite("when the terminal becomes too small and large again")
    struct ResizeJourney {
        static let tooSmall = "Terminal too small (need 40×12)"

        @Test("shows only the size message, then the form with the typed name", arguments: Variant.all)
        func keepsTypedText(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let app = try RunningApp.launch(variant, in: sandbox, backend: nil)
            defer { app.close() }
            try await app.waitForScreen("Cards")
            try app.session.type("n")
            try await app.waitForScreen("New card")
            try app.session.type("Half typ")
            try await app.session.waitFor("Half typ")

            try app.session.resize(columns: 30, rows: 10)
            let small = try await app.session.waitFor(Self.tooSmall)
            try app.session.resize(columns: TmuxSession.defaultColumns, rows: TmuxSession.defaultRows)
            try await app.waitForScreen("New card")
            try app.session.type("ed")

            expect(small.text).toNot(contain("My Cards ·"))
            try await app.session.waitFor("Half typed")
        }

        @Test("survives 1×1 and a storm of 300 SIGWINCH, then works and quits cleanly", arguments: Variant.all)
        func survivesStorm(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let app = try RunningApp.launch(variant, in: sandbox, backend: nil)
            defer { app.close() }
            try await app.waitForScreen("Cards")

            try app.session.resize(columns: 1, rows: 1)
            let program = try await app.session.programID()
            for _ in 0..<300 { kill(program, SIGWINCH) }
            for (columns, rows) in [(2, 2), (5, 3), (40, 12), (1, 1)] {
                try app.session.resize(columns: columns, rows: rows)
            }
            try app.session.resize(columns: TmuxSession.defaultColumns, rows: TmuxSession.defaultRows)
            try await app.waitForScreen("Cards")
            try app.session.type("n")
            try await app.waitForScreen("New card")
            try app.session.send(.escape)
            try await app.waitForScreen("Cards")
            let status = try await app.quit()

            expect(status).to(equal(0))
            expect(try app.session.terminalState())
                .to(equal(TerminalState(echo: true, canonical: true, cursorVisible: true, alternateScreen: false)))
        }

        @Test("brings the card list back", arguments: Variant.all)
        func keepsCardList(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let backend = try await Backend.start(in: sandbox)
            let app = try RunningApp.launch(variant, in: sandbox, backend: backend.url)
            defer { app.close() }
            try await app.waitForCards(SeedCards.sortedNames)

            try app.session.resize(columns: 39, rows: 11)
            try await app.session.waitFor(Self.tooSmall)
            try app.session.resize(columns: TmuxSession.defaultColumns, rows: TmuxSession.defaultRows)

            try await app.waitForCards(SeedCards.sortedNames)
            try await app.session.waitForAbsence(Self.tooSmall)
        }
    }
}
