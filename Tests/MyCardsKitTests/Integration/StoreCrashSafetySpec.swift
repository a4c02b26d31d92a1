import Foundation
import MyCardsTestSupport
import Nimble
import Testing

/// Behaviour.md "Safety": a `kill -9` at any moment leaves the store as it was before or after a write. The real
/// worker saves in a child process that is killed at a random moment, 100 times over one store.
@Suite("The store, when its writer is killed at random moments")
struct StoreCrashSafetySpec {
    private struct Round {
        let saved: [String]
        let check: [String]

        var integrity: String? { value(of: "integrity") }
        var broken: Int? { value(of: "broken").flatMap { Int($0) } }
        var wholeCards: Set<String> { Set(check.filter { $0.hasPrefix("card ") }.map { String($0.dropFirst(5)) }) }

        private func value(of key: String) -> String? {
            check.first { $0.hasPrefix(key + " ") }.map { String($0.dropFirst(key.count + 1)) }
        }
    }

    @Test("keeps the database sound, every card whole and every acknowledged save, 100 kills in a row")
    func survivesKills() throws {
        let folder = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appendingPathComponent("cards.sqlite")

        let rounds = try (0..<100).map { _ in try Self.killedRound(store: store) }

        let saved = rounds.flatMap { $0.saved }
        let finalCards = rounds.last?.wholeCards ?? []
        let lost = saved.filter { !finalCards.contains($0) }
        let unsound = rounds.indices.filter { !Self.isSound(rounds[$0], after: rounds[...$0]) }
        ReliabilityFigures.report(
            "store kill test: \(100 - unsound.count) of 100 SIGKILLs during saves survived; "
                + "\(unsound.count) corrupt stores; \(saved.count) acknowledged saves, \(lost.count) lost")
        expect(unsound).to(beEmpty())
        expect(saved).toNot(beEmpty())
        expect(lost).to(beEmpty())
    }

    /// Sound: the check ran and found the database whole and no broken card. No store at all is sound only while
    /// no save has been acknowledged (the saver was killed before it created one).
    private static func isSound(_ round: Round, after rounds: ArraySlice<Round>) -> Bool {
        guard round.broken == 0 else { return false }
        return round.integrity == "ok" || (round.integrity == "none" && rounds.allSatisfy { $0.saved.isEmpty })
    }

    @Test("reports a store that was never created as none, with no card, instead of failing the check")
    func checksMissingStore() throws {
        let folder = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }

        let check = try CrashProbeProcess.check(store: folder.appendingPathComponent("never-made.sqlite"))

        expect(check).to(equal(["integrity none", "cards 0", "broken 0"]))
    }

    /// Starts saving, kills the saver 20 to 120 ms later (starting takes about 20), and checks the store it left.
    private static func killedRound(store: URL) throws -> Round {
        let output = Pipe()
        let saver = try CrashProbeProcess.startSaving(store: store, count: 100, output: output)
        usleep(UInt32.random(in: 20_000...120_000))
        kill(saver.processIdentifier, SIGKILL)
        saver.waitUntilExit()
        try output.fileHandleForWriting.close()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let saved = printed.split(separator: "\n").filter { $0.hasPrefix("Saved ") }.map { String($0.dropFirst(6)) }
        return Round(saved: saved, check: try CrashProbeProcess.check(store: store))
    }
}
