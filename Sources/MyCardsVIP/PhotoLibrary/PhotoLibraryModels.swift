import MyCardsDisplayData
import MyCardsKit

/// The image picker's use cases.
package enum PickPhoto {
    /// The folder listed, a selection moved, a preview decoded or a file found unreadable: the whole state.
    package enum BrowsePhotos {
        enum Preview: Equatable {
            case none
            case image(RGBAImage)
            case unavailable(ImageError)
        }
        package struct Response {
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
        package struct ViewModel {
            let library: PhotoLibraryDisplayData
            let status: StatusMessage?
        }
    }

    package enum SelectPhoto {
        package struct Request {
            let index: Int
        }
    }

    /// Enter on a file: its picture goes to Crop.
    package enum ChoosePhoto {
        package struct Request {
            let index: Int
        }
        package struct Response {
            let size: PixelSize
        }
        package struct ViewModel {}
    }

    /// The scene appears or is covered.
    package enum Visibility {
        package struct Request {
            let isOnScreen: Bool
        }
    }
}
