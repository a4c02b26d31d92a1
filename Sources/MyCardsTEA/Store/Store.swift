import MyCardsKit

/// The one store of The Elm Architecture: it holds the app's state, and nothing else changes it. An action goes in
/// (`send`), the reducer — a pure function `(inout State, Action) -> Effect<Action>` — makes the new state, the
/// observers (the screens' host) see it, and the store runs the returned effect, whose answers are actions again.
///
/// Actions are handled one at a time, in the order they come: an action sent while another is being reduced (an
/// effect answering at once, a screen appearing while the host pushes it) waits in the queue, so a reducer never runs
/// inside another.
@MainActor
final class Store<State: Equatable, Action> {
    typealias Reducer = (inout State, Action) -> Effect<Action>

    /// Read-only to everyone else: only `send` changes it.
    private(set) var state: State
    private let reducer: Reducer
    private var effects: EffectRunner<Action>!
    private var queue: [Action] = []
    private var isSending = false
    private var observers: [@MainActor (_ old: State, _ new: State) -> Void] = []

    init(initialState: State, reducer: @escaping Reducer, environment: AppEnvironment) {
        state = initialState
        self.reducer = reducer
        effects = EffectRunner(environment: environment) { [unowned self] action in send(action) }
    }

    /// Reduces `action` (after those already waiting), tells the observers when the state changed, then runs the
    /// effect.
    func send(_ action: Action) {
        queue.append(action)
        guard !isSending else { return }
        isSending = true
        defer { isSending = false }
        while !queue.isEmpty {
            let action = queue.removeFirst()
            let old = state
            let effect = reducer(&state, action)
            if state != old {
                for observer in observers { observer(old, state) }
            }
            effects.run(effect)
        }
    }

    /// `observer` hears every change of state, with the state before it.
    func observe(_ observer: @escaping @MainActor (_ old: State, _ new: State) -> Void) {
        observers.append(observer)
    }

    /// The effects running now: their scopes and ids (the rule specs check what a screen leaves behind).
    var runningEffects: [EffectKey] { effects.running }
}

/// What the view side (the host) reaches of the store, as TCA's `ViewStore`: the state, the actions it sends, and
/// each change. The host holds the store through it, so its composition root can hand it the store decorated from
/// outside (Docs/Tracing.md).
@MainActor
package protocol ViewStore<State, Action>: AnyObject {
    associatedtype State: Equatable
    associatedtype Action
    var state: State { get }
    func send(_ action: Action)
    func observe(_ observer: @escaping @MainActor (_ old: State, _ new: State) -> Void)
}

extension Store: ViewStore {}

/// Where a running effect is kept: its scope (the screens it belongs to) and its id.
struct EffectKey: Hashable {
    let scope: [AnyHashable]
    let id: AnyHashable
}

/// Runs effects with the clients, each `run` in a `Task` kept by its key (scope and id) until it returns, and on a
/// cancel cancels the tasks that match. Shared by the store and the tests' `TestStore`, so both run effects the same
/// way.
///
/// A task starts at once (`Task.immediate`): its work up to its first `await` runs inside the `send` that returned
/// the effect, so a call is made in the same turn as the action that asked for it, as the app did with callbacks.
@MainActor
final class EffectRunner<Action> {
    private let environment: AppEnvironment
    private let deliver: @MainActor (Action) -> Void
    /// The effects in flight, each with the token of its run: a later run under the same key replaces it.
    private var inFlight: [EffectKey: (token: Int, task: Task<Void, Never>?)] = [:]
    private var tokens = 0

    init(environment: AppEnvironment, deliver: @escaping @MainActor (Action) -> Void) {
        self.environment = environment
        self.deliver = deliver
    }

    /// A runner let go (its store gone) leaves no work behind: a store observation would otherwise loop forever.
    isolated deinit {
        for (_, task) in inFlight.values { task?.cancel() }
    }

    var running: [EffectKey] { Array(inFlight.keys) }

    func run(_ effect: Effect<Action>) {
        for work in effect.works {
            switch work.kind {
            case .send(let action):
                deliver(action)
            case .run(let id, let operation):
                start(operation, scope: work.scope, id: id)
            case .cancel(let id):
                cancel { key in
                    id.map { key.id == $0 && key.scope == work.scope } ?? key.scope.starts(with: work.scope)
                }
            }
        }
    }

    /// Runs `operation` in a new task kept under its key, after cancelling the one it replaces.
    private func start(_ operation: @escaping Effect<Action>.Operation, scope: [AnyHashable], id: AnyHashable?) {
        tokens += 1
        let token = tokens
        let key = EffectKey(scope: scope, id: id ?? AnyHashable(Unnamed(token: token)))
        cancel { $0 == key }
        inFlight[key] = (token, nil)
        let send = Send<Action> { [weak self] action in
            guard let self, inFlight[key]?.token == token else { return }
            deliver(action)
        }
        let environment = environment
        let task = Task.immediate { [weak self] in
            await operation(environment, send)
            guard let self, inFlight[key]?.token == token else { return }
            inFlight[key] = nil
        }
        // Still running: kept, for a cancel to cancel. Gone: it has ended (work that never waits), or was cancelled
        // before its handle was kept, which cancelling now makes true of its task (a no-op on one that has ended).
        if inFlight[key]?.token == token { inFlight[key] = (token, task) } else { task.cancel() }
    }

    /// The id of an effect its reducer gave none: unique, so nothing replaces it.
    private struct Unnamed: Hashable {
        let token: Int
    }

    private func cancel(where matches: (EffectKey) -> Bool) {
        for key in inFlight.keys where matches(key) {
            inFlight.removeValue(forKey: key)?.task?.cancel()
        }
    }
}
