import MyCardsKit

/// The synchronous clock for tests, as `ImmediateDispatcher` is for queues: timers fire only when the test
/// calls `advance(by:)`, in time order, so a spinner or a camera feed is stepped frame by frame.
@MainActor
public final class ManualScheduler: Scheduling {
    /// Time passed since the scheduler was made.
    public private(set) var now: Duration = .zero
    private var timers: [ManualTimer] = []

    public init() {}

    /// Timers scheduled and not cancelled.
    public var activeTimerCount: Int { timers.filter { !$0.isCancelled }.count }

    /// Intervals below a millisecond count as one, so advancing cannot spin for ever.
    public func schedule(every interval: Duration, _ tick: @escaping @MainActor () -> Void) -> any ScheduledTimer {
        let interval = max(interval, .milliseconds(1))
        let timer = ManualTimer(interval: interval, nextFire: now + interval, tick: tick)
        timers.append(timer)
        return timer
    }

    /// Moves time forward, firing every tick that falls due on the way (a timer made by a tick joins in).
    public func advance(by duration: Duration) {
        let end = now + duration
        while let timer = nextDue(by: end) {
            now = timer.nextFire
            timer.nextFire += timer.interval
            timer.tick()
        }
        now = max(now, end)
        timers.removeAll { $0.isCancelled }
    }

    private func nextDue(by end: Duration) -> ManualTimer? {
        timers.filter { !$0.isCancelled && $0.nextFire <= end }.min { $0.nextFire < $1.nextFire }
    }
}

@MainActor
private final class ManualTimer: ScheduledTimer {
    let interval: Duration
    var nextFire: Duration
    let tick: @MainActor () -> Void
    private(set) var isCancelled = false

    init(interval: Duration, nextFire: Duration, tick: @escaping @MainActor () -> Void) {
        self.interval = interval
        self.nextFire = nextFire
        self.tick = tick
    }

    func cancel() {
        isCancelled = true
    }
}
