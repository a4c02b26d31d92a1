import MyCardsKit

/// What the picker's interactor asks of its worker.
@MainActor
package protocol PhotoLibraryWorking: AnyObject {
    var folder: String { get }
    func list(completion: @escaping @MainActor @Sendable (Result<[PhotoLibraryItem], PhotoLibraryError>) -> Void)
    func picture(
        of item: PhotoLibraryItem, completion: @escaping @MainActor @Sendable (Result<RGBAImage, ImageError>) -> Void)
}

/// The photo folder as the picker uses it: the listing and each file's picture.
@MainActor
class PhotoLibraryWorker: PhotoLibraryWorking {
    private let library: any PhotoLibraryBrowsing

    init(library: any PhotoLibraryBrowsing) {
        self.library = library
    }

    var folder: String { library.folder.path }

    func list(completion: @escaping @MainActor @Sendable (Result<[PhotoLibraryItem], PhotoLibraryError>) -> Void) {
        library.items(completion: completion)
    }

    func picture(
        of item: PhotoLibraryItem, completion: @escaping @MainActor @Sendable (Result<RGBAImage, ImageError>) -> Void
    ) {
        library.image(of: item, completion: completion)
    }
}
