/// Brings writes made by other processes on the same store file (another variant running beside this one) to
/// the screens: `StoreChanges` hears only this process's workers. It asks SQLite's `data_version` on the
/// injected clock's ticks — one cheap pragma on the store's writer queue, never on the drawing path — and
/// notifies `changes` when another connection committed since the last look.
@MainActor
public final class StoreWatcher {
    /// Twice a second: another window's save shows up before the user looks over, at a negligible cost.
    public static let standardInterval: Duration = .milliseconds(500)

    private let database: CardDatabase
    private var watching: Task<Void, Never>?
    /// One element after each look has been answered (and announced): what a spec awaits, since the look itself runs
    /// on the store's queue. Only the newest unread look is kept: the app never reads this, and an unbounded buffer
    /// grew by two elements a second for the whole run.
    let looked: AsyncStream<Void>
    private let lookAnswered: AsyncStream<Void>.Continuation

    public init(database: CardDatabase) {
        self.database = database
        (looked, lookAnswered) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(1))
    }

    /// Takes the current version as the starting point and looks again every `interval` of `clock` (a test's
    /// `TestClock` moves by hand). One question at a time: a store busy with another process's long write does not
    /// pile them up.
    public func start(on clock: some Clock<Duration>, every interval: Duration = standardInterval) {
        stop()
        watching = Task { [database, lookAnswered] in
            var lastVersion = try? await database.dataVersion()
            lookAnswered.yield()
            while !Task.isCancelled {
                do { try await clock.sleep(for: interval) } catch { return }
                let version = try? await database.dataVersion()
                if let version, let lastVersion, lastVersion != version, !Task.isCancelled {
                    database.changes.notify()
                }
                lastVersion = version ?? lastVersion
                lookAnswered.yield()
            }
        }
    }

    public func stop() {
        watching?.cancel()
        watching = nil
    }
}
