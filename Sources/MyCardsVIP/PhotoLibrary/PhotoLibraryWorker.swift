import MyCardsKit

/// What the picker's interactor asks of its worker.
@MainActor
package protocol PhotoLibraryWorking: AnyObject {
    var folder: String { get }
    func list() async throws(PhotoLibraryError) -> [PhotoLibraryItem]
    func picture(of item: PhotoLibraryItem) async throws(ImageError) -> RGBAImage
}

/// The photo folder as the picker uses it: the listing and each file's picture.
@MainActor
class PhotoLibraryWorker: PhotoLibraryWorking {
    private let library: any PhotoLibraryBrowsing

    init(library: any PhotoLibraryBrowsing) {
        self.library = library
    }

    var folder: String { library.folder.path }

    func list() async throws(PhotoLibraryError) -> [PhotoLibraryItem] {
        try await library.items()
    }

    func picture(of item: PhotoLibraryItem) async throws(ImageError) -> RGBAImage {
        try await library.image(of: item)
    }
}
