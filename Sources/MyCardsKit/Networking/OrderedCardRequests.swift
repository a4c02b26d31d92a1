import Foundation

/// The backend's requests in an order it cannot undo: a backend may handle two requests in flight in either order,
/// so a delete sent while the card's upload is unanswered could land first and the upload bring the card back, and
/// an older upload landing last would leave the older name there. So, per card, one request at a time, each sent
/// once the one made before it about that card was answered; a download waits for every request made before it,
/// and the card requests made after it wait for it (its answer must not be older than an upload already marked as
/// acknowledged). Requests about other cards go at once. Every answer goes to its caller as the backend gave it.
public final class OrderedCardRequests: CardsNetworking {
    let base: any CardsNetworking
    private let queue = Locked(Queue())

    /// The requests waiting and sent, and where each caller's request stands.
    private struct Queue {
        var waiting: [Request] = []
        var running: [Int: Scope] = [:]
        var nextNumber = 0
        var gates: [Int: Gate] = [:]
    }

    public init(_ base: any CardsNetworking) {
        self.base = base
    }

    /// The requests made and not answered yet, sent or waiting.
    public var unansweredCount: Int { queue.withLock { $0.waiting.count + $0.running.count } }

    /// Cancelled before it is sent, it is never sent; cancelled while sent, the base stops it, and the requests
    /// behind it go on at once. Either way it throws `.cancelled`.
    public func download() async throws(NetworkError) -> ParsedCards {
        let number = enqueue(.everyCard)
        // withTaskCancellationHandler rethrows untyped; the Result keeps the typed error.
        let result = await withTaskCancellationHandler { () async -> Result<ParsedCards, NetworkError> in
            guard let answered = await turn(number) else { return .failure(.cancelled) }
            defer { answered() }
            do throws(NetworkError) { return .success(try await base.download()) } catch { return .failure(error) }
        } onCancel: {
            withdraw(number)
        }
        return try result.get()
    }

    /// Never cancelled with its caller: the cards must reach the backend (it is sent from a task of its own).
    public func upload(_ cards: [Card]) async throws(NetworkError) {
        let number = enqueue(.cards(Set(cards.map(\.identifier))))
        try await Self.uncancelled { [self] () async throws(NetworkError) in
            try await whenItsTurn(number) { () async throws(NetworkError) in try await base.upload(cards) }
        }
    }

    /// Never cancelled with its caller: the card must leave the backend (it is sent from a task of its own).
    public func delete(identifier: String) async throws(NetworkError) {
        let number = enqueue(.cards([identifier]))
        try await Self.uncancelled { [self] () async throws(NetworkError) in
            try await whenItsTurn(number) { () async throws(NetworkError) in
                try await base.delete(identifier: identifier)
            }
        }
    }

    /// What a request is about: some cards, or all of them (a download).
    enum Scope: Equatable, Sendable {
        case cards(Set<String>)
        case everyCard

        func overlaps(_ other: Scope) -> Bool {
            switch (self, other) {
            case (.cards(let mine), .cards(let theirs)): !mine.isDisjoint(with: theirs)
            default: true
            }
        }
    }

    struct Request: Sendable {
        let number: Int
        let scope: Scope
    }

    /// An awaiting caller's request: queued, its turn come (with what to call once answered), or its caller
    /// waiting for its turn. A request withdrawn or whose turn was taken has none.
    private enum Gate: Sendable {
        case queued
        case open(@Sendable () -> Void)
        case awaited(CheckedContinuation<(@Sendable () -> Void)?, Never>)
    }

    /// Queues a request of an awaiting caller, in the order the calls come (before the caller's first suspension),
    /// and answers its number.
    private func enqueue(_ scope: Scope) -> Int {
        let number = queue.withLock { queue in
            let number = queue.nextNumber
            queue.nextNumber += 1
            queue.gates[number] = .queued
            queue.waiting.append(Request(number: number, scope: scope))
            return number
        }
        sendReady()
        return number
    }

    /// Its turn come: the caller awaiting it goes on, or will as soon as it awaits.
    private func open(_ number: Int, _ answered: @escaping @Sendable () -> Void) {
        let waiter: CheckedContinuation<(@Sendable () -> Void)?, Never>? = queue.withLock { queue in
            switch queue.gates[number] {
            case .queued:
                queue.gates[number] = .open(answered)
                return nil
            case .awaited(let continuation):
                queue.gates[number] = nil
                return continuation
            case .open, nil:
                return nil
            }
        }
        waiter?.resume(returning: answered)
    }

    /// Waits for request `number`'s turn, and answers what to call once it is answered; nil when it was withdrawn.
    private func turn(_ number: Int) async -> (@Sendable () -> Void)? {
        await withCheckedContinuation { continuation in
            let now: (@Sendable () -> Void)?? = queue.withLock { queue in
                switch queue.gates[number] {
                case .queued:
                    queue.gates[number] = .awaited(continuation)
                    return .none
                case .open(let answered):
                    queue.gates[number] = nil
                    return .some(answered)
                case .awaited, nil:
                    return .some(nil)
                }
            }
            if case .some(let answered) = now { continuation.resume(returning: answered) }
        }
    }

    /// Sends `work` when request `number`'s turn comes, and lets the next go once it is answered.
    private func whenItsTurn(
        _ number: Int, _ work: () async throws(NetworkError) -> Void
    ) async throws(NetworkError) {
        guard let answered = await turn(number) else { throw .cancelled }
        defer { answered() }
        try await work()
    }

    /// A request its caller cancelled: no longer waiting, nor holding back the others; its caller, if it awaits
    /// its turn, goes on with nothing to send.
    func withdraw(_ number: Int) {
        let waiter: CheckedContinuation<(@Sendable () -> Void)?, Never>? = queue.withLock { queue in
            queue.waiting.removeAll { $0.number == number }
            queue.running[number] = nil
            defer { queue.gates[number] = nil }
            if case .awaited(let continuation) = queue.gates[number] { return continuation }
            return nil
        }
        waiter?.resume(returning: nil)
        sendReady()
    }

    /// Sends, oldest first, each waiting request about nothing a running or older waiting request is about. Sent
    /// outside the lock: a backend may answer at once, and its answer sends the next.
    private func sendReady() {
        let ready = queue.withLock { queue in
            var blocked = Array(queue.running.values)
            var ready: [Request] = []
            for request in queue.waiting {
                if !blocked.contains(where: request.scope.overlaps) { ready.append(request) }
                blocked.append(request.scope)
            }
            let numbers = Set(ready.map(\.number))
            queue.waiting.removeAll { numbers.contains($0.number) }
            for request in ready { queue.running[request.number] = request.scope }
            return ready
        }
        for request in ready {
            let number = request.number
            open(number) { [weak self] in self?.answered(number) }
        }
    }

    private func answered(_ number: Int) {
        _ = queue.withLock { $0.running.removeValue(forKey: number) }
        sendReady()
    }

    /// Runs `work` in a task of its own, so its caller's cancellation does not reach it.
    private static func uncancelled(
        _ work: @escaping @Sendable () async throws(NetworkError) -> Void
    ) async throws(NetworkError) {
        let result = await Task { () async -> Result<Void, NetworkError> in
            do throws(NetworkError) {
                try await work()
                return .success(())
            } catch {
                return .failure(error)
            }
        }.value
        try result.get()
    }
}
