/// Waiting on another process: probe every `interval` until the probe answers or the deadline passes.
enum Poll {
    static let defaultTimeout: Duration = .seconds(20)
    static let interval: Duration = .milliseconds(50)

    /// The probe's first non-nil answer, or nil once `timeout` has passed.
    static func until<T>(timeout: Duration = defaultTimeout, _ probe: () async throws -> T?) async throws -> T? {
        let deadline = ContinuousClock.now + timeout
        while true {
            if let value = try await probe() { return value }
            if ContinuousClock.now >= deadline { return nil }
            try await Task.sleep(for: interval)
        }
    }
}
