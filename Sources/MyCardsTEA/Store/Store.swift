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

/// Runs effects with the clients, keeps the ones in flight by key, and on a cancel stops their work where it can be
/// stopped and drops their answers. Shared by the store and the tests' `TestStore`, so both run effects the same
/// way.
@MainActor
final class EffectRunner<Action> {
    private let environment: AppEnvironment
    private let deliver: @MainActor (Action) -> Void
    /// The effects in flight, each with the token of its run: an answer from an older, cancelled run is dropped.
    private var inFlight: [EffectKey: (token: Int, cancellation: Cancellation?)] = [:]
    private var tokens = 0

    init(environment: AppEnvironment, deliver: @escaping @MainActor (Action) -> Void) {
        self.environment = environment
        self.deliver = deliver
    }

    var running: [EffectKey] { Array(inFlight.keys) }

    func run(_ effect: Effect<Action>) {
        for work in effect.works {
            switch work.kind {
            case .send(let action):
                deliver(action)
            case .task(let id, let body):
                let (key, token) = start(scope: work.scope, id: id)
                let cancellation = body(environment) { [weak self] action in
                    guard let self, inFlight[key]?.token == token else { return }
                    inFlight[key] = nil
                    if let action { deliver(action) }
                }
                // Still running (an answer at once has ended it): a cancel stops its work too.
                if let cancellation, inFlight[key]?.token == token { inFlight[key] = (token, cancellation) }
            case .subscription(let id, let body):
                let (key, token) = start(scope: work.scope, id: id)
                let cancellation = body(environment) { [weak self] action in
                    guard let self, inFlight[key]?.token == token, let action else { return }
                    deliver(action)
                }
                // A source that could not start has ended.
                inFlight[key] = cancellation.map { (token, $0) }
            case .cancel(let id):
                cancel { key in
                    id.map { key.id == $0 && key.scope == work.scope } ?? key.scope.starts(with: work.scope)
                }
            }
        }
    }

    /// Keeps a new effect in flight (replacing one with the same id) and returns its key and token.
    private func start(scope: [AnyHashable], id: AnyHashable?) -> (EffectKey, Int) {
        tokens += 1
        let key = EffectKey(scope: scope, id: id ?? AnyHashable(Unnamed(token: tokens)))
        cancel { $0 == key }
        inFlight[key] = (tokens, nil)
        return (key, tokens)
    }

    /// The id of an effect its reducer gave none: unique, so nothing replaces it.
    private struct Unnamed: Hashable {
        let token: Int
    }

    private func cancel(where matches: (EffectKey) -> Bool) {
        for key in inFlight.keys where matches(key) {
            let cancellation = inFlight.removeValue(forKey: key)?.cancellation
            cancellation?.cancel()
        }
    }
}
