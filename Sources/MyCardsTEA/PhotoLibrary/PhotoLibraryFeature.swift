import MyCardsDisplayData
import MyCardsKit

/// The photo library's state: the folder's files once listed, the selected one and its preview, and a pick being
/// decoded.
struct PhotoLibraryState: Equatable, Sendable {
    /// The folder, for the header and the "no images" line.
    let folder: String
    /// nil until the folder's listing has come back.
    var items: [PhotoLibraryItem]?
    /// Why the folder could not be listed.
    var problem: String?
    /// The selected row, as the view reports it.
    var selection = 0
    var preview = PhotoLibraryPreview.none
    /// The last decoded preview, so picking the file on show does not decode it again.
    var previewed: Previewed?
    /// The file being decoded for a pick; more picks wait for it.
    var pickInFlight: Int?
    var hasAppeared = false
    var isOnScreen = false
    var status = StatusLine()

    struct Previewed: Equatable, Sendable {
        let index: Int
        let image: RGBAImage
    }

    init(folder: String) {
        self.folder = folder
    }
}

enum PhotoLibraryAction: Equatable, Sendable {
    // The view and the screen's lifecycle.
    case appeared
    case disappeared
    case selectionChanged(Int)
    case pickTapped(Int)
    case closeTapped
    // The effects' answers.
    case listed(Result<[PhotoLibraryItem], PhotoLibraryError>)
    case previewDecoded(Int, Result<RGBAImage, ImageError>)
    case pickDecoded(Int, Result<RGBAImage, ImageError>)
    /// What the parent (the app) is asked to do.
    case delegate(Delegate)

    enum Delegate: Equatable, Sendable {
        /// Crop this picture.
        case picked(RGBAImage)
        case close
    }
}
