import Foundation
import GRDB
import MyCardsKit

/// Kills the app's store at random moments and looks at what is left (SPEC "Safety"): `save STORE COUNT`
/// saves cards one at a time through the app's worker and prints `Saved <identifier>` once each write is
/// acknowledged, as the status line would; `check STORE` reports what a killed run left behind.
/// `Tests/MyCardsKitTests/Integration/StoreCrashSafetySpec` drives it.
@main
@MainActor
enum CrashProbe {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        switch (arguments.first, arguments.count) {
        case ("save", 3):
            guard let count = Int(arguments[2]) else { usage() }
            exit(save(count: count, store: URL(fileURLWithPath: arguments[1])))
        case ("check", 2):
            exit(check(store: URL(fileURLWithPath: arguments[1])))
        default:
            usage()
        }
    }

    private static func usage() -> Never {
        FileHandle.standardError.write(Data("usage: mycards-crash-probe save STORE COUNT | check STORE\n".utf8))
        exit(64)
    }

    private static func save(count: Int, store: URL) -> Int32 {
        let worker: CardsWorker
        do {
            worker = CardsWorker(
                database: try CardDatabase.open(at: store), background: ImmediateDispatcher(),
                main: ImmediateDispatcher())
        } catch {
            return fail("cannot open the store: \(error.message)")
        }
        let run = UUID().uuidString.prefix(8)
        for index in 0..<count {
            let card = ProbeCard.make(identifier: "\(run)-\(index)", index: index)
            var outcome: Result<Void, MyCardsKit.PersistenceError>?
            worker.upsert([card]) { outcome = $0 }
            guard case .success = outcome else { return fail("save failed: \(String(describing: outcome))") }
            // Unbuffered, so a kill right after this line cannot swallow it.
            FileHandle.standardOutput.write(Data("Saved \(card.identifier)\n".utf8))
        }
        return 0
    }

    /// Prints `integrity <result>` (`none` when there is no store), `cards <n>`, `broken <n>` and one
    /// `card <identifier>` line per whole card.
    private static func check(store: URL) -> Int32 {
        guard FileManager.default.fileExists(atPath: store.path) else {
            // The saver was killed before it created the store (a slow start on a loaded machine): nothing was
            // written, so nothing can be broken; the caller knows whether a save had been acknowledged.
            print("integrity none")
            print("cards 0")
            print("broken 0")
            return 0
        }
        do {
            var configuration = Configuration()
            configuration.readonly = true
            let integrity = try DatabaseQueue(path: store.path, configuration: configuration).read { db in
                try String.fetchAll(db, sql: "PRAGMA integrity_check").joined(separator: "; ")
            }
            print("integrity \(integrity)")
        } catch {
            return fail("cannot check the store: \(error)")
        }
        let worker: CardsWorker
        do {
            worker = CardsWorker(
                database: try CardDatabase.open(at: store), background: ImmediateDispatcher(),
                main: ImmediateDispatcher())
        } catch {
            return fail("cannot open the store: \(error.message)")
        }
        var cards: [Card] = []
        worker.get(.all) { result in cards = (try? result.get()) ?? [] }
        let whole = cards.filter(ProbeCard.isWhole)
        print("cards \(cards.count)")
        print("broken \(cards.count - whole.count)")
        for card in whole { print("card \(card.identifier)") }
        return 0
    }

    private static func fail(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        return 70
    }
}
