import Foundation

/// The backend's requests in an order it cannot undo: a backend may handle two requests in flight in either order,
/// so a delete sent while the card's upload is unanswered could land first and the upload bring the card back, and
/// an older upload landing last would leave the older name there. So, per card, one request at a time, each sent
/// once the one made before it about that card was answered; a download waits for every request made before it,
/// and the card requests made after it wait for it (its answer must not be older than an upload already marked as
/// acknowledged). Requests about other cards go at once. Every answer goes to its caller as the backend gave it.
public final class OrderedCardRequests: CardsNetworking, @unchecked Sendable {
    // @unchecked: `waiting`, `running` and `nextNumber` are only touched while holding `lock`.
    private let base: any CardsNetworking
    private let lock = NSLock()
    private var waiting: [Request] = []
    private var running: [Int: Scope] = [:]
    private var nextNumber = 0

    public init(_ base: any CardsNetworking) {
        self.base = base
    }

    /// The requests made and not answered yet, sent or waiting.
    public var unansweredCount: Int { lock.withLock { waiting.count + running.count } }

    public func download(completion: @escaping @MainActor @Sendable (Result<ParsedCards, NetworkError>) -> Void) {
        download(cancellation: NetworkCancellation(), completion: completion)
    }

    /// Cancelled before it is sent, it is never sent; cancelled while sent, the base stops it (and answers nothing),
    /// and the requests behind it go on at once.
    public func download(
        cancellation: NetworkCancellation,
        completion: @escaping @MainActor @Sendable (Result<ParsedCards, NetworkError>) -> Void
    ) {
        let number = enqueue(.everyCard) { [base] finished in
            base.download(cancellation: cancellation) { result in
                if !cancellation.isCancelled { completion(result) }
                finished()
            }
        }
        cancellation.whenCancelled { [weak self] in self?.withdraw(number) }
    }

    public func upload(
        _ cards: [Card], completion: @escaping @MainActor @Sendable (Result<Void, NetworkError>) -> Void
    ) {
        enqueue(.cards(Set(cards.map(\.identifier)))) { [base] finished in
            base.upload(cards) { result in
                completion(result)
                finished()
            }
        }
    }

    public func delete(
        identifier: String, completion: @escaping @MainActor @Sendable (Result<Void, NetworkError>) -> Void
    ) {
        enqueue(.cards([identifier])) { [base] finished in
            base.delete(identifier: identifier) { result in
                completion(result)
                finished()
            }
        }
    }

    /// What a request is about: some cards, or all of them (a download).
    enum Scope: Equatable {
        case cards(Set<String>)
        case everyCard

        func overlaps(_ other: Scope) -> Bool {
            switch (self, other) {
            case (.cards(let mine), .cards(let theirs)): !mine.isDisjoint(with: theirs)
            default: true
            }
        }
    }

    private struct Request {
        let number: Int
        let scope: Scope
        /// Sends the request; the closure it is given is called once it is answered.
        let send: (@escaping @Sendable () -> Void) -> Void
    }

    /// Answers the request's number.
    @discardableResult
    private func enqueue(_ scope: Scope, send: @escaping (@escaping @Sendable () -> Void) -> Void) -> Int {
        let number = lock.withLock {
            waiting.append(Request(number: nextNumber, scope: scope, send: send))
            nextNumber += 1
            return nextNumber - 1
        }
        sendReady()
        return number
    }

    /// A request its caller cancelled: no longer waiting, nor holding back the others.
    private func withdraw(_ number: Int) {
        lock.withLock {
            waiting.removeAll { $0.number == number }
            running[number] = nil
        }
        sendReady()
    }

    /// Sends, oldest first, each waiting request about nothing a running or older waiting request is about. Sent
    /// outside the lock: a backend may answer at once, and its answer sends the next.
    private func sendReady() {
        let ready = lock.withLock {
            var blocked = Array(running.values)
            var ready: [Request] = []
            for request in waiting {
                if !blocked.contains(where: request.scope.overlaps) { ready.append(request) }
                blocked.append(request.scope)
            }
            let numbers = Set(ready.map(\.number))
            waiting.removeAll { numbers.contains($0.number) }
            for request in ready { running[request.number] = request.scope }
            return ready
        }
        for request in ready {
            let number = request.number
            request.send { [weak self] in self?.answered(number) }
        }
    }

    private func answered(_ number: Int) {
        _ = lock.withLock { running.removeValue(forKey: number) }
        sendReady()
    }
}
