/// Brings writes made by other processes on the same store file (another variant running beside this one) to
/// the screens: `StoreChanges` hears only this process's workers. It asks SQLite's `data_version` on the
/// injected scheduler's ticks — one cheap pragma on the store's queue, never on the drawing path — and
/// notifies `changes` when another connection committed since the last look.
@MainActor
public final class StoreWatcher {
    /// Twice a second: another window's save shows up before the user looks over, at a negligible cost.
    public static let standardInterval: Duration = .milliseconds(500)

    private let database: CardDatabase
    private let background: any Dispatching
    private let main: any Dispatching
    private var timer: (any ScheduledTimer)?
    private var lastVersion: Int?
    private var isAsking = false

    public init(database: CardDatabase, background: any Dispatching, main: any Dispatching) {
        self.database = database
        self.background = background
        self.main = main
    }

    /// Takes the current version as the starting point and looks again every `interval`.
    public func start(on scheduler: any Scheduling, every interval: Duration = standardInterval) {
        timer?.cancel()
        look()
        timer = scheduler.schedule(every: interval) { [weak self] in self?.look() }
    }

    public func stop() {
        timer?.cancel()
        timer = nil
    }

    /// One question at a time: a store busy with another process's long write must not pile them up.
    private func look() {
        guard !isAsking else { return }
        isAsking = true
        background.dispatch { [database, main] in
            let version = try? database.dataVersion()
            main.dispatchOnMain { [weak self] in self?.answered(version) }
        }
    }

    private func answered(_ version: Int?) {
        isAsking = false
        guard let version else { return }
        defer { lastVersion = version }
        if let lastVersion, lastVersion != version {
            database.changes.notify()
        }
    }
}
