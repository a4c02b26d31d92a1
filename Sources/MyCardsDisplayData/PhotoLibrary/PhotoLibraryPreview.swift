import MyCardsKit

/// What the preview pane of the photo library shows for the selected file.
public enum PhotoLibraryPreview: Equatable, Sendable {
    /// Nothing (yet).
    case none
    case image(RGBAImage)
    /// Why the file cannot be shown, as a short sentence.
    case unavailable(String)
}
