/// Timers on the main actor, for production: a main-actor task that sleeps on the continuous clock until each tick
/// is due. Tests inject a manual scheduler instead and tick it by hand.
@MainActor
public final class ClockScheduler: Scheduling {
    public init() {}

    public func schedule(every interval: Duration, _ tick: @escaping @MainActor () -> Void) -> any ScheduledTimer {
        ClockTimer(interval: interval, tick: tick)
    }
}

@MainActor
private final class ClockTimer: ScheduledTimer {
    private let ticking: Task<Void, Never>

    init(interval: Duration, tick: @escaping @MainActor () -> Void) {
        ticking = Task { @MainActor in
            let clock = ContinuousClock()
            var due = clock.now.advanced(by: interval)
            // The sleep throws once the task is cancelled, which ends the timer.
            while (try? await clock.sleep(until: due)) != nil {
                tick()
                due = due.advanced(by: interval)
            }
        }
    }

    func cancel() {
        ticking.cancel()
    }

    deinit {
        ticking.cancel()
    }
}
