import MyCardsKit
import Nimble
import Testing

@testable import MyCardsTEA

/// The store on a toy feature: a counter whose effects answer at once, later, many times or never.
@MainActor
@Suite("The store")
struct StoreSpec {
    enum Action: Equatable {
        case add(Int)
        case start(Job)
        case stop
    }

    /// The toy feature's effects.
    enum Job: Equatable {
        case answerNow, answerLater, follow, twice, chain, stoppable
    }

    /// Effects a test hands over; `later` holds answers until the test gives them.
    final class Effects {
        var later: [@MainActor () -> Void] = []
        var stopped = 0
    }

    let effects = Effects()
    let environment = TEADoubles().environment

    func reduce(_ state: inout Int, _ action: Action) -> Effect<Action> {
        switch action {
        case .add(let amount):
            state += amount
            return .none
        case .start(.answerNow):
            return .task { _, respond in respond(.add(1)) }
        case .start(.answerLater):
            let effects = effects
            return .task(id: "later") { _, respond in effects.later.append { respond(.add(10)) } }
        case .start(.follow):
            let effects = effects
            return .subscription(id: "follow") { _, respond in
                effects.later.append { respond(.add(100)) }
                return Cancellation { effects.stopped += 1 }
            }
        case .start(.twice):
            return .stream(id: "twice") { _, respond in
                respond(.add(1))
                respond(.add(2))
            }
        case .start(.chain):
            return .merge(.send(.add(1)), .send(.add(2)))
        case .start(.stoppable):
            let effects = effects
            return .stoppable(id: "stoppable") { _, respond in
                effects.later.append { respond(.add(1_000)) }
                return Cancellation { effects.stopped += 1 }
            }
        case .stop:
            return .merge(.cancel(id: "later"), .cancel(id: "follow"), .cancel(id: "stoppable"))
        }
    }

    func makeStore() -> Store<Int, Action> {
        Store(initialState: 0, reducer: reduce, environment: environment)
    }

    @Test("reduces an action into the new state and tells its observers, with the state before")
    func reduces() {
        let store = makeStore()
        var seen: [(Int, Int)] = []
        store.observe { seen.append(($0, $1)) }

        store.send(.add(2))

        expect(store.state).to(equal(2))
        expect(seen.map(\.0)).to(equal([0]))
        expect(seen.map(\.1)).to(equal([2]))
    }

    @Test("tells no observer of an action that changes nothing")
    func quietWhenUnchanged() {
        let store = makeStore()
        var told = 0
        store.observe { _, _ in told += 1 }

        store.send(.add(0))

        expect(told).to(equal(0))
    }

    @Test("reduces an effect's answers after the action that asked, in order")
    func answersInOrder() {
        let store = makeStore()
        var seen: [Int] = []
        store.observe { _, new in seen.append(new) }

        store.send(.start(.chain))
        store.send(.start(.answerNow))

        expect(seen).to(equal([1, 3, 4]))
    }

    @Test("delivers a later answer, and drops it once the effect is cancelled")
    func cancels() {
        let store = makeStore()
        store.send(.start(.answerLater))
        store.send(.start(.answerLater))
        expect(store.runningEffects.count).to(equal(1))

        effects.later[1]()
        effects.later[0]()

        expect(store.state).to(equal(10))
        store.send(.start(.answerLater))
        store.send(.stop)
        effects.later[2]()
        expect(store.state).to(equal(10))
        expect(store.runningEffects).to(beEmpty())
    }

    @Test("keeps a subscription until it is cancelled, then stops it")
    func subscriptions() {
        let store = makeStore()
        store.send(.start(.follow))

        effects.later[0]()
        effects.later[0]()
        store.send(.stop)
        effects.later[0]()

        expect(store.state).to(equal(200))
        expect(effects.stopped).to(equal(1))
    }

    @Test("stops a stoppable task's work when it is cancelled, and drops its answer")
    func stopsStoppableTask() {
        let store = makeStore()
        store.send(.start(.stoppable))

        store.send(.stop)
        effects.later[0]()

        expect(effects.stopped).to(equal(1))
        expect(store.state).to(equal(0))
        expect(store.runningEffects).to(beEmpty())
    }

    @Test("stops nothing of a stoppable task that has answered")
    func leavesAnsweredTask() {
        let store = makeStore()
        store.send(.start(.stoppable))
        effects.later[0]()

        store.send(.stop)

        expect(store.state).to(equal(1_000))
        expect(effects.stopped).to(equal(0))
    }

    @Test("cancels every effect at once, whatever its scope")
    func cancelsAll() {
        let runner = EffectRunner<Action>(environment: environment) { _ in }
        let follow = Effect<Action>.subscription(id: "follow") { _, _ in Cancellation {} }
        runner.run(follow.scoped(to: 2).scoped(to: 1))
        runner.run(follow)

        runner.run(.cancelAll)

        expect(runner.running).to(beEmpty())
    }

    @Test("takes every answer of a stream")
    func streams() {
        let store = makeStore()

        store.send(.start(.twice))

        expect(store.state).to(equal(3))
        expect(store.runningEffects.map(\.id)).to(equal(["twice"]))
    }

    @Test("cancels a scope's effects, those of the scopes inside it too, and no other")
    func cancelsScope() {
        let runner = EffectRunner<Action>(environment: environment) { _ in }
        let follow = Effect<Action>.subscription(id: "follow") { _, _ in Cancellation {} }
        runner.run(follow.scoped(to: 2).scoped(to: 1))
        runner.run(follow.scoped(to: 3))
        runner.run(follow)

        runner.run(.cancel(scope: 1))

        expect(runner.running.map(\.scope)).to(contain([[AnyHashable(3)], []]))
        expect(runner.running.count).to(equal(2))
    }
}
