import Nimble
import Testing

@testable import MyCardsKit

@Suite("CommandLineRunner")
struct CommandLineRunnerSpec {
    @Test("keeps only the reason of ArgumentParser's message, on one line")
    func keepsReason() {
        let message =
            "Error: Unknown option '--bogus'.\nUsage: mycards-mvc [--backend <backend>]\n  See 'mycards-mvc --help'."

        let line = CommandLineRunner.oneLine(message)

        expect(line).to(equal("Unknown option '--bogus'."))
    }

    @Test("leaves a message without the prefix as it is")
    func keepsPlainMessage() {
        expect(CommandLineRunner.oneLine("--store needs a path")).to(equal("--store needs a path"))
        expect(CommandLineRunner.oneLine("")).to(equal(""))
    }
}
