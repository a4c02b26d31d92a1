import Dispatch

/// Timers on the main queue, for production.
@MainActor
public final class DispatchScheduler: Scheduling {
    public init() {}

    public func schedule(every interval: Duration, _ tick: @escaping @MainActor () -> Void) -> any ScheduledTimer {
        DispatchTimer(interval: interval, tick: tick)
    }
}

@MainActor
private final class DispatchTimer: ScheduledTimer {
    private let source: any DispatchSourceTimer
    private let tick: @MainActor () -> Void

    init(interval: Duration, tick: @escaping @MainActor () -> Void) {
        self.tick = tick
        let (seconds, attoseconds) = interval.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        source = DispatchSource.makeTimerSource(queue: .main)
        source.schedule(deadline: .now() + .nanoseconds(nanoseconds), repeating: .nanoseconds(nanoseconds))
        source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.tick() } }
        source.resume()
    }

    func cancel() {
        source.cancel()
    }

    isolated deinit {
        source.cancel()
    }
}
