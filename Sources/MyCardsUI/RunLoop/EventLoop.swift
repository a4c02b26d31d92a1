import Foundation
import MyCardsKit

/// The app's one run loop: reads the terminal's input, hands each event to `onEvent`, and redraws at most
/// once per turn of the main queue after anything marked the screen dirty. Nothing draws behind its back.
///
/// `run()` parks the main thread in `dispatchMain()`, so work sent to the main queue (`AsyncQueue.main`,
/// timers) keeps running. Tests never call it: they drive `handle(_:)`, `drainEvents()` and `drawIfNeeded()`
/// with an `ImmediateDispatcher`.
@MainActor
public final class EventLoop {
    public let terminal: any Terminal
    /// Receives every input event; a redraw follows each one.
    public var onEvent: (InputEvent) -> Void = { _ in }
    /// Draws one frame into a buffer of the terminal's size and returns the cursor position (nil hides it).
    /// It must only draw: marking the screen dirty from here does not schedule another frame.
    public var render: (inout ScreenBuffer) -> Point? = { _ in nil }
    /// Called on SIGINT, SIGTERM and SIGHUP with the exit code they stand for (130, 143, 129), instead of
    /// stopping at once. The handler should end with `stop(exitCode:)`.
    public var onTerminationSignal: ((Int32) -> Void)?
    public private(set) var needsDisplay = false
    public private(set) var isStopped = false

    private let dispatcher: any Dispatching
    private let exitProcess: (Int32) -> Void
    private let suspendProcess: () -> Void
    private var drawScheduled = false
    private var isDrawing = false
    private var sources: EventLoopSources?
    /// False under a shell without job control (see `run()`): Ctrl-Z then does nothing.
    private var canSuspend = true

    /// `exitProcess` ends the process after `stop`; `suspendProcess` stops it as Ctrl-Z does in a cooked
    /// terminal. Tests pass recorders for both.
    public init(
        terminal: any Terminal, dispatcher: any Dispatching = AsyncQueue.main,
        exitProcess: @escaping (Int32) -> Void = { exit($0) },
        suspendProcess: (() -> Void)? = nil
    ) {
        self.terminal = terminal
        self.dispatcher = dispatcher
        self.exitProcess = exitProcess
        self.suspendProcess = suspendProcess ?? ProcessSuspension.stop
    }

    /// Marks the screen dirty; one redraw is scheduled however often this is called before it runs.
    public func setNeedsDisplay() {
        needsDisplay = true
        guard !drawScheduled, !isDrawing, !isStopped else { return }
        drawScheduled = true
        dispatcher.dispatchOnMain { [weak self] in
            self?.drawScheduled = false
            self?.drawIfNeeded()
        }
    }

    /// Renders and presents a frame if the screen is dirty.
    public func drawIfNeeded() {
        guard needsDisplay, !isDrawing, !isStopped else { return }
        needsDisplay = false
        isDrawing = true
        var buffer = ScreenBuffer(size: terminal.size)
        let cursor = render(&buffer)
        isDrawing = false
        terminal.present(buffer, cursor: cursor)
    }

    /// Passes one event to `onEvent` and schedules a redraw.
    public func handle(_ event: InputEvent) {
        guard !isStopped else { return }
        onEvent(event)
        setNeedsDisplay()
    }

    /// Handles every event the terminal has pending; returns how many there were.
    @discardableResult
    public func drainEvents() -> Int {
        var count = 0
        while !isStopped, let event = terminal.nextEvent() {
            count += 1
            handle(event)
        }
        return count
    }

    /// What SIGINT, SIGTERM and SIGHUP do: the app's handler if it set one, otherwise stop with 128 + signal.
    public func handleTerminationSignal(_ signal: Int32) {
        let exitCode = 128 + signal
        if let onTerminationSignal {
            onTerminationSignal(exitCode)
        } else {
            stop(exitCode: exitCode)
        }
    }

    /// Ctrl-Z (raw mode delivers it as a key) or SIGTSTP: hands the terminal back, stops the process, and on
    /// `fg` takes the terminal over again and draws it whole, at the size it has by then.
    public func suspend() {
        guard !isStopped, canSuspend else { return }
        terminal.suspend()
        suspendProcess()
        terminal.resume()
        if drainEvents() == 0 { setNeedsDisplay() }
    }

    /// Restores the terminal, prints `message` (if any) to stderr where the user can read it, and exits.
    public func stop(exitCode: Int32, message: String? = nil) {
        guard !isStopped else { return }
        isStopped = true
        sources?.cancel()
        sources = nil
        terminal.restore()
        if let message {
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
        exitProcess(exitCode)
    }

    /// Draws the first frame and serves input, signals and the main queue until `stop`.
    public func run() -> Never {
        canSuspend = !ProcessSuspension.isIgnored()
        var onSuspend: (@MainActor () -> Void)?
        if canSuspend { onSuspend = { [weak self] in self?.suspend() } }
        sources = EventLoopSources(
            onInput: { [weak self] bytesAvailable in self?.inputArrived(bytesAvailable: bytesAvailable) },
            onResize: { [weak self] in self?.drainEvents() },
            onSuspend: onSuspend,
            onTermination: { [weak self] signal in self?.handleTerminationSignal(signal) })
        setNeedsDisplay()
        dispatchMain()
    }

    /// A readable stdin that yields nothing and has no bytes is at end of file: the terminal went away.
    func inputArrived(bytesAvailable: UInt) {
        if drainEvents() == 0 && bytesAvailable == 0 {
            handleTerminationSignal(SIGHUP)
        }
    }
}
