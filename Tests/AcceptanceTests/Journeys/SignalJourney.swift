import Foundation
import Nimble
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Journeys {
    @Suite("when the app gets a termination signal")
    struct SignalJourney {
        @Test(
            "exits with 128 + the signal and leaves the terminal restored",
            arguments: Variant.all, [SIGTERM, SIGINT, SIGHUP, SIGQUIT])
        func restoresTerminal(variant: Variant, signal: Int32) async throws {
            let sandbox = try Sandbox()
            let app = try RunningApp.launch(variant, in: sandbox, backend: nil)
            defer { app.close() }
            try await app.waitForScreen("Cards")

            try await app.session.kill(signal)

            let status = try await app.session.waitForExit()
            expect(status).to(equal(128 + signal))
            expect(try app.session.terminalState())
                .to(equal(TerminalState(echo: true, canonical: true, cursorVisible: true, alternateScreen: false)))
        }
    }
}
