import Dispatch
import MyCardsKit
import Nimble
import Synchronization
import Testing

@Suite("Dispatching")
struct DispatchingSpec {
    @Suite("ImmediateDispatcher")
    struct Immediate {
        @Test("runs the work before returning")
        func runsAtOnce() {
            let ran = Mutex(false)

            ImmediateDispatcher().dispatch { ran.withLock { $0 = true } }

            expect(ran.withLock { $0 }).to(beTrue())
        }

        @MainActor
        @Test("runs main-actor work on the caller's main actor")
        func runsMainWork() {
            var ran = false

            ImmediateDispatcher().dispatchOnMain { ran = true }

            expect(ran).to(beTrue())
        }
    }

    @Suite("AsyncQueue")
    struct Async {
        @Test("runs the work later on its queue")
        func runsOnQueue() {
            let queue = DispatchQueue.labelled("async")
            let label = Mutex<String?>(nil)

            AsyncQueue(queue: queue).dispatch { label.withLock { $0 = DispatchQueue.currentLabel } }
            queue.sync {}

            expect(label.withLock { $0 }).to(equal("async"))
        }
    }

    @MainActor
    @Suite("ClockScheduler")
    struct Scheduler {
        @Test("fires a repeating timer on the main actor until it is cancelled")
        func firesRepeatedly() async {
            let scheduler = ClockScheduler()
            var timer: (any ScheduledTimer)?

            let ticks = await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
                var count = 0
                timer = scheduler.schedule(every: .milliseconds(1)) {
                    count += 1
                    if count == 3 {
                        timer?.cancel()
                        continuation.resume(returning: count)
                    }
                }
            }

            expect(ticks).to(equal(3))
        }
    }
}

extension DispatchQueue {
    private static let labelKey = DispatchSpecificKey<String>()

    /// A serial queue that knows its own label, so a test can tell where its work ran.
    fileprivate static func labelled(_ label: String) -> DispatchQueue {
        let queue = DispatchQueue(label: label)
        queue.setSpecific(key: labelKey, value: label)
        return queue
    }

    fileprivate static var currentLabel: String? { getSpecific(key: labelKey) }
}
