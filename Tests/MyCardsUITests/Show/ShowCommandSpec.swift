import ArgumentParser
import Foundation
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@Suite("ShowCommand")
struct ShowCommandSpec {
    /// A variant whose only use is to be the parent of `show`; it never starts.
    struct TestVariant: VariantCommand {
        static let architecture = "TEST"
        @OptionGroup var options: AppOptions

        @MainActor static func makeRoot(services: AppServices, shell: AppShell) -> any Screen {
            fatalError("show never builds a screen")
        }
    }

    static func parse(_ arguments: [String]) throws -> ShowCommand<TestVariant> {
        let command = try TestVariant.parseAsRoot(arguments)
        guard let show = command as? ShowCommand<TestVariant> else {
            throw ValidationError("parsed \(type(of: command)), not show")
        }
        return show
    }

    @Suite("when the command line is parsed")
    struct Parsing {
        @Test("is a subcommand of every variant's command, named in its usage")
        func subcommand() throws {
            let help = TestVariant.helpMessage(for: ShowCommand<TestVariant>.self)

            expect(try ShowCommandSpec.parse(["show", "Aurora"])).toNot(beNil())
            expect(help).to(
                contain(
                    "mycards-test show <name> [--back | --code] [--width <width>] [--color <color>] "
                        + "[--graphics <graphics>] [--store"))
        }

        @Test("refuses a width of 0 columns")
        func zeroWidth() {
            expect(try ShowCommandSpec.parse(["show", "Aurora", "--width", "0"])).to(throwError())
        }

        @Test("refuses --back with --code, as its usage has them as one or the other, with exit code 64")
        func backAndCode() {
            let error = thrown(Error.self) { try TestVariant.parseAsRoot(["show", "Aurora", "--back", "--code"]) }

            expect(error.map { TestVariant.message(for: $0) }).to(equal("--back and --code cannot be used together"))
            expect(error.map { TestVariant.exitCode(for: $0) }).to(equal(.validationFailure))
        }

        @Test("refuses a colour choice it does not know")
        func unknownColor() {
            expect(try ShowCommandSpec.parse(["show", "Aurora", "--color", "sometimes"])).to(throwError())
        }
    }

    @Suite("when it runs")
    struct Running {
        @Test("names a missing store given with the variant's --store, and creates none")
        func missingStore() throws {
            let store = FileManager.default.temporaryDirectory
                .appendingPathComponent("mycards-show-\(UUID().uuidString)/cards.sqlite")
            let show = try ShowCommandSpec.parse(["show", "Aurora", "--store", store.path])

            expect(try show.run()).to(throwError(ShowError.noStore(path: store.path)))
            expect(FileManager.default.fileExists(atPath: store.deletingLastPathComponent().path)).to(beFalse())
        }

        @Test("says the store cannot be read when --store names a text file")
        func notAStore() throws {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                "mycards-show-\(UUID().uuidString)")
            try Data("shopping list".utf8).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            let show = try ShowCommandSpec.parse(["show", "Aurora", "--store", file.path])

            expect(try show.run()).to(throwError(ShowError.store(.notADatabase)))
        }
    }
}
