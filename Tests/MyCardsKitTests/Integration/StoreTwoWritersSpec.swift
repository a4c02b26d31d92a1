import Foundation
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsKit

/// Behaviour.md "Safety": two variants may run on the same store at once and nothing saved is lost. Two
/// `mycards-crash-probe contend` processes edit, delete and add cards in one store at the same time, each
/// reading a card, pausing, then saving it, as two app windows would. Every acknowledged write names the
/// revision it read and the one it made; revisions come from one counter for the whole store, so sorting a
/// card's saves by the new revision gives its history.
///
/// - lost: a save whose revision read is not the revision the card's previous acknowledged save made — it
///   wrote over a change it never saw (the overwrites the probe chooses after a refusal read the refusal's
///   revision, so they are not lost updates: the user saw the question);
/// - resurrected: a card with an acknowledged delete that is in the store at the end (the probes never make a
///   deleted identifier again, so only a stale save can bring it back);
/// - locked: a write that failed with "database is locked" (what the user would see as "Not saved").
@MainActor
@Suite("The store, when two processes write it at once")
struct StoreTwoWritersSpec {
    private struct Save {
        let identifier: String
        let read: Int
        let made: Int
    }

    private struct History {
        var saves: [Save] = []
        var deleted: Set<String> = []
        var deletes = 0
        var conflicts = 0
        var locked: [String] = []
        var failed: [String] = []

        mutating func read(_ output: String) {
            for line in output.split(separator: "\n") {
                let words = line.split(separator: " ").map(String.init)
                switch words.first {
                case "saved" where words.count == 4:
                    if let read = Int(words[2]), let made = Int(words[3]) {
                        saves.append(Save(identifier: words[1], read: read, made: made))
                    }
                case "deleted" where words.count == 2:
                    deleted.insert(words[1])
                    deletes += 1
                case "conflict": conflicts += 1
                case "locked": locked.append(String(line))
                default: failed.append(String(line))
                }
            }
        }

        /// Saves that wrote over an acknowledged save they had not read.
        var lost: [Save] {
            Dictionary(grouping: saves, by: \.identifier).values.flatMap { history in
                let ordered = history.sorted { $0.made < $1.made }
                return zip(ordered.dropLast(), ordered.dropFirst()).filter { $1.read != $0.made }.map { $1 }
            }
        }
    }

    @Test("loses no save, brings back no deleted card and never reports a locked store, 400 operations")
    func twoWriters() async throws {
        try await PersistenceFixtures.withTemporaryFolder { folder in
            let store = folder.appendingPathComponent("cards.sqlite")
            var history = History()
            let seeding = PersistenceFixtures.worker(on: try CardDatabase.open(at: store))
            for index in 0..<6 {
                let seed = try await seeding.saveNow(PersistenceFixtures.card("shared-\(index)", "Shared \(index)"))
                    .get()
                history.saves.append(Save(identifier: seed.identifier, read: 0, made: seed.revision))
            }
            let seeded = history.saves.count

            let outputs = try Self.runTwoContenders(store: store, operations: 200)
            for output in outputs { history.read(output) }

            let final = try await seeding.getNow().get()
            let resurrected = final.filter { history.deleted.contains($0.identifier) }
            let stale = final.filter { card in
                history.saves.filter { $0.identifier == card.identifier }.map(\.made).max() != card.revision
            }
            let writes = history.saves.count - seeded + history.deletes
            ReliabilityFigures.report(
                "two processes on one store: \(writes) interleaved writes, \(history.conflicts) conflicts detected, "
                    + "\(history.lost.count) lost, \(resurrected.count) resurrected, \(history.locked.count) locked")
            expect(writes).to(beGreaterThanOrEqualTo(200))
            expect(history.conflicts).to(beGreaterThan(0))
            expect(history.lost.map(\.identifier)).to(beEmpty())
            expect(resurrected.map(\.identifier)).to(beEmpty())
            expect(stale.map(\.identifier)).to(beEmpty())
            expect(history.locked).to(beEmpty())
            expect(history.failed).to(beEmpty())
        }
    }

    /// Both start together and run to the end; their outputs are read while they run, so a full pipe never
    /// stops one.
    private static func runTwoContenders(store: URL, operations: Int) throws -> [String] {
        let pipes = [Pipe(), Pipe()]
        let processes = try zip(["A", "B"], pipes).map { name, pipe in
            try CrashProbeProcess.startContending(store: store, name: name, operations: operations, output: pipe)
        }
        // The parent's copies of the writing ends would keep the pipes open after the children exit.
        for pipe in pipes { try pipe.fileHandleForWriting.close() }
        let outputs = pipes.map { $0.fileHandleForReading.readDataToEndOfFile() }
        for process in processes { process.waitUntilExit() }
        return outputs.map { String(decoding: $0, as: UTF8.self) }
    }
}
