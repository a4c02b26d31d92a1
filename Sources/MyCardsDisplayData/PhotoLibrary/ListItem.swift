/// One row of a `ListView`. A row with a `disabledReason` is shown greyed with the reason after its text.
public struct ListItem: Hashable, Sendable {
    public let text: String
    public let disabledReason: String?

    public init(_ text: String, disabledReason: String? = nil) {
        self.text = text
        self.disabledReason = disabledReason
    }

    public var isEnabled: Bool { disabledReason == nil }

    public var displayText: String {
        disabledReason.map { "\(text) — \($0)" } ?? text
    }
}
