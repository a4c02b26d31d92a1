import Nimble
import Testing

@testable import MyCardsBackend

@Suite("BackendCommand")
struct BackendCommandSpec {
    @Suite("when started without options")
    struct Defaults {
        @Test("listens on 127.0.0.1:8000 with the documented files")
        func usesDefaults() throws {
            let command = try BackendCommand.parse([])

            expect(command.port).to(equal(8000))
            expect(command.host).to(equal("127.0.0.1"))
            expect(command.data).to(equal(".mycards-backend.json"))
            expect(command.seed).to(equal("cards.json"))
        }
    }

    @Suite("when given every option")
    struct AllOptions {
        @Test("takes them")
        func takesThem() throws {
            let command = try BackendCommand.parse([
                "--port", "0", "--host", "::1", "--data", "d.json", "--seed", "s.json",
            ])

            expect(command.port).to(equal(0))
            expect(command.host).to(equal("::1"))
            expect(command.data).to(equal("d.json"))
            expect(command.seed).to(equal("s.json"))
        }
    }

    @Suite("when an option is invalid")
    struct Invalid {
        @Test(
            "fails validation with exit code 64",
            arguments: [["--host", "example.com"], ["--port", "70000"], ["--port", "x"], ["--bogus"]])
        func failsWith64(arguments: [String]) {
            var thrown: (any Error)?

            do { _ = try BackendCommand.parseAsRoot(arguments) } catch { thrown = error }

            expect(thrown).toNot(beNil())
            expect(thrown.map { BackendCommand.exitCode(for: $0).rawValue }).to(equal(64))
        }
    }
}
