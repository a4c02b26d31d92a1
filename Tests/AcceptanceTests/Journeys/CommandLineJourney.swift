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

        @Test("export onto its own store exits 1 with one line and leaves the store a store", arguments: Variant.all)
        func exportOntoStore(variant: Variant) throws {
            let sandbox = try Sandbox()
            let csv = sandbox.root.appendingPathComponent("catima.csv")
            try Data(Self.catimaCSV.utf8).write(to: csv)
            let imported = try CommandRun.run(variant.binary.path, ["import", csv.path, "--store", sandbox.store.path])
            let before = try Data(contentsOf: sandbox.store)

            let result = try CommandRun.run(
                variant.binary.path, ["export", sandbox.store.path, "--store", sandbox.store.path])

            expect(imported.status).to(equal(0))
            expect(result.status).to(equal(1))
            expect(result.errors.trimmingCharacters(in: .whitespacesAndNewlines)).to(
                endWith("Cannot write \(sandbox.store.path): it is the card store itself"))
            expect(try Data(contentsOf: sandbox.store)).to(equal(before))
        }

        /// One Catima card: what `import` needs to make a store.
        static let catimaCSV =
            "2\r\n\r\n_id\r\n\r\n_id,store,note,validfrom,expiry,balance,balancetype,cardid,barcodeid,barcodetype,"
            + "barcodeencoding,headercolor,starstatus,lastused,archive\r\n1,Shop,,,,0,,123,,CODE_128,,,0,0,0\r\n\r\n"
            + "cardId,groupId\r\n"
    }
}
