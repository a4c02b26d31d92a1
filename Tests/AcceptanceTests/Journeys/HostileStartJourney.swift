import Foundation
import Nimble
import Testing

extension Journeys {
    /// What a new user tried: the app started without a terminal drew escape codes into a file for ever, and a
    /// bad `MYCARDS_BACKEND` was only noticed as "unreachable".
    @Suite("when started where it cannot run")
    struct HostileStartJourney {
        @Test("stdin and stdout not a terminal: one line on stderr, exit 70, nothing written", arguments: Variant.all)
        func noTerminal(variant: Variant) throws {
            let sandbox = try Sandbox()

            // CommandRun gives the app /dev/null as stdin and a file as stdout.
            let result = try CommandRun.run(variant.binary.path, ["--offline", "--store", sandbox.store.path])

            expect(result.status).to(equal(70))
            expect(result.output).to(beEmpty())
            expect(result.errors).to(contain("is not a terminal"))
            expect(result.errors.split(separator: "\n").count).to(equal(1))
            expect(FileManager.default.fileExists(atPath: sandbox.store.path)).to(beFalse())
        }

        @Test("--store naming a folder: exit 70 with the terminal as it was", arguments: Variant.all)
        func storeIsFolder(variant: Variant) async throws {
            let sandbox = try Sandbox()
            try FileManager.default.createDirectory(at: sandbox.store, withIntermediateDirectories: true)
            let app = try RunningApp.launch(variant, in: sandbox, backend: nil)
            defer { app.close() }

            let status = try await app.session.waitForExit()

            expect(status).to(equal(70))
            expect(try app.session.screen().text).to(contain("\(variant.binary.lastPathComponent): "))
            expect(try app.session.terminalState())
                .to(equal(TerminalState(echo: true, canonical: true, cursorVisible: true, alternateScreen: false)))
            var isFolder: ObjCBool = false
            expect(FileManager.default.fileExists(atPath: sandbox.store.path, isDirectory: &isFolder)).to(beTrue())
            expect(isFolder.boolValue).to(beTrue())
        }

        @Test("MYCARDS_BACKEND that is no URL: exit 64 naming the variable", arguments: Variant.all)
        func badEnvironment(variant: Variant) throws {
            let sandbox = try Sandbox()

            let result = try CommandRun.run(
                "/usr/bin/env", ["MYCARDS_BACKEND=garbage", variant.binary.path, "--store", sandbox.store.path])

            expect(result.status).to(equal(64))
            expect(result.errors).to(contain("MYCARDS_BACKEND"))
            expect(FileManager.default.fileExists(atPath: sandbox.store.path)).to(beFalse())
        }
    }
}
