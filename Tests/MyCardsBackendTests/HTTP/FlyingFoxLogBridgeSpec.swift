import Nimble
import Testing

@testable import MyCardsBackend

@Suite("FlyingFoxLogBridge")
struct FlyingFoxLogBridgeSpec {
    @Suite("when FlyingFox logs")
    struct Logging {
        @Test("forwards each line one level quieter, critical ones as debugging detail")
        func forwardsQuieter() {
            let (logger, lines) = RecordingLogHandler.logger()
            let bridge = FlyingFoxLogBridge(logger: logger)

            bridge.logDebug("d")
            bridge.logInfo("i")
            bridge.logWarning("w")
            bridge.logError("e")
            bridge.logCritical("c")

            expect(lines.all.map(\.message)).to(equal(["d", "i", "w", "e", "c"]))
            expect(lines.all.map(\.level)).to(equal([.trace, .debug, .notice, .warning, .debug]))
        }
    }
}
