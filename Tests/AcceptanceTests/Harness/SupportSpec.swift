import Foundation
import Nimble
import Testing

@Suite("CommandRun")
struct CommandRunSpec {
    @Suite("when a command runs")
    struct WhenACommandRuns {
        @Test("collects its status, output and errors")
        func collects() throws {
            let result = try CommandRun.run("sh", ["-c", "echo out; echo err >&2; exit 4"])

            expect(result.status).to(equal(4))
            expect(result.output).to(equal("out\n"))
            expect(result.errors).to(equal("err\n"))
        }

        @Test("makes a failing checked command an error")
        func checked() {
            expect { try CommandRun.checked("/bin/sh", ["-c", "exit 2"]) }.to(throwError())
        }
    }
}

@Suite("ShellQuoting")
struct ShellQuotingSpec {
    @Suite("when a word holds quotes and spaces")
    struct WhenQuoted {
        @Test("comes back unchanged through sh")
        func roundTrip() throws {
            let word = "it's a \"test\" $HOME; `x`"

            let echoed = try CommandRun.checked("sh", ["-c", "printf %s " + ShellQuoting.quote(word)])

            expect(echoed).to(equal(word))
        }
    }
}

@Suite("TerminalState")
struct TerminalStateSpec {
    @Suite("when reading stty -a")
    struct WhenReadingStty {
        @Test("tells an on flag from an off one")
        func flags() {
            let flags = TerminalState.flags(fromStty: "isig -icanon iexten echo; -echoe echok")

            expect(flags).to(contain("echo"))
            expect(flags).toNot(contain("icanon"))
        }
    }
}

@Suite("SeedCards")
struct SeedCardsSpec {
    @Suite("when making a partly invalid body")
    struct WhenPartlyInvalid {
        @Test("holds two good cards and two broken ones")
        func body() throws {
            let cards = try WireCard.decodeArray(Data(try SeedCards.partlyInvalidBody().utf8))

            expect(cards.map(\.name)).to(equal(Array(SeedCards.sortedNames.prefix(2)) + SeedCards.invalidNames))
            expect(cards[2].identifier).to(beEmpty())
            expect(cards[3].photoData(front: true)).to(beNil())
        }
    }
}
