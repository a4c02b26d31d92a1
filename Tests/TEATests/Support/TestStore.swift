import MyCardsKit
import Testing

@testable import MyCardsTEA

/// The exhaustive test store of The Elm Architecture: a reducer, its state and its effects, with every step
/// asserted. `send` reduces a user's action and checks the whole new state against the test's expectation; an action
/// an effect answers is held until the test `receive`s it, equal to what the test names, with its own state change
/// checked. A test fails when the state differs by anything, when an effect sends an action the test never receives,
/// or when an effect is still running at the end (the test must see it cancelled). Effects run through the same
/// `EffectRunner` as the app's store, each in its task, with the shared doubles as clients.
///
/// Deterministic with no clock and no waiting: every job of the test's tasks runs on the main serial executor
/// (`TEADoubles` sets it), and after each step the test store lets the effects' tasks run (`settle()`) until each
/// has answered or waits on an answer the test holds back (a `ManualDispatcher`, the shell spy).
@MainActor
final class TestStore<State: Equatable, Action: Equatable> {
    private(set) var state: State
    private let reducer: (inout State, Action) -> Effect<Action>
    private var runner: EffectRunner<Action>!
    /// Actions effects sent, not yet received by the test.
    private(set) var received: [Action] = []
    /// Effects may keep running at the end (a spec of the effects themselves checks them).
    var allowsRunningEffects = false

    /// Where the test made the store: a failure found at the end is recorded there.
    private let madeAt: Testing.SourceLocation

    init(
        initialState: State, reducer: @escaping (inout State, Action) -> Effect<Action>,
        environment: AppEnvironment, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        madeAt = sourceLocation
        state = initialState
        self.reducer = reducer
        runner = EffectRunner(environment: environment) { [unowned self] action in received.append(action) }
    }

    /// The effects still running: their scopes and ids.
    var runningEffects: [EffectKey] { runner.running }

    /// Sends a user's action; `expect` changes a copy of the state before it as the action must.
    func send(
        _ action: Action, sourceLocation: Testing.SourceLocation = #_sourceLocation,
        _ expect: (inout State) -> Void = { _ in }
    ) async {
        if !received.isEmpty {
            Issue.record(
                "\(received.count) action(s) not received before sending: \(received)", sourceLocation: sourceLocation)
        }
        await reduce(action, expect, sourceLocation)
    }

    /// Takes the oldest action an effect sent, which must equal `expected`, and reduces it.
    func receive(
        _ expected: Action, sourceLocation: Testing.SourceLocation = #_sourceLocation,
        _ expect: (inout State) -> Void = { _ in }
    ) async {
        await settle()
        guard !received.isEmpty else {
            Issue.record("expected to receive \(expected), but no action was sent", sourceLocation: sourceLocation)
            return
        }
        let action = received.removeFirst()
        if action != expected {
            Issue.record(
                "received an action other than the expected one:\n\(StateDiff.lines(expected, action))",
                sourceLocation: sourceLocation)
        }
        await reduce(action, expect, sourceLocation)
    }

    /// Runs an effect of the test's own, as the app would after an action the test does not send (the end of the
    /// run cancelling the root screen's subscriptions, which follow the store for as long as the app runs).
    func run(_ effect: Effect<Action>) async {
        runner.run(effect)
        await settle()
    }

    /// Fails unless every sent action was received and no effect runs (unless allowed).
    func finish(sourceLocation: Testing.SourceLocation = #_sourceLocation) async {
        await settle()
        check(sourceLocation)
    }

    /// The test's end: a store is let go where its test runs (on the main actor, in the test's task), so what is left
    /// over fails that test. Not an isolated deinit: that one runs without the test's task-local context.
    deinit {
        MainActor.assumeIsolated { check(madeAt) }
    }

    private func check(_ sourceLocation: Testing.SourceLocation) {
        if !received.isEmpty {
            Issue.record(
                "\(received.count) action(s) sent but never received: \(received)", sourceLocation: sourceLocation)
            received.removeAll()
        }
        if !allowsRunningEffects, !runner.running.isEmpty {
            Issue.record("effects still running: \(runner.running)", sourceLocation: sourceLocation)
        }
    }

    private func reduce(
        _ action: Action, _ expect: (inout State) -> Void, _ sourceLocation: Testing.SourceLocation
    ) async {
        var expected = state
        expect(&expected)
        let effect = reducer(&state, action)
        if state != expected {
            Issue.record(
                "the state after \(action) differs (expected, then actual):\n\(StateDiff.lines(expected, state))",
                sourceLocation: sourceLocation)
        }
        runner.run(effect)
        await settle()
    }
}

/// Where two values differ, as paths and short descriptions, for a failure message.
enum StateDiff {
    static func lines(_ expected: Any, _ actual: Any) -> String {
        var lines: [String] = []
        walk(expected, actual, path: "", into: &lines, depth: 0)
        return lines.prefix(20).joined(separator: "\n")
    }

    private static func walk(_ expected: Any, _ actual: Any, path: String, into lines: inout [String], depth: Int) {
        let (left, right) = (String(reflecting: expected), String(reflecting: actual))
        guard left != right else { return }
        let (leftChildren, rightChildren) = (Mirror(reflecting: expected).children, Mirror(reflecting: actual).children)
        let labels = leftChildren.map { $0.label ?? "" }
        guard depth < 6, !leftChildren.isEmpty, labels == rightChildren.map({ $0.label ?? "" }) else {
            lines.append("  \(path.isEmpty ? "." : path): \(short(left))\n    ≠ \(short(right))")
            return
        }
        for (index, (leftChild, rightChild)) in zip(leftChildren, rightChildren).enumerated() {
            let name = leftChild.label ?? "[\(index)]"
            walk(leftChild.value, rightChild.value, path: path + "." + name, into: &lines, depth: depth + 1)
        }
    }

    private static func short(_ text: String) -> String {
        text.count > 300 ? text.prefix(300) + "…" : text
    }
}
