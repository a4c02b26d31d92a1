import Foundation
import GRDB
import MyCardsKit

/// Kills the app's store at random moments and looks at what is left (Behaviour.md "Safety"): `save STORE COUNT`
/// saves cards one at a time through the app's worker and prints `Saved <identifier>` once each write is
/// acknowledged, as the status line would; `check STORE` reports what a killed run left behind.
/// `Tests/MyCardsKitTests/Integration/StoreCrashSafetySpec` drives it. `contend STORE NAME COUNT` is one of two
/// processes writing one store at once (`Contender`, driven by `StoreTwoWritersSpec`).
@main
@MainActor
enum CrashProbe {
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        switch (arguments.first, arguments.count) {
        case ("save", 3):
            guard let count = Int(arguments[2]) else { usage() }
            exit(await save(count: count, store: URL(fileURLWithPath: arguments[1])))
        case ("contend", 4):
            guard let count = Int(arguments[3]) else { usage() }
            exit(await contend(store: URL(fileURLWithPath: arguments[1]), name: arguments[2], operations: count))
        case ("check", 2):
            exit(await check(store: URL(fileURLWithPath: arguments[1])))
        default:
            usage()
        }
    }

    private static func usage() -> Never {
        FileHandle.standardError.write(
            Data("usage: mycards-crash-probe save STORE COUNT | check STORE | contend STORE NAME COUNT\n".utf8))
        exit(64)
    }

    private static func save(count: Int, store: URL) async -> Int32 {
        guard let worker = openWorker(on: store) else { return 70 }
        let run = UUID().uuidString.prefix(8)
        for index in 0..<count {
            let card = ProbeCard.make(identifier: "\(run)-\(index)", index: index)
            do throws(MyCardsKit.PersistenceError) {
                try await worker.upsert([card])
            } catch {
                return fail("save failed: \(error)")
            }
            // Unbuffered, so a kill right after this line cannot swallow it.
            FileHandle.standardOutput.write(Data("Saved \(card.identifier)\n".utf8))
        }
        return 0
    }

    private static func contend(store: URL, name: String, operations: Int) async -> Int32 {
        guard let worker = openWorker(on: store) else { return 70 }
        var contender = Contender(worker: worker, name: name)
        await contender.run(operations: operations)
        return 0
    }

    /// Prints `integrity <result>` (`none` when there is no store), `cards <n>`, `broken <n>` and one
    /// `card <identifier>` line per whole card. A store is opened first as the app's next start opens it: a kill
    /// can leave a WAL that only a writable connection recovers, or a file created before SQLite wrote its first
    /// page, which a read-only connection cannot open — neither is damage, and both are what the next start finds.
    private static func check(store: URL) async -> Int32 {
        guard FileManager.default.fileExists(atPath: store.path) else {
            // The saver was killed before it created the store (a slow start on a loaded machine): nothing was
            // written, so nothing can be broken; the caller knows whether a save had been acknowledged.
            print("integrity none")
            print("cards 0")
            print("broken 0")
            return 0
        }
        guard let worker = openWorker(on: store) else { return 70 }
        do {
            var configuration = Configuration()
            configuration.readonly = true
            // integrity_check also checks the display order index, which needs the app's collation.
            configuration.prepareDatabase(CardDatabase.prepareConnection)
            let integrity = try await DatabaseQueue(path: store.path, configuration: configuration).read { db in
                try String.fetchAll(db, sql: "PRAGMA integrity_check").joined(separator: "; ")
            }
            print("integrity \(integrity)")
        } catch {
            return fail("cannot check the store: \(error)")
        }
        let cards = (try? await worker.get(.all)) ?? []
        let whole = cards.filter(ProbeCard.isWhole)
        print("cards \(cards.count)")
        print("broken \(cards.count - whole.count)")
        for card in whole { print("card \(card.identifier)") }
        return 0
    }

    /// The app's worker on `store`, each call awaited. Nil, with the reason on standard error, when the store cannot
    /// be opened.
    private static func openWorker(on store: URL) -> CardsWorker? {
        do {
            return CardsWorker(database: try CardDatabase.open(at: store))
        } catch {
            _ = fail("cannot open the store: \(error.message)")
            return nil
        }
    }

    private static func fail(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        return 70
    }
}
