import Foundation
import Nimble
import Testing

/// Status files of these sessions go to one scratch folder; each session removes its own on close.
private let statusFolder = FileManager.default.temporaryDirectory.appendingPathComponent("mycards-tmux-spec")

private func shell(_ script: String, environment: [String: String] = [:]) throws -> TmuxSession {
    try TmuxSession(command: ["sh", "-c", script], statusFolder: statusFolder, environment: environment)
}

@Suite("TmuxSession")
struct TmuxSessionSpec {
    @Suite("when started")
    struct WhenStarted {
        @Test("gives the program a UTF-8, 256-colour terminal of the asked size")
        func terminalSettings() async throws {
            let session = try shell(#"echo "[$TERM] [$LANG] [$(stty size)]"; read x"#)
            defer { session.close() }

            let screen = try await session.waitFor("[$(stty size)]") { $0.contains("]") && $0.contains("[32 100]") }

            expect(screen.text).to(contain("[xterm-256color] [C.UTF-8] [32 100]"))
        }

        @Test("passes the given environment on")
        func environment() async throws {
            let session = try shell(#"echo "home=$HOME"; read x"#, environment: ["HOME": "/nowhere/home"])
            defer { session.close() }

            let screen = try await session.waitFor("home=")

            expect(screen.text).to(contain("home=/nowhere/home"))
        }
    }

    @Suite("when keys are sent")
    struct WhenKeysAreSent {
        @Test("types literal text, named keys and Enter into the program")
        func typesText() async throws {
            let session = try shell(#"read x; echo "got:$x""#)
            defer { session.close() }

            try session.type("hello wörld; 'q'X")
            try session.send(.backspace)
            try session.send(.enter)

            try await session.waitFor("got:hello wörld; 'q'")
            expect(try session.screen().text).toNot(contain("'q'X"))
        }
    }

    @Suite("when waiting")
    struct WhenWaiting {
        @Test("fails a wait that times out with the whole screen in the message")
        func timeoutShowsScreen() async throws {
            let session = try shell("echo visible-marker; read x")
            defer { session.close() }
            try await session.waitFor("visible-marker")

            var message = ""
            do {
                try await session.waitFor("never-there", timeout: .milliseconds(150))
            } catch {
                message = "\(error)"
            }

            expect(message).to(contain("never-there"))
            expect(message).to(contain("visible-marker"))
        }

        @Test("stops waiting soon after the program has ended, saying so")
        func programEnded() async throws {
            let session = try shell("echo last-words; exit 5")
            defer { session.close() }

            var message = ""
            do {
                try await session.waitFor("never-there", timeout: .seconds(15))
            } catch {
                message = "\(error)"
            }

            expect(message).to(contain("ended (status 5)"))
            expect(message).to(contain("last-words"))
        }

        @Test("waits for a text to go away")
        func absence() async throws {
            let session = try shell("echo first; read x; clear; echo second; read y")
            defer { session.close() }
            try await session.waitFor("first")

            try session.send(.enter)
            let screen = try await session.waitForAbsence("first")

            expect(screen.text).toNot(contain("first"))
        }
    }

    @Suite("when the screen is read with its styles")
    struct WhenReadWithStyles {
        @Test("shows attributes the plain text leaves out")
        func styled() async throws {
            let session = try shell(#"printf 'plain \033[7mreversed\033[0m\n'; read x"#)
            defer { session.close() }
            try await session.waitFor("reversed")

            let styled = try session.styledScreen()

            expect(styled).to(contain("\u{1B}[7mreversed"))
            expect(try session.screen().text).toNot(contain("\u{1B}"))
        }
    }

    @Suite("when the window is resized")
    struct WhenResized {
        @Test("gives the program the new size")
        func resize() async throws {
            let session = try shell("read x; stty size; read y")
            defer { session.close() }

            try session.resize(columns: 60, rows: 20)
            try session.send(.enter)

            try await session.waitFor("20 60")
        }
    }

    @Suite("when the program ends")
    struct WhenTheProgramEnds {
        @Test("reports its exit status and keeps the pane to read it")
        func exitStatus() async throws {
            let session = try shell("exit 3")
            defer { session.close() }

            let status = try await session.waitForExit()

            expect(status).to(equal(3))
            try await session.waitFor("EXIT:3")
        }

        @Test("sees a terminal left in a usable state")
        func restoredTerminal() async throws {
            let session = try shell("exit 0")
            defer { session.close() }

            _ = try await session.waitForExit()

            expect(try session.terminalState().isRestored).to(beTrue())
        }

        @Test("sees a terminal left without echo and line editing")
        func brokenTerminal() async throws {
            let session = try shell("stty -echo -icanon; printf '\\033[?25l'; exit 0")
            defer { session.close() }

            _ = try await session.waitForExit()

            expect(try session.terminalState())
                .to(equal(TerminalState(echo: false, canonical: false, cursorVisible: false, alternateScreen: false)))
        }

        @Test("reports 128 + n when the program is killed by signal n")
        func killedBySignal() async throws {
            let session = try shell("sleep 100")
            defer { session.close() }

            try await session.kill(SIGTERM)
            let status = try await session.waitForExit()

            expect(status).to(equal(143))
        }
    }
}
