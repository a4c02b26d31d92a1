import Foundation
import Nimble
import Testing

extension Journeys {
    @Suite("when the user presses Ctrl-Z")
    struct SuspendJourney {
        @Test("stops as a job with the terminal handed back", arguments: Variant.all)
        func stopsWithTerminalRestored(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let app = try RunningApp.launch(variant, in: sandbox, backend: nil, jobControl: true)
            defer { app.close() }
            try await app.waitForScreen("Cards")

            try app.session.send(.ctrlZ)

            let status = try await app.session.waitForExit()
            expect(status).to(equal(148))
            expect(try app.session.terminalState())
                .to(equal(TerminalState(echo: true, canonical: true, cursorVisible: true, alternateScreen: false)))
        }

        @Test("goes on as before under a shell without job control", arguments: Variant.all)
        func ignoredWithoutJobControl(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let app = try RunningApp.launch(variant, in: sandbox, backend: nil)
            defer { app.close() }
            try await app.waitForScreen("Cards")

            try app.session.send(.ctrlZ)
            try app.session.type("n")

            try await app.waitForScreen("New card")
        }
    }
}
