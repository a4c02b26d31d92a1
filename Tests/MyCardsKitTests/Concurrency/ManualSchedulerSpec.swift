import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@Suite("ManualScheduler")
@MainActor
struct ManualSchedulerSpec {
    @Suite("when time is advanced")
    @MainActor
    struct Advancing {
        @Test("fires a timer once per interval passed")
        func firesPerInterval() {
            let scheduler = ManualScheduler()
            var ticks = 0
            _ = scheduler.schedule(every: .milliseconds(100)) { ticks += 1 }

            scheduler.advance(by: .milliseconds(350))

            expect(ticks).to(equal(3))
            expect(scheduler.now).to(equal(.milliseconds(350)))
        }

        @Test("does not fire before the first interval is over")
        func notEarly() {
            let scheduler = ManualScheduler()
            var ticks = 0
            _ = scheduler.schedule(every: .seconds(1)) { ticks += 1 }

            scheduler.advance(by: .milliseconds(999))

            expect(ticks).to(equal(0))
        }

        @Test("fires timers in time order")
        func timeOrder() {
            let scheduler = ManualScheduler()
            var fired: [String] = []
            _ = scheduler.schedule(every: .milliseconds(300)) { fired.append("slow") }
            _ = scheduler.schedule(every: .milliseconds(200)) { fired.append("fast") }

            scheduler.advance(by: .milliseconds(600))

            expect(fired).to(equal(["fast", "slow", "fast", "slow", "fast"]))
        }

        @Test("counts a tick's own time when it advances in steps")
        func steps() {
            let scheduler = ManualScheduler()
            var ticks = 0
            _ = scheduler.schedule(every: .milliseconds(100)) { ticks += 1 }

            scheduler.advance(by: .milliseconds(50))
            scheduler.advance(by: .milliseconds(50))

            expect(ticks).to(equal(1))
        }

        @Test("treats intervals below a millisecond as one")
        func minimumInterval() {
            let scheduler = ManualScheduler()
            var ticks = 0
            _ = scheduler.schedule(every: .zero) { ticks += 1 }

            scheduler.advance(by: .milliseconds(3))

            expect(ticks).to(equal(3))
        }
    }

    @Suite("when a timer is cancelled")
    @MainActor
    struct Cancelling {
        @Test("never fires it again")
        func stops() {
            let scheduler = ManualScheduler()
            var ticks = 0
            let timer = scheduler.schedule(every: .milliseconds(100)) { ticks += 1 }
            scheduler.advance(by: .milliseconds(100))

            timer.cancel()
            scheduler.advance(by: .seconds(1))

            expect(ticks).to(equal(1))
            expect(scheduler.activeTimerCount).to(equal(0))
        }

        @Test("stops it even from inside its own tick")
        func cancelInsideTick() {
            let scheduler = ManualScheduler()
            var ticks = 0
            var timer: (any ScheduledTimer)?
            timer = scheduler.schedule(every: .milliseconds(10)) {
                ticks += 1
                timer?.cancel()
            }

            scheduler.advance(by: .milliseconds(100))

            expect(ticks).to(equal(1))
        }
    }

    @Suite("when timers are scheduled")
    @MainActor
    struct Counting {
        @Test("counts the active ones")
        func counts() {
            let scheduler = ManualScheduler()

            _ = scheduler.schedule(every: .seconds(1)) {}
            _ = scheduler.schedule(every: .seconds(2)) {}

            expect(scheduler.activeTimerCount).to(equal(2))
        }
    }
}
