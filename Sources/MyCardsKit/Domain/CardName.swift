/// Names from outside (the backend, an old store) may carry control characters: a BEL or ESC would be
/// invisible in the name field yet move the cursor, a tab or newline would break a one-line tile. White-space
/// controls become a space; every other control character (C0, DEL, C1) is removed.
public enum CardName {
    /// The longest name a user can type or paste, in Characters: far more than any shop's name, and small enough
    /// that a runaway paste neither freezes the name field nor lands in the store.
    public static let maximumLength = 100

    public static func cleaned(_ name: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            if scalar.properties.generalCategory != .control {
                result.append(scalar)
            } else if ["\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}"].contains(scalar) {
                result.append(" ")
            }
        }
        return String(result)
    }

    /// True when `text` holds a control character (an identifier with one is refused, not repaired).
    public static func hasControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
}
