/// Where a card photo can come from: the photo source menu's items, each with the key that picks it, the same on
/// every variant. Which sources a screen offers, under which title, is its presentation role's choice.
public enum PhotoSource: CaseIterable, Equatable, Sendable {
    case camera, library

    /// The source the menu's key `key` picks, or nil for a key that picks none.
    public init?(key: Character) {
        guard let source = Self.allCases.first(where: { $0.key == key }) else { return nil }
        self = source
    }

    public var key: Character {
        switch self {
        case .camera: "c"
        case .library: "l"
        }
    }

    public var label: String {
        switch self {
        case .camera: Messages.photoSourceCamera
        case .library: Messages.photoSourceLibrary
        }
    }
}
