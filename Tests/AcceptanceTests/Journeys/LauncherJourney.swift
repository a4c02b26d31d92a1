import Foundation
import Nimble
import Testing

extension Journeys {
    /// The workshop's launchers, run in a terminal of the projector's size: `make side-by-side`
    /// (scripts/side-by-side.sh) and `make trace` (scripts/trace.sh). Each runs its own tmux server, which the journey
    /// reaches by its socket.
    @Suite("when a room watches the variants")
    struct LauncherJourney {
        @Test(
            "side by side shows every variant on one backend and one store at 200×50: a card renamed in one pane shows in all five",
            .enabled(if: Variant.all.count == 5, "needs all five variants built"))
        func sideBySide() async throws {
            let sandbox = try Sandbox()
            let socket = "mycards-launcher-\(UUID().uuidString.prefix(8))"
            let session = try Self.launch(["scripts/side-by-side.sh"], socket: socket, in: sandbox)
            defer { session.close() }

            let screen = try await session.waitFor("five Cards screens") { screen in
                Self.architectures.allSatisfy { screen.contains("My Cards · Cards [\($0)]") }
                    && screen.text.components(separatedBy: "Downloaded 6 cards").count == 6
            }
            let panes = try LauncherPanes(socket: socket)
            let mvc = try #require(panes.ids.first)
            // In the first pane (MVC): open the first card, edit it, add a letter to its name, save, back to Cards.
            // Each key waits for the MVC pane's own screen to show what it is for (LauncherPanes says why).
            try await panes.press(.enter, in: mvc, once: "MVC's Cards screen") { $0.contains("My Cards · Cards [MVC]") }
            try await panes.press(.text("e"), in: mvc, once: "the Card screen") { $0.contains("My Cards · Card [MVC]") }
            try await panes.press(.text("Z"), in: mvc, once: "the form") { $0.contains("My Cards · Edit card [MVC]") }
            try await panes.press(.ctrlS, in: mvc, once: "the new name in the form") { $0.contains("BooksZ") }
            try await panes.press(.escape, in: mvc, once: "the save") {
                $0.contains("Saved") || $0.contains("Uploaded")
            }
            // MVC's Card screen shows the new name too: each pane quits once its own Cards screen lists it.
            var renamedIn: [String] = []
            for (pane, architecture) in zip(panes.ids, Self.architectures) {
                try await panes.press(.text("q"), in: pane, once: "\(architecture)'s Cards screen with the new name") {
                    $0.contains("My Cards · Cards [\(architecture)]") && $0.contains("BooksZ")
                }
                renamedIn.append(architecture)
            }

            let status = try await session.waitForExit()

            expect(screen.text).to(contain("My Cards · Cards [VIPER]"))
            expect(renamedIn).to(equal(Self.architectures))
            expect(status).to(equal(0))
        }

        @Test("trace shows the variant with its trace followed beside it, and quitting the app ends it")
        func trace() async throws {
            let sandbox = try Sandbox()
            let socket = "mycards-launcher-\(UUID().uuidString.prefix(8))"
            let variant = try #require(Variant.all.first)
            let name = String(variant.binary.lastPathComponent.dropFirst("mycards-".count))
            let session = try Self.launch(["scripts/trace.sh", name], socket: socket, in: sandbox)
            defer { session.close() }

            let screen = try await session.waitFor("the app and its trace") { screen in
                screen.contains(variant.title("Cards")) && screen.contains("Downloaded 6 cards")
                    && screen.contains("-> NetworkLoader: download()")
            }
            let panes = try LauncherPanes(socket: socket)
            let app = try #require(panes.ids.first)
            try await panes.press(.text("q"), in: app, once: "the app's Cards screen") {
                $0.contains(variant.title("Cards"))
            }

            let status = try await session.waitForExit()

            expect(panes.ids.count).to(equal(2))
            expect(screen.text).to(contain("CardsWorker"))
            expect(status).to(equal(0))
        }

        /// Runs a launcher from the repository in a 200×50 terminal, its files in the sandbox, its tmux on `socket`.
        private static func launch(_ command: [String], socket: String, in sandbox: Sandbox) throws -> TmuxSession {
            try TmuxSession(
                command: ["bash", "-c", "cd \(ShellQuoting.quote(RepositoryFiles.root.path)) && \"$@\"", "launcher"]
                    + command,
                statusFolder: sandbox.root,
                // HOME and XDG_DATA_HOME too: `make trace` opens the user's own store, which a test must not touch.
                environment: [
                    "LAUNCHER_SOCKET": socket, "RUN_DIR": sandbox.root.appendingPathComponent("run").path,
                    "HOME": sandbox.root.appendingPathComponent("home").path,
                    "XDG_DATA_HOME": sandbox.root.appendingPathComponent("xdg").path,
                ],
                columns: 200, rows: 50)
        }

        /// The side-by-side panes' variants, in the order scripts/side-by-side.sh fills the panes.
        private static let architectures = ["MVC", "MVVM", "VIPER", "VIP", "TEA"]
    }
}
