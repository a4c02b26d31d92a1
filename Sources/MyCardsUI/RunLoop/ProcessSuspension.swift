import Foundation

/// Stopping the process for Ctrl-Z, as the terminal driver would in cooked mode. The app itself puts the
/// terminal back first and takes it over again afterwards, on its own thread: curses' SIGTSTP handler would
/// do that on whichever thread the signal lands on, racing the drawing one.
enum ProcessSuspension {
    /// A shell without job control starts its children with SIGTSTP ignored; nobody could resume them.
    static func isIgnored() -> Bool {
        var action = sigaction()
        sigaction(SIGTSTP, nil, &action)
        // glibc and Darwin name sigaction's handler union differently.
        #if canImport(Glibc)
            let handler = action.__sigaction_handler.sa_handler
        #else
            let handler = action.__sigaction_u.__sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Stops the whole process until SIGCONT (`fg`), then puts back whoever handled SIGTSTP before. The
    /// signal is raised on this thread with it unblocked (Dispatch's threads block it), so the stop happens
    /// before `raise` returns rather than some time later on another thread.
    static func stop() {
        var stopAction = sigaction()
        #if canImport(Glibc)
            stopAction.__sigaction_handler.sa_handler = SIG_DFL
        #else
            stopAction.__sigaction_u.__sa_handler = SIG_DFL
        #endif
        var previousAction = sigaction()
        sigaction(SIGTSTP, &stopAction, &previousAction)
        var only = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, SIGTSTP)
        var previousMask = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &only, &previousMask)
        raise(SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        sigaction(SIGTSTP, &previousAction, nil)
    }
}
