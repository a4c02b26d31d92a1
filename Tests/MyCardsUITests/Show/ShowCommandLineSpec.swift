import ArgumentParser
import MyCardsKit
import MyCardsUI
import Nimble
import Testing

@Suite("ShowCommandLine")
struct ShowCommandLineSpec {
    /// What ArgumentParser makes of the same command line, as `show` runs it; nil where it parses something else.
    static func parsedByArgumentParser(_ arguments: [String]) -> ShowCommandLine? {
        (try? ShowCommandSpec.parse(arguments))?.commandLine
    }

    @Suite("when the command line is one of show's plain shapes")
    struct PlainShapes {
        @Test("reads the name, --code, --width, --color and the variant's --store as make bench gives them")
        func benchShape() {
            let arguments = ["show", "aurora", "--code", "--color", "always", "--width", "120", "--store", "/s.sqlite"]

            let commandLine = ShowCommandLine(arguments: arguments)

            expect(commandLine).to(
                equal(
                    ShowCommandLine(
                        request: CardShow.Request(name: "aurora", width: 120, color: .always, code: true),
                        store: "/s.sqlite")))
        }

        @Test("reads --back and the --option=value spelling")
        func backAndEquals() {
            let arguments = ["show", "--back", "--width=80", "--color=never", "Café Aurora", "--store=cards.sqlite"]

            let commandLine = ShowCommandLine(arguments: arguments)

            expect(commandLine?.request).to(
                equal(CardShow.Request(name: "Café Aurora", side: .back, width: 80, color: .never)))
            expect(commandLine?.store).to(equal("cards.sqlite"))
        }

        @Test("leaves what is not given at show's defaults: front, no width, auto colour, no store")
        func defaults() {
            let commandLine = ShowCommandLine(arguments: ["show", "aurora"])

            expect(commandLine).to(equal(ShowCommandLine(request: CardShow.Request(name: "aurora"), store: nil)))
        }

        @Test("reads each shape as ArgumentParser does")
        func agreesWithArgumentParser() {
            let shapes: [[String]] = [
                ["show", "aurora"],
                ["show", "Aurora", "--code"],
                ["show", "--code", "aurora"],
                ["show", "aurora", "--back"],
                ["show", "aurora", "--width", "1"],
                ["show", "aurora", "--width", "1000"],
                ["show", "aurora", "--width", "0120"],
                ["show", "aurora", "--width=42", "--color", "auto"],
                ["show", "aurora", "--color", "always", "--code", "--width", "120", "--store", "/tmp/s.sqlite"],
                ["show", "aurora", "--color=never", "--store=/tmp/a=b.sqlite"],
                ["show", "--store", "cards.sqlite", "--back", "café aurora"],
                ["show", "show"],
                ["show", "two words", "--width", "999"],
            ]

            let disagreements = shapes.filter { arguments in
                ShowCommandLine(arguments: arguments) != ShowCommandLineSpec.parsedByArgumentParser(arguments)
            }

            expect(disagreements).to(beEmpty())
        }
    }

    @Suite("when the command line is anything else")
    struct OtherShapes {
        @Test("leaves it to ArgumentParser: help, version, other commands, unknown, repeated or refused options")
        func declines() {
            let others: [[String]] = [
                [], ["aurora"], ["--store", "s.sqlite", "show", "aurora"], ["import", "a.zip"], ["show"],
                ["show", "--help"], ["show", "-h"], ["show", "aurora", "--help"], ["show", "help"], ["--version"],
                ["show", "aurora", "--version"], ["show", "aurora", "--offline"], ["show", "aurora", "--backend", "x"],
                ["show", "aurora", "-c"], ["show", "aurora", "--", "--code"], ["show", "a", "b"], ["show", ""],
                ["show", "aurora", "--code", "--code"], ["show", "aurora", "--back", "--code"],
                ["show", "aurora", "--code=yes"], ["show", "aurora", "--width"], ["show", "aurora", "--width", "0"],
                ["show", "aurora", "--width", "1001"], ["show", "aurora", "--width", "-5"],
                ["show", "aurora", "--width", "+5"], ["show", "aurora", "--width", "twelve"],
                ["show", "aurora", "--width", "120", "--width", "80"], ["show", "aurora", "--color", "sometimes"],
                ["show", "aurora", "--color"], ["show", "aurora", "--store", ""], ["show", "aurora", "--store="],
                ["show", "aurora", "--store", "--code"], ["show", "aurora", "--store", "a", "--store", "b"],
            ]

            let read = others.filter { ShowCommandLine(arguments: $0) != nil }

            expect(read).to(beEmpty())
        }
    }
}
