/// Tells the server when to stop.
protocol TerminationSignalling: Sendable {
    /// The next signal received, or nil once the waiting task is cancelled.
    func nextSignal() async -> Int32?
}
