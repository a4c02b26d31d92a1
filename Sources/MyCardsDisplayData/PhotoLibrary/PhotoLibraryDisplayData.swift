/// What the photo library shows: the folder, its image files in the owner's order (undecodable ones with a
/// `disabledReason`) and the preview of the selected one. The selection is the view's own. `problem` says why
/// the folder could not be listed at all; it replaces the "no images" line, so one problem makes one message.
public struct PhotoLibraryDisplayData: Equatable, Sendable {
    public var folder: String
    /// Setting it, even to no items, says the folder's listing has come back.
    public var items: [ListItem] {
        didSet { isListed = true }
    }
    public var preview: PhotoLibraryPreview
    /// Setting it says the listing has come back, failed.
    public var problem: String? {
        didSet { isListed = true }
    }
    /// Whether the folder's listing has come back (items, none, or a problem). Until then the view says it is
    /// reading the folder: an empty list is not yet an empty folder.
    public private(set) var isListed: Bool

    /// `items` nil (the default) and no `problem`: the folder is still being listed.
    public init(
        folder: String = "", items: [ListItem]? = nil, preview: PhotoLibraryPreview = .none, problem: String? = nil
    ) {
        self.folder = folder
        self.items = items ?? []
        self.preview = preview
        self.problem = problem
        isListed = items != nil || problem != nil
    }
}
