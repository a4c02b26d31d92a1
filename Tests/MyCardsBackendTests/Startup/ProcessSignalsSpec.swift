import Foundation
import Nimble
import Testing

@testable import MyCardsBackend

@Suite("ProcessSignals")
struct ProcessSignalsSpec {
    @Suite("when a watched signal arrives")
    struct SignalArrives {
        @Test("delivers its number instead of the default action")
        func deliversIt() async {
            // SIGUSR2 is unused by the test runner; its default action would end the process.
            let signals = ProcessSignals([SIGUSR2])

            kill(getpid(), SIGUSR2)
            let received = await signals.nextSignal()

            expect(received).to(equal(SIGUSR2))
        }
    }
}
