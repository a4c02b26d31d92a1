import Foundation

/// Tells screens that the store changed so they fetch again (the original app posted "entitiesChanged").
/// The worker notifies after every successful write, on the main actor.
public final class StoreChanges: @unchecked Sendable {
    // @unchecked: `handlers` and `nextToken` are only touched while holding `lock`.
    private let lock = NSLock()
    private var handlers: [Int: @MainActor @Sendable () -> Void] = [:]
    private var nextToken = 0
    /// Set by the traced store (`--trace`): each notification is then a line from the store to its observer.
    private var route: BoundaryRoute?

    public init() {}

    /// Calls `handler` after every change until the returned token is cancelled or released.
    public func observe(
        fileID: String = #fileID, _ handler: @escaping @MainActor @Sendable () -> Void
    ) -> StoreObservation {
        let called: @MainActor @Sendable () -> Void =
            lock.withLock { route }.map { route in
                let observer = Self.observer(fileID: fileID)
                return { route.answer("changed", to: observer) { handler() } }
            } ?? handler
        let token = lock.withLock {
            nextToken += 1
            handlers[nextToken] = called
            return nextToken
        }
        return StoreObservation { [weak self] in
            self?.removeHandler(token)
        }
    }

    /// Who observes, as a trace line names it: the type the observing file is named after (`CardsViewModel.swift`),
    /// as a log line names its source; from an extension's file (`AppEnvironment+Live.swift`, TEA's clients, which
    /// the store runs as its effects), the role running.
    static func observer(fileID: String) -> String {
        let file = fileID.split(separator: "/").last.map { String($0.prefix { $0 != "." }) } ?? fileID
        guard file.contains("+") else { return file }
        return RunningRoles.shared.current ?? String(file.prefix { $0 != "+" })
    }

    /// The async form (issue 36): one element after every change, for as long as the consumer iterates (the
    /// observation ends with its task). Over `observe`, so a traced store traces it the same way.
    public func values(fileID: String = #fileID) -> AsyncStream<Void> {
        let (changes, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let observation = observe(fileID: fileID) { continuation.yield() }
        continuation.onTermination = { _ in observation.cancel() }
        return changes
    }

    /// Calls every current observer once. Handlers run outside the lock, so they may observe or cancel.
    @MainActor
    public func notify() {
        let current = lock.withLock { handlers.sorted { $0.key < $1.key }.map(\.value) }
        for handler in current {
            handler()
        }
    }

    /// Traces the notifications of observers that start observing from now on.
    func trace(by route: BoundaryRoute) {
        lock.withLock { self.route = route }
    }

    public var observerCount: Int {
        lock.withLock { handlers.count }
    }

    private func removeHandler(_ token: Int) {
        _ = lock.withLock { handlers.removeValue(forKey: token) }
    }
}
