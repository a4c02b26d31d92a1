import Observation
import Synchronization

/// A controller's view of its view model (or a parent view model's of a child it made): `changed` gets what `read`
/// reads now, and again after each change to the observable properties it read. `withObservationTracking` tells of
/// a change once and before it is made (`willSet`), so each time it does, the next turn of the main actor reads
/// the new value and tracks again: an observation sees the latest value, several changes in one turn arrive as one.
/// `flush()` reads it sooner, in the same turn, for a screen whose next key must find what the last one changed.
///
/// What the observed object keeps (its record of who watches it) holds this token, never `read`: a controller's
/// observation must not keep its view model alive.
@MainActor
final class Observing {
    private var track: (@MainActor (Observing) -> Void)?
    /// A change was told of and not read yet. Set by the change, which may not touch the main actor's state.
    private nonisolated let isStale = Mutex(false)
    /// For `observeValues`: the observed object, held weakly; nil for `observe`.
    private let observed: (@Sendable () -> (any AnyObject & Sendable)?)?

    private init(observed: (@Sendable () -> (any AnyObject & Sendable)?)?) {
        self.observed = observed
    }

    /// Observes for as long as the returned token is kept: the binding ends with its holder.
    static func observe<Value>(
        _ read: @escaping @MainActor () -> Value, changed: @escaping @MainActor (Value) -> Void
    ) -> Observing {
        let observing = Observing(observed: nil)
        observing.start(read, changed: changed)
        return observing
    }

    /// Observes `object` for as long as it lasts (Kickstarter's `observeValues`): only its record of who watches it
    /// keeps the binding, so it ends when the object goes. A change keeps the object until the next read, so the
    /// last change made before its last holder let go is still read.
    static func observeValues<Object: AnyObject & Sendable, Value>(
        _ object: Object, _ read: @escaping @MainActor (Object) -> Value,
        changed: @escaping @MainActor (Value) -> Void
    ) {
        Observing(observed: { [weak object] in object }).start(
            { [weak object] in object.map(read) }, changed: { value in value.map(changed) })
    }

    func cancel() {
        track = nil
    }

    /// Reads now a change not read yet: what a key's intent changed at once (a route, a mode) is on screen before the
    /// next key, as keys typed ahead expect. The read the change scheduled then finds nothing left to read.
    func flush() {
        if isStale.withLock({ $0 }) { read() }
    }

    private func read() {
        isStale.withLock { $0 = false }
        track?(self)
    }

    private func start<Value>(_ read: @escaping @MainActor () -> Value, changed: @escaping @MainActor (Value) -> Void) {
        track = { observing in
            let value = withObservationTracking({ read() }, onChange: observing.whenChanged())
            changed(value)
        }
        track?(self)
    }

    /// Called back once, at the first change after the last read: reads again on the main actor's next turn.
    private nonisolated func whenChanged() -> @Sendable () -> Void {
        guard let observed else {
            // The token's holder keeps it; the observed object's record does not.
            return { [weak self] in
                self?.isStale.withLock { $0 = true }
                Task { @MainActor in
                    self?.flush()
                }
            }
        }
        // The observed object's record keeps the token; the change keeps the object (alive now: it is changing) until
        // the read.
        return { [self] in
            isStale.withLock { $0 = true }
            let kept = observed()
            Task { @MainActor in
                withExtendedLifetime(kept) { flush() }
            }
        }
    }
}
