import Logging

extension Logger {
    /// A logger that drops everything, so test output shows only test results.
    static let silent = Logger(label: "mycards.tests", factory: { _ in SwiftLogNoOpLogHandler() })
}
