import Foundation
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsBackend

@Suite("BackendBootstrap")
struct BackendBootstrapSpec {
    private struct Fixture {
        let folder: TemporaryFolder
        let log: RecordingLogHandler.Lines
        let bootstrap: BackendBootstrap

        init(writer: any FileWriting = AtomicFileWriter()) throws {
            folder = try TemporaryFolder()
            let (logger, lines) = RecordingLogHandler.logger()
            log = lines
            bootstrap = BackendBootstrap(
                dataURL: folder.file("data.json"), seedURL: folder.file("seed.json"), writer: writer, logger: logger)
        }

        var dataFile: URL { folder.file("data.json") }
    }

    @Suite("when the data file exists")
    struct DataFileExists {
        @Test("loads it and ignores the seed")
        func loadsIt() async throws {
            let fixture = try Fixture()
            _ = try fixture.folder.write(CardJSON.text(CardJSON.array(CardJSON.card("D"))), to: "data.json")
            _ = try fixture.folder.write(CardJSON.text(CardJSON.array(CardJSON.card("S"))), to: "seed.json")

            let store = try await fixture.bootstrap.makeStore()

            let served = await store.cardsJSON()
            expect(CardJSON.identifiers(in: served)).to(equal(["D"]))
            expect(fixture.log.messages).to(equal(["Loaded 1 cards from \(fixture.dataFile.path)"]))
        }

        @Test("throws corruptDataFile when it is not a cards array, and leaves it untouched")
        func refusesCorruptFile() async throws {
            let fixture = try Fixture()
            _ = try fixture.folder.write("{ half a file", to: "data.json")

            await expect { try await fixture.bootstrap.makeStore() }
                .to(throwError(BackendStartupError.corruptDataFile(path: fixture.dataFile.path, .notJSON)))
            expect(try String(contentsOf: fixture.dataFile, encoding: .utf8)).to(equal("{ half a file"))
        }

        @Test("throws unreadableFile when it cannot be read")
        func refusesUnreadableFile() async throws {
            let fixture = try Fixture()
            try FileManager.default.createDirectory(at: fixture.dataFile, withIntermediateDirectories: false)

            let error = await thrown(BackendStartupError.self) { try await fixture.bootstrap.makeStore() }
            expect(error).to(
                map(
                    { failure -> String? in
                        guard case .unreadableFile(let path, _) = failure else { return nil }
                        return path
                    }, equal(fixture.dataFile.path)))
        }
    }

    @Suite("when only the seed exists")
    struct SeedOnly {
        @Test("serves the seed's cards")
        func servesSeed() async throws {
            let fixture = try Fixture()
            _ = try fixture.folder.write(CardJSON.text(CardJSON.array(CardJSON.card("S"))), to: "seed.json")

            let store = try await fixture.bootstrap.makeStore()

            let served = await store.cardsJSON()
            expect(CardJSON.identifiers(in: served)).to(equal(["S"]))
        }

        @Test("writes the data file right away")
        func writesDataFile() async throws {
            let fixture = try Fixture()
            _ = try fixture.folder.write(CardJSON.text(CardJSON.array(CardJSON.card("S"))), to: "seed.json")

            _ = try await fixture.bootstrap.makeStore()

            expect(CardJSON.identifiers(in: try Data(contentsOf: fixture.dataFile))).to(equal(["S"]))
        }

        @Test("throws corruptSeed when the seed is not a cards array")
        func refusesCorruptSeed() async throws {
            let fixture = try Fixture()
            let seed = try fixture.folder.write("[1]", to: "seed.json")

            await expect { try await fixture.bootstrap.makeStore() }
                .to(throwError(BackendStartupError.corruptSeed(path: seed.path, .notAnObject(index: 0))))
        }
    }

    @Suite("when neither file exists")
    struct NothingExists {
        @Test("starts empty and says so in the log")
        func startsEmpty() async throws {
            let fixture = try Fixture()

            let store = try await fixture.bootstrap.makeStore()

            let served = await store.cardsJSON()
            expect(CardJSON.text(served)).to(equal("[]\n"))
            expect(fixture.log.all.map(\.level)).to(equal([.notice]))
            expect(fixture.log.messages.first).to(contain("starting with no cards"))
        }
    }

    @Suite("when the data file cannot be written")
    struct Unwritable {
        @Test("throws cannotSave")
        func throwsCannotSave() async throws {
            let fixture = try Fixture(writer: FailingFileWriter())

            await expect { try await fixture.bootstrap.makeStore() }
                .to(throwError(BackendStartupError.cannotSave(FailingFileWriter.error)))
        }
    }
}
