/// Repeating work on the main actor: the spinner, the camera's frames. Tests inject a manual clock
/// and tick it by hand, so nothing waits on real time.
@MainActor
public protocol Scheduling: AnyObject {
    func schedule(every interval: Duration, _ tick: @escaping @MainActor () -> Void) -> any ScheduledTimer
}

/// A repeating timer; it stops when cancelled.
@MainActor
public protocol ScheduledTimer: AnyObject {
    func cancel()
}
