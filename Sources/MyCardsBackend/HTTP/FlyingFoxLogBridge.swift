import FlyingSocks
import Logging

/// Sends FlyingFox's own log lines to swift-log, one level quieter: its per-connection chatter is debugging
/// detail, while the request lines that matter come from ``BackendHTTPHandler``.
struct FlyingFoxLogBridge: FlyingSocks.Logging {
    let logger: Logger

    func logDebug(_ debug: @autoclosure () -> String) {
        logger.trace("\(debug())")
    }

    func logInfo(_ info: @autoclosure () -> String) {
        logger.debug("\(info())")
    }

    func logWarning(_ warning: @autoclosure () -> String) {
        logger.notice("\(warning())")
    }

    func logError(_ error: @autoclosure () -> String) {
        logger.warning("\(error())")
    }

    /// FlyingFox's critical lines report `run()` ending, which ``BackendServer`` reports itself (and which
    /// includes the cancellation of a normal shutdown), so they are only debugging detail here.
    func logCritical(_ critical: @autoclosure () -> String) {
        logger.debug("\(critical())")
    }
}
