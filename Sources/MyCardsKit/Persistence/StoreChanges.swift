/// Tells screens that the store changed so they fetch again (the original app posted "entitiesChanged"): an
/// `AsyncSequence` of changes per observer (`values()`). The worker notifies after every successful write.
public final class StoreChanges: Sendable {
    private struct Observer: Sendable {
        /// Where the observer's sequence takes its elements.
        let delivery: AsyncStream<Void>.Continuation
        /// Set when the store was traced as the observation began: each change is then a trace line to `name`.
        let traced: (route: BoundaryRoute, name: String)?
    }

    private struct State: Sendable {
        var observers: [Int: Observer] = [:]
        var nextToken = 0
        /// Set by the traced store (`--trace`).
        var route: BoundaryRoute?
    }

    private let state = Locked(State())

    public init() {}

    /// One element after every change from now on, for as long as the consumer iterates: the sequence ends, and the
    /// observation with it, when the iterating task is cancelled. Changes that come while the consumer is busy
    /// count as one.
    public func values(fileID: String = #fileID) -> AsyncStream<Void> {
        let (changes, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let (token, observer) = add(continuation, fileID: fileID)
        continuation.onTermination = { [weak self] _ in self?.remove(token) }
        guard let observer else { return changes }
        return Self.naming(changes, after: observer)
    }

    /// In a traced run, the task iterating an observer's changes is the observer's work (`RunningRoles`): each change
    /// it takes names it so. Each turn makes an iterator of the one sequence (never two at once: one task iterates).
    private static func naming(_ changes: AsyncStream<Void>, after observer: String) -> AsyncStream<Void> {
        AsyncStream {
            var iterator = changes.makeAsyncIterator()
            guard await iterator.next() != nil else {
                RunningRoles.shared.followsNoChanges()
                return nil
            }
            RunningRoles.shared.followsChanges(of: observer)
            return ()
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

    /// Tells every current observer once, in the order they began observing (outside the lock: a traced delivery
    /// writes a line).
    @MainActor
    public func notify() {
        let current = state.withLock { state in state.observers.sorted { $0.key < $1.key }.map(\.value) }
        for observer in current {
            let deliver = { _ = observer.delivery.yield() }
            if let (route, name) = observer.traced {
                route.answer("changed", to: name, deliver)
            } else {
                deliver()
            }
        }
    }

    /// Traces the notifications of observers that start observing from now on.
    func trace(by route: BoundaryRoute) {
        state.withLock { $0.route = route }
    }

    public var observerCount: Int {
        state.withLock { $0.observers.count }
    }

    /// The observer's token, and its name when the store is traced.
    private func add(_ delivery: AsyncStream<Void>.Continuation, fileID: String) -> (Int, String?) {
        let route = state.withLock { $0.route }
        let observer = Observer(delivery: delivery, traced: route.map { ($0, Self.observer(fileID: fileID)) })
        let token = state.withLock { state in
            state.nextToken += 1
            state.observers[state.nextToken] = observer
            return state.nextToken
        }
        return (token, observer.traced?.name)
    }

    private func remove(_ token: Int) {
        _ = state.withLock { $0.observers.removeValue(forKey: token) }
    }
}
