import Nimble
import Testing

@testable import MyCardsKit

@Suite("StoreChanges")
@MainActor
struct StoreChangesSpec {
    private final class Counter {
        var count = 0
    }

    @Suite("when notified")
    @MainActor
    struct Notified {
        @Test("calls every observer once")
        func callsEveryObserver() {
            let changes = StoreChanges()
            let first = Counter()
            let second = Counter()
            let observations = [changes.observe { first.count += 1 }, changes.observe { second.count += 1 }]

            changes.notify()

            expect([first.count, second.count]).to(equal([1, 1]))
            for observation in observations { observation.cancel() }
        }

        @Test("lets an observer cancel its own observation while being called")
        func allowsCancelInHandler() {
            let changes = StoreChanges()
            let counter = Counter()
            let holder = ObservationHolder()
            holder.observation = changes.observe {
                counter.count += 1
                holder.observation?.cancel()
            }

            changes.notify()
            changes.notify()

            expect(counter.count).to(equal(1))
        }
    }

    @Suite("when an observation ends")
    @MainActor
    struct Ended {
        @Test("forgets an observer whose token is cancelled")
        func forgetsCancelled() {
            let changes = StoreChanges()
            let observation = changes.observe {}

            observation.cancel()

            expect(changes.observerCount).to(equal(0))
        }

        @Test("forgets an observer whose token is released")
        func forgetsReleased() {
            let changes = StoreChanges()
            var observation: StoreObservation? = changes.observe {}
            expect(observation).toNot(beNil())

            observation = nil

            expect(changes.observerCount).to(equal(0))
        }

        @Test("accepts a second cancel, then release, without effect on others")
        func cancelIsIdempotent() {
            let changes = StoreChanges()
            let kept = changes.observe {}
            var cancelled: StoreObservation? = changes.observe {}

            cancelled?.cancel()
            cancelled?.cancel()
            cancelled = nil

            expect(changes.observerCount).to(equal(1))
            kept.cancel()
        }
    }

    @MainActor
    private final class ObservationHolder {
        var observation: StoreObservation?
    }
}
