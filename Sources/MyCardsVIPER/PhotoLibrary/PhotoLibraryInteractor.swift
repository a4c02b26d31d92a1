import MyCardsKit

/// Lists the photo folder and decodes pictures, keeping the last one so it is never decoded twice.
@MainActor
final class PhotoLibraryInteractor: PhotoLibraryInteractorInput {
    weak var output: (any PhotoLibraryInteractorOutput)?
    private(set) var items: [PhotoLibraryItem] = []
    private var kept: (index: Int, image: RGBAImage)?
    private let library: any PhotoLibraryBrowsing

    init(library: any PhotoLibraryBrowsing) {
        self.library = library
    }

    var folder: String { library.folder.path }

    func listFolder() {
        library.items { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let items):
                self.items = items
                output?.didList(items)
            case .failure(let error):
                output?.didFailToList(error)
            }
        }
    }

    func loadPicture(at index: Int) {
        guard items.indices.contains(index), items[index].isPickable else { return }
        if let kept, kept.index == index { return output?.didLoad(kept.image, at: index) ?? () }
        library.image(of: items[index]) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let image):
                kept = (index, image)
                output?.didLoad(image, at: index)
            case .failure(let error):
                items[index] = PhotoLibraryItem(url: items[index].url, problem: error)
                output?.didFindUnreadable(at: index, error)
            }
        }
    }
}
