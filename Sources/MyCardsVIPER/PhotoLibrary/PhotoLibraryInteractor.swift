import MyCardsKit

/// Lists the photo folder and decodes pictures, keeping the last one so it is never decoded twice. The interactor owns
/// the listing and the decoding; `close()`, as the module closes, cancels them.
@MainActor
final class PhotoLibraryInteractor: PhotoLibraryInteractorInput {
    weak var output: (any PhotoLibraryInteractorOutput)?
    private(set) var items: [PhotoLibraryItem] = []
    private var kept: (index: Int, image: RGBAImage)?
    private let library: any PhotoLibraryBrowsing
    private var listing: Task<Void, Never>?
    /// The decodings under way, by the number of the request, each removed as it answers.
    private var decoding: [Int: Task<Void, Never>] = [:]
    private var requests = 0

    init(library: any PhotoLibraryBrowsing) {
        self.library = library
    }

    var folder: String { library.folder.path }

    func listFolder() {
        listing = Task { [weak self, library] in
            let listed: Result<[PhotoLibraryItem], PhotoLibraryError>
            do throws(PhotoLibraryError) { listed = .success(try await library.items()) } catch {
                listed = .failure(error)
            }
            guard let self, !Task.isCancelled else { return }
            switch listed {
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
        let item = items[index]
        requests += 1
        let request = requests
        decoding[request] = Task { [weak self, library] in
            let decoded: Result<RGBAImage, ImageError>
            do throws(ImageError) { decoded = .success(try await library.image(of: item)) } catch {
                decoded = .failure(error)
            }
            guard let self, !Task.isCancelled else { return }
            decoding[request] = nil
            switch decoded {
            case .success(let image):
                kept = (index, image)
                output?.didLoad(image, at: index)
            case .failure(let error):
                items[index] = PhotoLibraryItem(url: items[index].url, problem: error)
                output?.didFindUnreadable(at: index, error)
            }
        }
    }

    func close() {
        listing?.cancel()
        for task in decoding.values { task.cancel() }
        (listing, decoding) = (nil, [:])
    }
}
