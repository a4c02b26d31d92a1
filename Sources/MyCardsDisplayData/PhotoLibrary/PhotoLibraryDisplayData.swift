/// What the photo library shows: the folder, its image files in the owner's order (undecodable ones with a
/// `disabledReason`) and the preview of the selected one. The selection is the view's own. `problem` says why
/// the folder could not be listed at all; it replaces the "no images" line, so one problem makes one message.
public struct PhotoLibraryDisplayData: Equatable, Sendable {
    public var folder: String
    public var items: [ListItem]
    public var preview: PhotoLibraryPreview
    public var problem: String?

    public init(
        folder: String = "", items: [ListItem] = [], preview: PhotoLibraryPreview = .none, problem: String? = nil
    ) {
        self.folder = folder
        self.items = items
        self.preview = preview
        self.problem = problem
    }
}
