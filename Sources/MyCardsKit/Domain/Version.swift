/// The version every executable prints for `--version`.
public enum MyCardsVersion {
    public static let current = "0.1.0"
}
