import Foundation
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsKit

/// Another process's writes reach this one's screens: two databases opened on one file stand for two app
/// processes (two SQLite connections); the manual clock steps the watcher's looks, so nothing sleeps.
@MainActor
@Suite("StoreWatcher")
struct StoreWatcherSpec {
    @MainActor
    private struct Pair {
        let here: CardDatabase
        let other: CardsWorker
        let scheduler = ManualScheduler()
        let watcher: StoreWatcher

        init(store: URL) throws {
            here = try CardDatabase.open(at: store)
            other = PersistenceFixtures.worker(on: try CardDatabase.open(at: store))
            watcher = StoreWatcher(database: here, background: ImmediateDispatcher(), main: ImmediateDispatcher())
        }
    }

    private static func counting(_ database: CardDatabase) -> (StoreObservation, () -> Int) {
        let count = Counter()
        let observation = database.changes.observe { count.value += 1 }
        return (observation, { count.value })
    }

    @Test("tells this process's screens when another process wrote, at the next look")
    func notifiesOtherProcessWrites() throws {
        try PersistenceFixtures.withTemporaryFolder { folder in
            let pair = try Pair(store: folder.appendingPathComponent("cards.sqlite"))
            pair.watcher.start(on: pair.scheduler, every: .milliseconds(500))
            let (observation, notifications) = Self.counting(pair.here)
            try pair.other.upsertNow([PersistenceFixtures.card("A", "Alpha")]).get()

            pair.scheduler.advance(by: .milliseconds(500))

            expect(notifications()).to(equal(1))
            observation.cancel()
        }
    }

    @Test("says nothing while nobody writes")
    func quietWithoutWrites() throws {
        try PersistenceFixtures.withTemporaryFolder { folder in
            let pair = try Pair(store: folder.appendingPathComponent("cards.sqlite"))
            pair.watcher.start(on: pair.scheduler, every: .milliseconds(500))
            let (observation, notifications) = Self.counting(pair.here)

            pair.scheduler.advance(by: .seconds(5))

            expect(notifications()).to(equal(0))
            observation.cancel()
        }
    }

    @Test("does not announce this process's own writes again: its worker has done so")
    func ignoresOwnWrites() throws {
        try PersistenceFixtures.withTemporaryFolder { folder in
            let pair = try Pair(store: folder.appendingPathComponent("cards.sqlite"))
            pair.watcher.start(on: pair.scheduler, every: .milliseconds(500))
            let own = PersistenceFixtures.worker(on: pair.here)
            try own.upsertNow([PersistenceFixtures.card("A", "Alpha")]).get()
            let (observation, notifications) = Self.counting(pair.here)

            pair.scheduler.advance(by: .seconds(1))

            expect(notifications()).to(equal(0))
            observation.cancel()
        }
    }

    @Test("stops looking when stopped")
    func stops() throws {
        try PersistenceFixtures.withTemporaryFolder { folder in
            let pair = try Pair(store: folder.appendingPathComponent("cards.sqlite"))
            pair.watcher.start(on: pair.scheduler, every: .milliseconds(500))
            let (observation, notifications) = Self.counting(pair.here)
            pair.watcher.stop()
            try pair.other.upsertNow([PersistenceFixtures.card("A", "Alpha")]).get()

            pair.scheduler.advance(by: .seconds(1))

            expect(notifications()).to(equal(0))
            expect(pair.scheduler.activeTimerCount).to(equal(0))
            observation.cancel()
        }
    }
}

@MainActor
private final class Counter {
    var value = 0
}
