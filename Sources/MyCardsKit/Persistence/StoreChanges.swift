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
        let token = add(continuation, fileID: fileID)
        continuation.onTermination = { [weak self] _ in self?.remove(token) }
        return changes
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

    private func add(_ delivery: AsyncStream<Void>.Continuation, fileID: String) -> Int {
        let route = state.withLock { $0.route }
        let observer = Observer(delivery: delivery, traced: route.map { ($0, Self.observer(fileID: fileID)) })
        return state.withLock { state in
            state.nextToken += 1
            state.observers[state.nextToken] = observer
            return state.nextToken
        }
    }

    private func remove(_ token: Int) {
        _ = state.withLock { $0.observers.removeValue(forKey: token) }
    }
}
