import MyCardsDisplayData
import MyCardsKit

/// The image picker's use cases.
enum PickPhoto {
    /// The folder listed, a selection moved, a preview decoded or a file found unreadable: the whole state.
    enum BrowsePhotos {
        enum Preview: Equatable {
            case none
            case image(RGBAImage)
            case unavailable(ImageError)
        }
        struct Response {
            let folder: String
            let items: [PhotoLibraryItem]
            let preview: Preview
            /// The listing failed, or a picked file turned out unreadable.
            let problem: Problem?
        }
        enum Problem: Equatable {
            case folderUnreadable(PhotoLibraryError)
            case unreadable(name: String, ImageError)
        }
        struct ViewModel {
            let library: PhotoLibraryDisplayData
            let status: StatusMessage?
        }
    }

    enum SelectPhoto {
        struct Request {
            let index: Int
        }
    }

    /// Enter on a file: its picture goes to Crop.
    enum ChoosePhoto {
        struct Request {
            let index: Int
        }
        struct Response {
            let size: PixelSize
        }
        struct ViewModel {}
    }

    /// The scene appears or is covered.
    enum Visibility {
        struct Request {
            let isOnScreen: Bool
        }
    }
}
