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
                ["MVC", "MVVM", "VIPER", "VIP", "TEA"].allSatisfy { screen.contains("My Cards · Cards [\($0)]") }
                    && screen.text.components(separatedBy: "Downloaded 6 cards").count == 6
            }
            let panes = try Self.panes(of: socket)
            // In the first pane (MVC): open the first card, edit it, add a letter to its name, save, back to Cards.
            let send = { (keys: [String]) in
                _ = try CommandRun.checked("tmux", ["-L", socket, "send-keys", "-t", panes[0]] + keys)
            }
            try send(["Enter"])
            _ = try await session.waitFor("the Card screen") { $0.contains("My Cards · Card [MVC]") }
            try send(["e"])
            try send(["-l", "Z"])
            _ = try await session.waitFor("the new name in the form") { $0.contains("BooksZ") }
            try send(["C-s"])
            _ = try await session.waitFor("the save") { $0.contains("Saved") || $0.contains("Uploaded") }
            try send(["Escape"])
            let renamed = try await session.waitFor("the renamed card in all five panes") { screen in
                screen.text.components(separatedBy: "BooksZ").count == 6
            }
            for pane in panes {
                _ = try CommandRun.checked("tmux", ["-L", socket, "send-keys", "-t", pane, "q"])
            }

            let status = try await session.waitForExit()

            expect(screen.text).to(contain("My Cards · Cards [VIPER]"))
            expect(renamed.text.components(separatedBy: "BooksZ").count - 1).to(equal(5))
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
            let panes = try Self.panes(of: socket)
            _ = try CommandRun.checked("tmux", ["-L", socket, "send-keys", "-t", panes[0], "q"])

            let status = try await session.waitForExit()

            expect(panes.count).to(equal(2))
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

        private static func panes(of socket: String) throws -> [String] {
            try CommandRun.checked("tmux", ["-L", socket, "list-panes", "-a", "-F", "#{pane_id}"])
                .split(separator: "\n").map(String.init)
        }
    }
}
