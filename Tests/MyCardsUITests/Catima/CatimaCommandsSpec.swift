import ArgumentParser
import Foundation
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@Suite("The import and export commands")
struct CatimaCommandsSpec {
    typealias TestVariant = ShowCommandSpec.TestVariant

    static func parse<Command: ParsableCommand>(_ arguments: [String], as _: Command.Type) throws -> Command {
        let command = try TestVariant.parseAsRoot(arguments)
        guard let parsed = command as? Command else {
            throw ValidationError("parsed \(type(of: command)), not \(Command.self)")
        }
        return parsed
    }

    /// A scratch folder, removed afterwards.
    static func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("mycards-catima-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    static let csv = """
        2\r
        \r
        _id\r
        \r
        _id,store,note,validfrom,expiry,balance,balancetype,cardid,barcodeid,barcodetype,barcodeencoding,\
        headercolor,starstatus,lastused,archive\r
        1,Shop,,,,0,,123,,CODE_128,,,0,0,0\r
        \r
        cardId,groupId\r

        """

    @Suite("when the command line is parsed")
    struct Parsing {
        @Test("are subcommands of every variant's command, named in their usage")
        func subcommands() throws {
            let importHelp = TestVariant.helpMessage(for: ImportCommand<TestVariant>.self)
            let exportHelp = TestVariant.helpMessage(for: ExportCommand<TestVariant>.self)

            expect(try CatimaCommandsSpec.parse(["import", "a.zip"], as: ImportCommand<TestVariant>.self))
                .toNot(beNil())
            expect(try CatimaCommandsSpec.parse(["export", "a.zip"], as: ExportCommand<TestVariant>.self))
                .toNot(beNil())
            expect(importHelp).to(contain("mycards-test import <file> [--store <store>]"))
            expect(exportHelp).to(contain("mycards-test export <file> [--force] [--store <store>]"))
        }

        @Test("refuse a missing file argument", arguments: ["import", "export"])
        func missingFile(command: String) {
            expect(try TestVariant.parseAsRoot([command])).to(throwError())
        }

        @Test("refuse an empty file argument", arguments: ["import", "export"])
        func emptyFile(command: String) {
            let error = thrown(Error.self) { try TestVariant.parseAsRoot([command, ""]) }

            expect(error.map { TestVariant.message(for: $0) }).to(equal("\(command) needs a file"))
        }
    }

    @Suite("when they run")
    struct Running {
        @Test("import a file into the --store and export it from there")
        func importThenExport() throws {
            try CatimaCommandsSpec.withFolder { folder in
                let input = folder.appendingPathComponent("catima.csv")
                try Data(CatimaCommandsSpec.csv.utf8).write(to: input)
                let store = folder.appendingPathComponent("cards.sqlite").path
                let output = folder.appendingPathComponent("out.zip")

                try CatimaCommandsSpec.parse(
                    ["import", input.path, "--store", store], as: ImportCommand<TestVariant>.self
                ).run()
                try CatimaCommandsSpec.parse(
                    ["export", output.path, "--store", store], as: ExportCommand<TestVariant>.self
                ).run()

                expect(try CardStoreReader.open(at: URL(fileURLWithPath: store))?.cards().map(\.name)).to(
                    equal(["Shop"]))
                expect(FileManager.default.fileExists(atPath: output.path)).to(beTrue())
            }
        }

        @Test("fail with exit code 1 and the reason's sentence when the file cannot be imported")
        func importFailure() throws {
            try CatimaCommandsSpec.withFolder { folder in
                let missing = folder.appendingPathComponent("nowhere.zip")
                let store = folder.appendingPathComponent("cards.sqlite")
                let command = try CatimaCommandsSpec.parse(
                    ["import", missing.path, "--store", store.path], as: ImportCommand<TestVariant>.self)

                let error = thrown(CatimaError.self) { try command.run() }

                expect(error).to(equal(.unreadableFile(path: missing.path, reason: "there is no such file")))
                expect(error.map { TestVariant.exitCode(for: $0) }).to(equal(.failure))
                expect(error.map { TestVariant.message(for: $0) }).to(
                    equal("Cannot read \(missing.path): there is no such file"))
                expect(FileManager.default.fileExists(atPath: store.path)).to(beFalse())
            }
        }

        @Test("refuse to export a store that is not there")
        func exportWithoutStore() throws {
            try CatimaCommandsSpec.withFolder { folder in
                let store = folder.appendingPathComponent("cards.sqlite")
                let command = try CatimaCommandsSpec.parse(
                    ["export", folder.appendingPathComponent("out.zip").path, "--store", store.path],
                    as: ExportCommand<TestVariant>.self)

                expect(try command.run()).to(throwError(CatimaError.noStore(path: store.path)))
            }
        }

        @Test("refuse to write over a file without --force, with exit code 1")
        func exportOverFile() throws {
            try CatimaCommandsSpec.withFolder { folder in
                let store = try CatimaCommandsSpec.importedStore(in: folder)
                let output = folder.appendingPathComponent("out.zip")
                try Data("keep".utf8).write(to: output)
                let command = try CatimaCommandsSpec.parse(
                    ["export", output.path, "--store", store.path], as: ExportCommand<TestVariant>.self)

                let error = thrown(CatimaError.self) { try command.run() }

                expect(error.map { TestVariant.exitCode(for: $0) }).to(equal(.failure))
                expect(error.map { TestVariant.message(for: $0) }).to(
                    equal("Cannot write \(output.path): it already exists (--force replaces it)"))
                expect(try Data(contentsOf: output)).to(equal(Data("keep".utf8)))
            }
        }

        @Test("replace a file with --force")
        func exportForced() throws {
            try CatimaCommandsSpec.withFolder { folder in
                let store = try CatimaCommandsSpec.importedStore(in: folder)
                let output = folder.appendingPathComponent("out.zip")
                try Data("keep".utf8).write(to: output)

                try CatimaCommandsSpec.parse(
                    ["export", output.path, "--force", "--store", store.path], as: ExportCommand<TestVariant>.self
                ).run()

                expect(try Data(contentsOf: output).prefix(2)).to(equal(Data("PK".utf8)))
            }
        }
    }

    /// A store in `folder` holding the one card of `csv`.
    static func importedStore(in folder: URL) throws -> URL {
        let input = folder.appendingPathComponent("catima.csv")
        try Data(csv.utf8).write(to: input)
        let store = folder.appendingPathComponent("cards.sqlite")
        _ = try CatimaImporter().importFile(at: input, into: store)
        return store
    }
}
