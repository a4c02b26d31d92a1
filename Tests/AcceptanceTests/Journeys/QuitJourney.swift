import Nimble
import Testing

extension Journeys {
    @Suite("when the user quits")
    struct QuitJourney {
        @Test("q on Cards exits 0 and leaves the terminal restored", arguments: Variant.all)
        func quitsWithQ(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let app = try RunningApp.launch(variant, in: sandbox, backend: nil)
            defer { app.close() }
            try await app.waitForScreen("Cards")

            let status = try await app.quit()

            expect(status).to(equal(0))
            expect(try app.session.terminalState().isRestored).to(beTrue())
            try await app.session.waitFor("EXIT:0")
        }

        @Test("Ctrl-C in the name field exits 0 and leaves the terminal restored", arguments: Variant.all)
        func quitsWithControlC(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let app = try RunningApp.launch(variant, in: sandbox, backend: nil)
            defer { app.close() }
            try await app.waitForScreen("Cards")
            try app.session.type("n")
            try await app.waitForScreen("New card")
            try app.session.type("quick")
            try await app.session.waitFor("the typed q kept as text") { screen in
                screen.contains(variant.title("New card")) && screen.contains("quick")
            }

            try app.session.send(.ctrlC)

            let status = try await app.session.waitForExit()
            expect(status).to(equal(0))
            expect(try app.session.terminalState().isRestored).to(beTrue())
        }
    }
}
