import Foundation
import Nimble
import Testing

/// Status files of these sessions go to one scratch folder; each session removes its own on close.
private let statusFolder = FileManager.default.temporaryDirectory.appendingPathComponent("mycards-panes-spec")

/// A stand-in for an app on its Card screen, slow as on a loaded machine: it reads on 0.3 s after an Escape, takes a
/// key that came meanwhile with the Escape as one Alt key (which this screen ignores, as the app's Card screen ignores
/// Alt-q), and goes back to its list only on an Escape alone. `q` on the list exits 0. The side-by-side journey timed
/// out so in CI: its `q` reached the MVC app with the Escape before it.
private let slowCardScreen = """
    stty -icanon -echo min 1
    esc=$(printf '\\033')
    screen=card
    echo CARD
    while :; do
      key=$(dd bs=1 count=1 2>/dev/null)
      if [ "$key" = "$esc" ]; then
        sleep 0.3
        stty min 0 time 0; next=$(dd bs=1 count=1 2>/dev/null); stty min 1
        [ -z "$next" ] && { clear; echo LIST; screen=list; }
      elif [ "$key" = q ] && [ "$screen" = list ]; then
        exit 0
      fi
    done
    """

@Suite("LauncherPanes")
struct LauncherPanesSpec {
    @Suite("when a key follows an Escape")
    struct WhenAKeyFollowsAnEscape {
        @Test("sends it only once the pane shows the screen it is for, so the app reads the two apart")
        func waitsForTheScreen() async throws {
            let session = try TmuxSession(command: ["sh", "-c", slowCardScreen], statusFolder: statusFolder)
            defer { session.close() }
            let panes = try LauncherPanes(socket: session.socket)
            let pane = try #require(panes.ids.first)
            try await panes.waitFor("the card", in: pane) { $0.contains("CARD") }
            try panes.send(.escape, to: pane)

            try await panes.press(.text("q"), in: pane, once: "the list") { $0.contains("LIST") }

            let status = try await session.waitForExit(timeout: .seconds(5))
            expect(status).to(equal(0))
        }
    }

    @Suite("when waiting in one pane")
    struct WhenWaitingInOnePane {
        @Test("does not take a text another pane shows, and names the pane with its own screen on timeout")
        func readsOnlyItsPane() async throws {
            let session = try TmuxSession(command: ["sh", "-c", "echo CARD; sleep 60"], statusFolder: statusFolder)
            defer { session.close() }
            _ = try CommandRun.checked("tmux", ["-L", session.socket, "split-window", "sh -c 'echo LIST; sleep 60'"])
            let panes = try LauncherPanes(socket: session.socket)
            let (first, second) = (try #require(panes.ids.first), try #require(panes.ids.last))
            try await panes.waitFor("the list", in: second) { $0.contains("LIST") }

            var message = ""
            do {
                try await panes.waitFor("the list", in: first, timeout: .milliseconds(300)) { $0.contains("LIST") }
            } catch {
                message = "\(error)"
            }

            expect(message).to(contain("the list in pane \(first)"))
            expect(message).to(contain("CARD"))
            expect(message).toNot(contain("LIST"))
        }
    }
}
