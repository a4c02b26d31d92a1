import MyCardsDisplayData

/// Where a card photo can come from, as the photo source menu offers it.
enum PhotoSource: CaseIterable, Sendable {
    case camera, library

    var label: String {
        switch self {
        case .camera: Messages.photoSourceCamera
        case .library: Messages.photoSourceLibrary
        }
    }

    /// The key that picks it in the menu: the label's first letter, lower-cased.
    var key: Character {
        Character(label.prefix(1).lowercased())
    }
}
