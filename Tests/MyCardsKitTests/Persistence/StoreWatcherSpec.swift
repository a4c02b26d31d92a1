import Clocks
import Foundation
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsKit

/// Another process's writes reach this one's screens: two databases opened on one file stand for two app
/// processes (two SQLite connections); a test clock steps the watcher's looks, so nothing sleeps, and each step
/// awaits the look it caused (`looked`).
@MainActor
@Suite("StoreWatcher", .mainSerialExecutor)
struct StoreWatcherSpec {
    @MainActor
    private final class Pair {
        let here: CardDatabase
        let other: CardsWorker
        let clock = TestClock()
        let watcher: StoreWatcher
        private let looks: AsyncStream<Void>
        private var observation: ChangeCounter?

        init(store: URL) throws {
            here = try CardDatabase.open(at: store)
            other = PersistenceFixtures.worker(on: try CardDatabase.open(at: store))
            watcher = StoreWatcher(database: here)
            looks = watcher.looked
        }

        /// Starts watching and counting notifications, once the first look has been answered.
        func start() async {
            watcher.start(on: clock, every: .milliseconds(500))
            await nextLook()
            observation = ChangeCounter(here.changes)
        }

        /// The changes this process's screens heard so far.
        var notifications: Int {
            get async { await observation?.settled() ?? 0 }
        }

        private func nextLook() async {
            for await _ in looks { return }
        }

        /// Moves the clock by `ticks` looks, each awaited.
        func look(times ticks: Int = 1) async {
            for _ in 0..<ticks {
                await clock.advance(by: .milliseconds(500))
                await nextLook()
            }
        }
    }

    @Test("tells this process's screens when another process wrote, at the next look")
    func notifiesOtherProcessWrites() async throws {
        try await PersistenceFixtures.withTemporaryFolder { folder in
            let pair = try Pair(store: folder.appendingPathComponent("cards.sqlite"))
            await pair.start()
            try await pair.other.upsert([PersistenceFixtures.card("A", "Alpha")])

            await pair.look()

            let heard = await pair.notifications
            expect(heard).to(equal(1))
        }
    }

    @Test("says nothing while nobody writes")
    func quietWithoutWrites() async throws {
        try await PersistenceFixtures.withTemporaryFolder { folder in
            let pair = try Pair(store: folder.appendingPathComponent("cards.sqlite"))
            await pair.start()

            await pair.look(times: 10)

            let heard = await pair.notifications
            expect(heard).to(equal(0))
        }
    }

    @Test("does not announce this process's own writes again: its worker has done so")
    func ignoresOwnWrites() async throws {
        try await PersistenceFixtures.withTemporaryFolder { folder in
            let pair = try Pair(store: folder.appendingPathComponent("cards.sqlite"))
            await pair.start()
            try await PersistenceFixtures.worker(on: pair.here).upsert([PersistenceFixtures.card("A", "Alpha")])
            let announced = await pair.notifications

            await pair.look(times: 2)

            let heard = await pair.notifications
            expect(heard).to(equal(announced))
        }
    }

    @Test("stops looking when stopped")
    func stops() async throws {
        try await PersistenceFixtures.withTemporaryFolder { folder in
            let pair = try Pair(store: folder.appendingPathComponent("cards.sqlite"))
            await pair.start()

            pair.watcher.stop()
            await pair.clock.advance()

            await #expect(throws: Never.self) { try await pair.clock.checkSuspension() }
        }
    }
}
