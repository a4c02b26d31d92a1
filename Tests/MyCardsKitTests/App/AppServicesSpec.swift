import Foundation
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@MainActor
@Suite("AppServices")
struct AppServicesSpec {
    private func configuration(_ arguments: [String]) throws -> AppConfiguration {
        AppConfiguration(options: try AppOptions.parse(arguments), environment: [:])
    }

    @Test("opens the store named by --store, creating its folder, and the trace and log files")
    func opensFiles() throws {
        let folder = try TemporaryFolder.make("services")
        let store = folder.appendingPathComponent("data/cards.sqlite")
        let trace = folder.appendingPathComponent("trace.log")
        let log = folder.appendingPathComponent("app.log")

        let services = try AppServices.production(
            configuration: configuration([
                "--offline", "--store", store.path, "--trace", trace.path, "--log", log.path,
            ]))

        services.tracer.trace("A", "B", "c")
        services.logger.info("hello")
        expect(FileManager.default.fileExists(atPath: store.path)).to(beTrue())
        expect(try String(contentsOf: trace, encoding: .utf8)).to(equal("A -> B: c\n"))
        expect(try String(contentsOf: log, encoding: .utf8)).to(contain("hello"))
        expect(services.network is OfflineNetwork).to(beTrue())
    }

    @Test("uses the network loader unless --offline")
    func usesLoader() throws {
        let store = try TemporaryFolder.make("services").appendingPathComponent("cards.sqlite")

        let services = try AppServices.production(configuration: configuration(["--store", store.path]))

        expect(services.network is NetworkLoader).to(beTrue())
    }

    @Test("refuses a store file that is not a database, naming it")
    func refusesBadStore() throws {
        let store = try TemporaryFolder.make("services").appendingPathComponent("cards.sqlite")
        try Data(repeating: 0x41, count: 4096).write(to: store)

        expect(
            thrown(AppStartError.self) {
                try AppServices.production(configuration: configuration(["--store", store.path]))
            }
        ).to(map(\.message, equal("the card store file is not a database (\(store.path))")))
    }

    @Test("refuses a log path it cannot write")
    func refusesBadLog() throws {
        let blocker = try TemporaryFolder.make("services").appendingPathComponent("file")
        try Data().write(to: blocker)
        let log = blocker.appendingPathComponent("app.log")

        expect(
            thrown(AppStartError.self) {
                try AppServices.production(configuration: configuration(["--log", log.path]))
            }
        ).to(map(\.message, equal("cannot write to \(log.path)")))
    }
}

@MainActor
@Suite("AppServices store ordering")
struct AppServicesStoreOrderingSpec {
    /// Regression: with the store on a concurrent queue, the Cards screen's first read (empty store) finished after
    /// the download's write and the re-read it caused, and the screen showed "No cards yet" over 3 cards. Callers now
    /// await each answer; each read must still see every write answered before it.
    @Test("answers each read with every write answered before it")
    func keepsOrder() async throws {
        let store = try TemporaryFolder.make("ordering").appendingPathComponent("cards.sqlite")
        let cards = try AppServices.production(
            configuration: AppConfiguration(options: AppOptions.parse(["--offline", "--store", store.path]))
        ).cards
        var counts: [Int] = []

        for round in 0..<20 {
            counts.append((try? await cards.get(.all).count) ?? -1)
            try? await cards.upsert([PersistenceFixtures.card("C\(round)", "Card \(round)")])
        }
        counts.append((try? await cards.get(.all).count) ?? -1)

        expect(counts).to(equal(Array(0...20)))
    }
}
