import MyCardsUI
import Nimble
import Testing

@Suite("TerminalPreflight")
struct TerminalPreflightSpec {
    private static let xterm = ["TERM": "xterm-256color"]

    private static func check(
        _ environment: [String: String] = xterm, stdin: Bool = true, stdout: Bool = true
    ) -> TerminalError? {
        do {
            try TerminalPreflight.check(environment: environment, stdinIsTerminal: stdin, stdoutIsTerminal: stdout)
            return nil
        } catch {
            return error
        }
    }

    @Test("lets a real terminal with a known TERM through")
    func passes() {
        expect(Self.check()).to(beNil())
    }

    @Test("refuses standard input that is not a terminal")
    func refusesStdin() {
        expect(Self.check(stdin: false)).to(equal(.notATerminal(stream: "Standard input")))
    }

    @Test("refuses standard output that is not a terminal")
    func refusesStdout() {
        expect(Self.check(stdout: false)).to(equal(.notATerminal(stream: "Standard output")))
    }

    @Test("refuses TERM=dumb")
    func refusesDumb() {
        expect(Self.check(["TERM": "dumb"])).to(equal(.dumbTerminal))
    }

    @Test("refuses an unset or empty TERM")
    func refusesUnset() {
        expect([Self.check([:]), Self.check(["TERM": ""])]).to(equal([.unknownTerminal(""), .unknownTerminal("")]))
    }

    @Test("says in one sentence what to do when stdin is not a terminal")
    func explains() {
        expect(TerminalError.notATerminal(stream: "Standard input").message).to(
            equal("Standard input is not a terminal: My Cards needs one to draw its screens and read keys"))
    }
}
