import Foundation

/// Puts the terminal back when the app cannot: on a crash (a Swift trap is SIGILL or SIGTRAP, a bad pointer
/// SIGSEGV, `abort` SIGABRT) and on an `exit` that skipped `Terminal.restore()`. Signal handlers may only do
/// async-signal-safe work, so `endwin` is out (it allocates and takes locks): the guard keeps a copy of the
/// terminal modes and the escape sequence that undoes the screen setup, and the handler only calls
/// `write` and `tcsetattr`, both safe there.
enum TerminalGuard {
    /// Bytes kept for the reset sequence; curses' own strings for it are far shorter.
    static let resetCapacity = 512
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    /// From now on a crash or exit restores `modes` on `fd` and writes `resetSequence` to it.
    static func arm(fd: Int32, modes: termios?, resetSequence: [UInt8]) {
        let state = storage
        let count = min(resetSequence.count, resetCapacity)
        for index in 0..<count { state.pointee.reset[index] = resetSequence[index] }
        state.pointee.resetCount = count
        state.pointee.fd = fd
        state.pointee.hasModes = modes != nil
        if let modes { state.pointee.modes = modes }
        installOnce()
        state.pointee.armed = true
    }

    /// The terminal was restored the normal way: nothing left to do on exit or crash.
    static func disarm() {
        storage.pointee.armed = false
    }

    static var isArmed: Bool { storage.pointee.armed }

    /// The sequence that leaves curses' screen: attributes off, cursor shown, keypad mode off, mouse
    /// reporting and bracketed paste off, alternate screen left. Absent capabilities are skipped.
    static func resetSequence(capabilities: [String?], mouseReporting: Bool, bracketedPaste: Bool = false) -> [UInt8] {
        var sequence = capabilities.compactMap { $0 }.joined()
        if mouseReporting { sequence += "\u{1B}[?1006;1000l" }
        if bracketedPaste { sequence += "\u{1B}[?2004l" }
        return Array(sequence.utf8)
    }

    /// Async-signal-safe: only `write` and `tcsetattr`, on storage allocated before any signal.
    static func emergencyRestore() {
        let state = storage
        guard state.pointee.armed else { return }
        state.pointee.armed = false
        _ = write(state.pointee.fd, state.pointee.reset, state.pointee.resetCount)
        if state.pointee.hasModes {
            _ = tcsetattr(state.pointee.fd, TCSANOW, &state.pointee.modes)
        }
    }

    private static func installOnce() {
        let state = storage
        guard !state.pointee.installed else { return }
        state.pointee.installed = true
        atexit { TerminalGuard.emergencyRestore() }
        for signal in crashSignals {
            var action = sigaction()
            // glibc and Darwin name sigaction's handler union differently.
            #if canImport(Glibc)
                action.__sigaction_handler.sa_sigaction = crashHandler
            #else
                action.__sigaction_u.__sa_sigaction = crashHandler
            #endif
            action.sa_flags = SA_SIGINFO
            sigemptyset(&action.sa_mask)
            _ = sigaction(signal, &action, state.pointee.previousActions + Int(signal))
        }
    }
}

/// Storage the crash handler reads: allocated once, reached through a constant pointer, so the handler
/// neither allocates nor trips Swift's exclusivity checks.
private struct GuardStorage {
    var armed = false
    var installed = false
    var fd: Int32 = STDOUT_FILENO
    var hasModes = false
    var modes = termios()
    var reset = UnsafeMutablePointer<UInt8>.allocate(capacity: TerminalGuard.resetCapacity)
    var resetCount = 0
    var previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
}

// nonisolated(unsafe), and safe as used: a signal handler can reach no actor, so the storage must be a global, and a
// pointer is not Sendable. The pointer itself never changes; what it points to is written by `arm` and `disarm` from
// the main actor (NcursesTerminal's setup and teardown) and by the handlers, which run on the thread that crashed or
// exits and only read plain fields and clear `armed`. The one overlap, a crash on another thread while `arm` writes,
// could restore stale modes: the same as having no guard.
nonisolated(unsafe) private let storage: UnsafeMutablePointer<GuardStorage> = {
    let pointer = UnsafeMutablePointer<GuardStorage>.allocate(capacity: 1)
    pointer.initialize(to: GuardStorage())
    return pointer
}()

/// Restores the terminal, then hands the signal to whoever handled it before (Swift's backtracer prints
/// its report on a clean screen, or the default action ends the process). A fault returns to the faulting
/// instruction and fires again; a signal that was sent (`abort`, `kill`) must be raised again.
private func crashHandler(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _: UnsafeMutableRawPointer?) {
    TerminalGuard.emergencyRestore()
    _ = sigaction(signal, storage.pointee.previousActions + Int(signal), nil)
    if let info, info.pointee.si_code <= 0 {
        _ = raise(signal)
    }
}
