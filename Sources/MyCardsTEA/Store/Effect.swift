import MyCardsKit

/// What a reducer asks the world to do, as a value: Elm's `Cmd`. A reducer never calls a service; it returns an
/// `Effect`, and the store runs it with the injected `AppEnvironment`, turning each answer back into an action.
///
/// - `send`: one more action at once (a child telling its parent through a `delegate` action).
/// - `run`: async work with the clients and a `send`, as TCA's `Effect.run`: one call whose answer is an action (a
///   store read, an upload), or a `for await` loop that sends an action for each element (the store's changes, the
///   camera's frames, a long list's first page then all). It runs until it returns or is cancelled.
/// - `cancel`: cancels the effects with an id, or every effect of the scope (a screen leaving the stack), or all of
///   them (`cancelAll`, the app quitting). Cancelling an effect cancels its task: the work stops where its client
///   can stop (a download closes its connection, a loop ends), and whatever it still sends is dropped.
///
/// Every running effect has an id inside a scope: the scope is the path of screens it belongs to (`scoped(to:)`),
/// so the store can cancel all of a screen's effects when the screen leaves. An effect named with an id already
/// running replaces it: the running one is cancelled first.
struct Effect<Action> {
    /// One piece of work and the scope (the screens, outermost first) it belongs to.
    struct Work {
        var scope: [AnyHashable]
        var kind: Kind
    }

    enum Kind {
        case send(Action)
        case run(id: AnyHashable?, operation: Operation)
        /// nil: every effect of the scope, and of the scopes inside it.
        case cancel(id: AnyHashable?)
    }

    /// The work of a `run` effect: it gets the clients and sends its answers as actions.
    typealias Operation = @MainActor (AppEnvironment, Send<Action>) async -> Void

    private(set) var works: [Work]

    static var none: Effect { Effect(works: []) }

    static func send(_ action: Action) -> Effect {
        Effect(works: [Work(scope: [], kind: .send(action))])
    }

    /// Async work that sends actions: the store runs `operation` in a task of its own, kept under `id` (or under an
    /// id of its own when nil, so nothing replaces it) until it returns or is cancelled.
    static func run(id: AnyHashable? = nil, _ operation: @escaping Operation) -> Effect {
        Effect(works: [Work(scope: [], kind: .run(id: id, operation: operation))])
    }

    static func cancel(id: AnyHashable) -> Effect {
        Effect(works: [Work(scope: [], kind: .cancel(id: id))])
    }

    /// Every effect of `scope` (a screen's id): what the app returns when that screen leaves the stack.
    static func cancel(scope: AnyHashable) -> Effect {
        Effect(works: [Work(scope: [scope], kind: .cancel(id: nil))])
    }

    /// Every effect running: what the app returns when it quits.
    static var cancelAll: Effect {
        Effect(works: [Work(scope: [], kind: .cancel(id: nil))])
    }

    /// The effects one after the other, in this order.
    static func merge(_ effects: Effect...) -> Effect {
        merge(effects)
    }

    static func merge(_ effects: [Effect]) -> Effect {
        Effect(works: effects.flatMap(\.works))
    }

    /// The same effects answering the parent's action: how a parent embeds a child's effects.
    func map<Parent>(_ transform: @escaping @Sendable (Action) -> Parent) -> Effect<Parent> {
        Effect<Parent>(
            works: works.map { work in
                let kind: Effect<Parent>.Kind =
                    switch work.kind {
                    case .send(let action): .send(transform(action))
                    case .run(let id, let operation):
                        .run(id: id) { environment, send in
                            await operation(environment, Send { send(transform($0)) })
                        }
                    case .cancel(let id): .cancel(id: id)
                    }
                return Effect<Parent>.Work(scope: work.scope, kind: kind)
            })
    }

    /// The same effects inside `scope` (a screen's id on the stack), so leaving the screen can cancel them all.
    func scoped(to scope: AnyHashable) -> Effect {
        Effect(works: works.map { Work(scope: [scope] + $0.scope, kind: $0.kind) })
    }
}

/// How a `run` effect answers: `send(action)` hands the action to the store. A cancelled effect sends nothing: its
/// answers are dropped, whenever they come.
@MainActor
struct Send<Action>: Sendable {
    private let deliver: @MainActor (Action) -> Void

    init(_ deliver: @escaping @MainActor (Action) -> Void) {
        self.deliver = deliver
    }

    func callAsFunction(_ action: Action) {
        guard !Task.isCancelled else { return }
        deliver(action)
    }
}

extension Result {
    /// The outcome of an async call that throws only `Failure`, as a value an action carries. On the caller's actor
    /// (an effect's: the main actor), so the call is not sent anywhere.
    init(
        isolation: isolated (any Actor)? = #isolation, awaiting call: () async throws(Failure) -> Success
    ) async {
        do {
            self = .success(try await call())
        } catch {
            self = .failure(error)
        }
    }
}

extension Result where Success == Void {
    /// The error, or nil for success: an answer that carries nothing else.
    var failure: Failure? {
        guard case .failure(let error) = self else { return nil }
        return error
    }
}
