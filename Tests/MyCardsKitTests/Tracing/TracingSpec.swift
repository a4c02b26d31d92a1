import Foundation
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@MainActor
@Suite("Tracing")
struct TracingSpec {
    @Test("is off for a run without --trace")
    func noTracingIsOff() {
        expect(NoTracing().isEnabled).to(beFalse())
    }

    @Test("is on for any other tracer")
    func tracersAreOn() throws {
        let file = try TemporaryFolder.make().appendingPathComponent("trace.log")

        expect(TracerSpy().isEnabled).to(beTrue())
        expect(try FileTracer(url: file).isEnabled).to(beTrue())
    }
}
