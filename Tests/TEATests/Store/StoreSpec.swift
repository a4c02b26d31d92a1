import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsTEA

/// The store on a toy feature: a counter whose effects answer at once, later, many times or never.
@MainActor
@Suite("The store", .mainSerialExecutor)
struct StoreSpec {
    enum Action: Equatable {
        case add(Int)
        case start(Job)
        case stop
    }

    /// The toy feature's effects.
    enum Job: Equatable {
        case answerNow, answerLater, follow, twice, chain
    }

    /// Where the toy effects' answers come from: one source per effect run, which the test feeds; `stopped` counts
    /// the effects whose work ended by being cancelled.
    @MainActor
    final class Sources {
        private var feeds: [AsyncStream<Void>.Continuation] = []
        var stopped = 0

        func make() -> AsyncStream<Void> {
            let (source, feed) = AsyncStream.makeStream(of: Void.self)
            feeds.append(feed)
            return source
        }

        /// One answer from the source of the `index`th effect run.
        func give(_ index: Int) {
            feeds[index].yield()
        }

        /// Sends `action` for each answer of a new source (the first only when `once`), until cancelled.
        func follow(once: Bool = false, sending action: Action, with send: Send<Action>) async {
            defer { if Task.isCancelled { stopped += 1 } }
            for await _ in make() {
                send(action)
                if once { break }
            }
        }
    }

    let sources = Sources()
    let environment = TEADoubles().environment

    func reduce(_ state: inout Int, _ action: Action) -> Effect<Action> {
        let sources = sources
        switch action {
        case .add(let amount):
            state += amount
            return .none
        case .start(.answerNow):
            return .run { _, send in send(.add(1)) }
        case .start(.answerLater):
            return .run(id: "later") { _, send in await sources.follow(once: true, sending: .add(10), with: send) }
        case .start(.follow):
            return .run(id: "follow") { _, send in await sources.follow(sending: .add(100), with: send) }
        case .start(.twice):
            return .run(id: "twice") { _, send in
                send(.add(1))
                send(.add(2))
            }
        case .start(.chain):
            return .merge(.send(.add(1)), .send(.add(2)))
        case .stop:
            return .merge(.cancel(id: "later"), .cancel(id: "follow"))
        }
    }

    func makeStore() -> Store<Int, Action> {
        Store(initialState: 0, reducer: reduce, environment: environment)
    }

    /// An effect that follows a source until it is cancelled.
    var following: Effect<Action> {
        let sources = sources
        return .run(id: "follow") { _, send in await sources.follow(sending: .add(100), with: send) }
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

    @Test("reduces an effect's answers after the action that asked, in order; work that never waits answers at once")
    func answersInOrder() {
        let store = makeStore()
        var seen: [Int] = []
        store.observe { _, new in seen.append(new) }

        store.send(.start(.chain))
        store.send(.start(.answerNow))

        expect(seen).to(equal([1, 3, 4]))
    }

    @Test("delivers a later answer, and ends the effect")
    func answersLater() async {
        let store = makeStore()
        store.send(.start(.answerLater))

        sources.give(0)
        await settle()

        expect(store.state).to(equal(10))
        expect(store.runningEffects).to(beEmpty())
    }

    @Test("replaces a running effect with the same id: the one replaced is cancelled, and its answer dropped")
    func replaces() async {
        let store = makeStore()
        store.send(.start(.answerLater))

        store.send(.start(.answerLater))
        sources.give(0)
        await settle()

        expect(store.state).to(equal(0))
        expect(sources.stopped).to(equal(1))
        expect(store.runningEffects.count).to(equal(1))
    }

    @Test("drops an answer that was on its way when the effect was cancelled")
    func dropsLateAnswer() async {
        let store = makeStore()
        store.send(.start(.answerLater))
        sources.give(0)

        store.send(.stop)
        await settle()

        expect(store.state).to(equal(0))
        expect(store.runningEffects).to(beEmpty())
    }

    @Test("keeps a subscription until it is cancelled, then stops its work")
    func subscriptions() async {
        let store = makeStore()
        store.send(.start(.follow))
        sources.give(0)
        sources.give(0)
        await settle()

        store.send(.stop)
        sources.give(0)
        await settle()

        expect(store.state).to(equal(200))
        expect(sources.stopped).to(equal(1))
    }

    @Test("stops nothing of an effect that has answered")
    func leavesAnsweredEffect() async {
        let store = makeStore()
        store.send(.start(.answerLater))
        sources.give(0)
        await settle()

        store.send(.stop)
        await settle()

        expect(store.state).to(equal(10))
        expect(sources.stopped).to(equal(0))
    }

    @Test("takes every answer of an effect that answers more than once")
    func streams() {
        let store = makeStore()

        store.send(.start(.twice))

        expect(store.state).to(equal(3))
        expect(store.runningEffects).to(beEmpty())
    }

    @Test("cancels every effect at once, whatever its scope")
    func cancelsAll() async {
        let runner = EffectRunner<Action>(environment: environment) { _ in }
        runner.run(following.scoped(to: 2).scoped(to: 1))
        runner.run(following)

        runner.run(.cancelAll)
        await settle()

        expect(runner.running).to(beEmpty())
        expect(sources.stopped).to(equal(2))
    }

    @Test("cancels a scope's effects, those of the scopes inside it too, and no other")
    func cancelsScope() {
        let runner = EffectRunner<Action>(environment: environment) { _ in }
        runner.run(following.scoped(to: 2).scoped(to: 1))
        runner.run(following.scoped(to: 3))
        runner.run(following)

        runner.run(.cancel(scope: 1))

        expect(runner.running.map(\.scope)).to(contain([[AnyHashable(3)], []]))
        expect(runner.running.count).to(equal(2))
        runner.run(.cancelAll)
    }

    @Test("cancels its effects when it is let go: none goes on with no store to answer")
    func cancelsWhenReleased() async {
        var store: Store<Int, Action>? = makeStore()
        store?.send(.start(.follow))

        store = nil
        await settle()

        expect(sources.stopped).to(equal(1))
    }
}
