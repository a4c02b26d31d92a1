import Foundation
import MyCardsKit

/// The dispatch sources that feed the run loop: stdin becoming readable, a window resize, and the signals
/// that ask the app to quit or to stop. All fire on the main queue.
@MainActor
final class EventLoopSources {
    private let sources: [any DispatchSourceProtocol]

    init(
        onInput: @escaping @MainActor (_ bytesAvailable: UInt) -> Void,
        onResize: @escaping @MainActor () -> Void,
        onSuspend: (@MainActor () -> Void)?,
        onTermination: @escaping @MainActor (_ signal: Int32) -> Void
    ) {
        let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        input.setEventHandler { MainQueue.run { onInput(input.data) } }
        var sources: [any DispatchSourceProtocol] = [input]
        sources.append(Self.signalSource(SIGWINCH) { _ in onResize() })
        if let onSuspend {
            sources.append(Self.signalSource(SIGTSTP) { _ in onSuspend() })
        }
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            sources.append(Self.signalSource(signal, onTermination))
        }
        self.sources = sources
        for source in sources { source.resume() }
    }

    func cancel() {
        for source in sources { source.cancel() }
    }

    /// The default action must be ignored so the signal only reaches the dispatch source; curses installed
    /// its own handlers in `newterm`, and those would end the process without our exit codes.
    private static func signalSource(
        _ signal: Int32, _ handler: @escaping @MainActor (Int32) -> Void
    ) -> any DispatchSourceSignal {
        if signal != SIGWINCH { Foundation.signal(signal, SIG_IGN) }
        let source = DispatchSource.makeSignalSource(signal: signal, queue: .main)
        source.setEventHandler { MainQueue.run { handler(signal) } }
        return source
    }
}
