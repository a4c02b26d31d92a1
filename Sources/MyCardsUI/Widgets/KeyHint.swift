/// One entry of the key bar and the help overlay: `keys` to press and what they do.
public struct KeyHint: Hashable, Sendable {
    public let keys: String
    public let label: String

    public init(keys: String, label: String) {
        self.keys = keys
        self.label = label
    }

    /// The hint every screen carries.
    public static let help = KeyHint(keys: "?", label: "help")
    /// The key bar's help hint while a text field takes `?` as text.
    public static let helpInTextField = KeyHint(keys: "F1", label: "help")
    /// How the help overlay lists its own keys (F1 also where `?` is text).
    public static let helpKeys = KeyHint(keys: "? F1", label: "help")
    /// Works on every screen, so the help overlay lists it everywhere; the key bar has no room for it.
    public static let quit = KeyHint(keys: "Ctrl-C", label: "quit from anywhere")

    /// "keys label" in columns.
    public var width: Int { DisplayWidth.of(keys) + 1 + DisplayWidth.of(label) }
}
