/// Why the harness could not drive a journey on; the description carries what a reader needs to see why.
enum HarnessError: Error, CustomStringConvertible {
    case timedOut(waitingFor: String, screen: String)
    case programEnded(status: Int32, waitingFor: String, screen: String)
    case commandFailed(command: String, status: Int32, errors: String)
    case binaryMissing(name: String, searched: [String])
    case backendDidNotStart(errors: String)
    case systemCallFailed(call: String, code: Int32)
    case noAppProcess(screen: String)

    var description: String {
        switch self {
        case .timedOut(let what, let screen):
            "timed out waiting for \(what); the screen was:\n\(Self.framed(screen))"
        case .programEnded(let status, let what, let screen):
            "the program ended (status \(status)) while waiting for \(what); the screen was:\n\(Self.framed(screen))"
        case .commandFailed(let command, let status, let errors):
            "`\(command)` failed with status \(status): \(errors)"
        case .binaryMissing(let name, let searched):
            "\(name) not found; looked at \(searched.joined(separator: ", "))"
        case .backendDidNotStart(let errors):
            "mycards-backend did not print its listening line; stderr: \(errors)"
        case .systemCallFailed(let call, let code):
            "\(call) failed with errno \(code)"
        case .noAppProcess(let screen):
            "the app's process was not found in the pane; the screen was:\n\(Self.framed(screen))"
        }
    }

    /// A ruler above and below, so blank rows at the edges stay visible in the test log.
    private static func framed(_ screen: String) -> String {
        let ruler = String(repeating: "─", count: 40)
        return "\(ruler)\n\(screen)\n\(ruler)"
    }
}
