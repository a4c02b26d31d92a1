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

        @Test("--offline starts whatever MYCARDS_BACKEND says", arguments: Variant.all)
        func offlineIgnoresBadEnvironment(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let store = sandbox.store
            _ = try await StoredCards.fill(store)

            let app = try RunningApp.launch(
                variant, in: sandbox, backend: nil, terminal: ["MYCARDS_BACKEND": "garbage"])
            defer { app.close() }

            try await app.waitForCards(SeedCards.sortedNames)
        }

        @Test("--backend with a port TCP does not have: exit 64 at the start", arguments: Variant.all)
        func backendPortOutOfRange(variant: Variant) throws {
            let sandbox = try Sandbox()

            let result = try CommandRun.run(
                variant.binary.path, ["--backend", "http://127.0.0.1:99999", "--store", sandbox.store.path])

            expect(result.status).to(equal(64))
            expect(result.errors).to(contain("--backend"))
        }

        @Test("--photos or --camera naming a file: exit 64 saying it is not a folder", arguments: Variant.all)
        func photosNamingAFile(variant: Variant) throws {
            let sandbox = try Sandbox()
            try FileManager.default.createDirectory(at: sandbox.root, withIntermediateDirectories: true)
            let file = sandbox.root.appendingPathComponent("photo.png")
            try Data("not a folder".utf8).write(to: file)

            let photos = try CommandRun.run(
                variant.binary.path, ["--offline", "--photos", file.path, "--store", sandbox.store.path])
            let camera = try CommandRun.run(
                variant.binary.path, ["--offline", "--camera", file.path, "--store", sandbox.store.path])

            expect([photos.status, camera.status]).to(equal([64, 64]))
            expect(photos.errors).to(contain("--photos names a file, not a folder"))
            expect(camera.errors).to(contain("--camera names a file, not a folder"))
        }
    }
}
