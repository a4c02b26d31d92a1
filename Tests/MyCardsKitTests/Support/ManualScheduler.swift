import MyCardsKit

/// A clock the test advances by hand: `tick()` fires every live timer once.
@MainActor
final class ManualScheduler: Scheduling {
    private(set) var timers: [ManualTimer] = []

    var liveTimers: [ManualTimer] { timers.filter { !$0.isCancelled } }

    func schedule(every interval: Duration, _ tick: @escaping @MainActor () -> Void) -> any ScheduledTimer {
        let timer = ManualTimer(interval: interval, tick: tick)
        timers.append(timer)
        return timer
    }

    func tick(times: Int = 1) {
        for _ in 0..<times {
            for timer in liveTimers { timer.fire() }
        }
    }
}

@MainActor
final class ManualTimer: ScheduledTimer {
    let interval: Duration
    private let tick: @MainActor () -> Void
    private(set) var isCancelled = false

    init(interval: Duration, tick: @escaping @MainActor () -> Void) {
        self.interval = interval
        self.tick = tick
    }

    func fire() {
        tick()
    }

    func cancel() {
        isCancelled = true
    }
}
