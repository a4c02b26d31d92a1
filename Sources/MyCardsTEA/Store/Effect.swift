import MyCardsKit

/// What a reducer asks the world to do, as a value: Elm's `Cmd`. A reducer never calls a service; it returns an
/// `Effect`, and the store runs it with the injected `AppEnvironment`, turning each answer back into an action.
///
/// - `send`: one more action at once (a child telling its parent through a `delegate` action).
/// - `task`: one call that answers once (a store read, an upload); its answer is an action, or nothing. A `stoppable`
///   task also says how to stop its work (a download closes its connection), which a cancel then does.
/// - `subscription`: a source that answers until it is cancelled (store changes, camera frames); `stream` is one call
///   that may answer more than once (the store's first read of a long list: a page, then all).
/// - `cancel`: stops the effects with an id, or every effect of the scope (a screen leaving the stack), or all of them
///   (`cancelAll`, the app quitting). Stopping an effect stops its work where its client can stop, and drops its
///   answer in any case.
///
/// Every running effect has an id inside a scope: the scope is the path of screens it belongs to (`scoped(to:)`),
/// so the store can cancel all of a screen's effects when the screen leaves. An effect named with an id already
/// running replaces it.
struct Effect<Action> {
    /// One piece of work and the scope (the screens, outermost first) it belongs to.
    struct Work {
        var scope: [AnyHashable]
        var kind: Kind
    }

    enum Kind {
        case send(Action)
        /// `run` answers how to stop the work, or nil when its client cannot (its answer is then only dropped).
        case task(id: AnyHashable?, run: @MainActor (AppEnvironment, @escaping Respond) -> Cancellation?)
        case subscription(id: AnyHashable, run: @MainActor (AppEnvironment, @escaping Respond) -> Cancellation?)
        /// nil: every effect of the scope, and of the scopes inside it.
        case cancel(id: AnyHashable?)
    }

    /// How an effect answers: an action, or nil when the call's answer needs no action (a task then just ends).
    typealias Respond = @MainActor (Action?) -> Void

    private(set) var works: [Work]

    static var none: Effect { Effect(works: []) }

    static func send(_ action: Action) -> Effect {
        Effect(works: [Work(scope: [], kind: .send(action))])
    }

    /// One call that answers once: `run` gets the clients and calls `respond` with the answer's action (or nil).
    static func task(
        id: AnyHashable? = nil, _ run: @escaping @MainActor (AppEnvironment, @escaping Respond) -> Void
    ) -> Effect {
        Effect(
            works: [
                Work(
                    scope: [],
                    kind: .task(id: id) { environment, respond in
                        run(environment, respond)
                        return nil
                    })
            ])
    }

    /// One call that answers once and whose work can be stopped: `run` starts it and returns how to stop it.
    static func stoppable(
        id: AnyHashable? = nil, _ run: @escaping @MainActor (AppEnvironment, @escaping Respond) -> Cancellation
    ) -> Effect {
        Effect(works: [Work(scope: [], kind: .task(id: id, run: run))])
    }

    /// A source of many actions: `run` starts it and returns how to stop it, or nil when it could not start (after
    /// responding why).
    static func subscription(
        id: AnyHashable, _ run: @escaping @MainActor (AppEnvironment, @escaping Respond) -> Cancellation?
    ) -> Effect {
        Effect(works: [Work(scope: [], kind: .subscription(id: id, run: run))])
    }

    /// One call that may answer more than once: it counts as running until cancelled or replaced by the next one with
    /// its id (whose answers then supersede it).
    static func stream(
        id: AnyHashable, _ run: @escaping @MainActor (AppEnvironment, @escaping Respond) -> Void
    ) -> Effect {
        subscription(id: id) { environment, respond in
            run(environment, respond)
            return Cancellation {}
        }
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
                    case .task(let id, let run):
                        .task(id: id) { environment, respond in
                            run(environment) { respond($0.map(transform)) }
                        }
                    case .subscription(let id, let run):
                        .subscription(id: id) { environment, respond in
                            run(environment) { respond($0.map(transform)) }
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

/// How to stop a subscription: the store calls it when the effect is cancelled.
struct Cancellation {
    let cancel: @MainActor () -> Void
}
