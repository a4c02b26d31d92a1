import ConcurrencyExtras
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsKit

/// Store changes as sequences: each observer (`ChangeCounter`, a screen's task iterating `values()`) hears every
/// change once, for as long as its task iterates.
@Suite("StoreChanges", .mainSerialExecutor)
@MainActor
struct StoreChangesSpec {
    @Suite("when notified")
    @MainActor
    struct Notified {
        @Test("tells every observer once")
        func tellsEveryObserver() async {
            let changes = StoreChanges()
            let first = ChangeCounter(changes)
            let second = ChangeCounter(changes)

            changes.notify()

            let heard = [await first.settled(), await second.settled()]

            expect(heard).to(equal([1, 1]))
        }

        @Test("counts changes that come while the observer is busy as one")
        func coalescesBusyChanges() async {
            let changes = StoreChanges()
            let observer = ChangeCounter(changes)

            changes.notify()
            changes.notify()

            let heard = await observer.settled()
            expect(heard).to(equal(1))
        }
    }

    @Suite("when an observation ends")
    @MainActor
    struct Ended {
        @Test("forgets an observer whose task is cancelled")
        func forgetsCancelled() async {
            let changes = StoreChanges()
            let observer = ChangeCounter(changes)
            _ = await observer.settled()

            observer.cancel()

            expect(changes.observerCount).to(equal(0))
        }

        @Test("forgets an observer that is released")
        func forgetsReleased() async {
            let changes = StoreChanges()
            var observer: ChangeCounter? = ChangeCounter(changes)
            _ = await observer?.settled()

            observer = nil
            await Task.megaYield()

            expect(changes.observerCount).to(equal(0))
        }

        @Test("accepts a second cancel without effect on others")
        func cancelIsIdempotent() async {
            let changes = StoreChanges()
            let kept = ChangeCounter(changes)
            let cancelled = ChangeCounter(changes)
            _ = await kept.settled()

            cancelled.cancel()
            cancelled.cancel()

            expect(changes.observerCount).to(equal(1))
            kept.cancel()
        }

        @Test("tells a cancelled observer nothing more")
        func silentAfterCancel() async {
            let changes = StoreChanges()
            let observer = ChangeCounter(changes)
            _ = await observer.settled()

            observer.cancel()
            changes.notify()

            let heard = await observer.settled()
            expect(heard).to(equal(0))
        }
    }
}
