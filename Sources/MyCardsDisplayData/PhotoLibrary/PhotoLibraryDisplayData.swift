/// What the photo library shows: the folder, its image files in the owner's order (undecodable ones with a
/// `disabledReason`) and the preview of the selected one. The selection is the view's own.
public struct PhotoLibraryDisplayData: Equatable, Sendable {
    public var folder: String
    public var items: [ListItem]
    public var preview: PhotoLibraryPreview

    public init(folder: String = "", items: [ListItem] = [], preview: PhotoLibraryPreview = .none) {
        self.folder = folder
        self.items = items
        self.preview = preview
    }
}
