import Foundation
import Nimble
import Testing

extension Journeys {
    @Suite("when run with command-line options only")
    struct CommandLineJourney {
        @Test("--help prints the usage with every option and exits 0", arguments: Variant.all)
        func help(variant: Variant) throws {
            let result = try CommandRun.run(variant.binary.path, ["--help"])

            expect(result.status).to(equal(0))
            for option in ["--backend", "--offline", "--store", "--photos", "--camera", "--trace", "--log"] {
                expect(result.output).to(contain(option))
            }
            expect(result.output.uppercased()).to(contain("USAGE"))
        }

        @Test("--version prints a version and exits 0", arguments: Variant.all)
        func version(variant: Variant) throws {
            let result = try CommandRun.run(variant.binary.path, ["--version"])

            expect(result.status).to(equal(0))
            expect(result.output.trimmingCharacters(in: .whitespacesAndNewlines)).toNot(beEmpty())
        }

        @Test("a backend that is not http exits 64 with a one-line reason on stderr", arguments: Variant.all)
        func badBackend(variant: Variant) throws {
            let sandbox = try Sandbox()

            let result = try CommandRun.run(
                variant.binary.path, ["--backend", "ftp://x", "--store", sandbox.store.path])

            expect(result.status).to(equal(64))
            let lines = result.errors.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
            expect(lines.count).to(equal(1), description: "stderr was:\n\(result.errors)")
            expect(lines.first.map(String.init)).to(contain("ftp://x"))
            expect(FileManager.default.fileExists(atPath: sandbox.store.path)).to(beFalse())
        }
    }
}
