import Foundation
import Nimble
import Testing

/// A stand-in variant: a shell script in the sandbox, so the shared journey steps can be tried without an app.
private func fakeVariant(in sandbox: Sandbox, script: String) throws -> Variant {
    let file = sandbox.root.appendingPathComponent("mycards-fake")
    try Data(("#!/bin/sh\n" + script).utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
    return Variant(architecture: "FAKE", binary: file)
}

/// Reads one key without waiting for Enter.
private let readKey = "stty -icanon -echo min 1; key=$(dd bs=1 count=1 2>/dev/null); stty icanon echo"

@Suite("RunningApp")
struct RunningAppSpec {
    @Suite("when launched")
    struct WhenLaunched {
        @Test("runs the binary with the sandbox's arguments and waits for a screen's title")
        func launch() async throws {
            let sandbox = try Sandbox()
            let variant = try fakeVariant(in: sandbox, script: "echo 'My Cards · Cards [FAKE]'; echo \"$*\"; sleep 60")
            let app = try RunningApp.launch(variant, in: sandbox, backend: nil)
            defer { app.close() }

            let screen = try await app.waitForScreen("Cards")

            expect(screen.text).to(contain("--offline --store \(sandbox.store.path)"))
        }

        @Test("quits with q and answers the exit status")
        func quit() async throws {
            let sandbox = try Sandbox()
            let script = "echo 'My Cards · Cards [FAKE]'; \(readKey); [ \"$key\" = q ] && exit 0; exit 9"
            let app = try RunningApp.launch(try fakeVariant(in: sandbox, script: script), in: sandbox, backend: nil)
            defer { app.close() }
            try await app.waitForScreen("Cards")

            let status = try await app.quit()

            expect(status).to(equal(0))
        }
    }

    @Suite("when focusing a button")
    struct WhenFocusing {
        /// Draws each frame in two writes, a blank screen first (as a program may), so a Tab counted on the half-drawn
        /// frame would skip past the button: CI once failed that way.
        private static let form = """
            i=0
            while :; do
              clear; sleep 0.02
              case $i in 0) echo '▶[ Save ]  [ Delete ]';; 1) echo ' [ Save ] ▶[ Delete ]';; *) echo '[ Save ]';; esac
              \(readKey); i=$((i+1))
            done
            """

        @Test("tabs until the button carries the focus marker")
        func tabsToButton() async throws {
            let sandbox = try Sandbox()
            let app = try RunningApp.launch(try fakeVariant(in: sandbox, script: Self.form), in: sandbox, backend: nil)
            defer { app.close() }
            try await app.session.waitFor("▶[ Save ]")

            try await app.focusButton("Delete")

            expect(try app.session.screen().text).to(contain("▶[ Delete ]"))
        }

        @Test("fails when no Tab reaches the button")
        func missingButton() async throws {
            let sandbox = try Sandbox()
            let app = try RunningApp.launch(try fakeVariant(in: sandbox, script: Self.form), in: sandbox, backend: nil)
            defer { app.close() }
            try await app.session.waitFor("▶[ Save ]")

            await expect { try await app.focusButton("Cancel", maxTabs: 3) }.to(throwError())
        }
    }
}
