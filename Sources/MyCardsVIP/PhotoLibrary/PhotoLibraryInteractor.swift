import MyCardsKit

@MainActor
package protocol PhotoLibraryBusinessLogic: AnyObject {
    func changeVisibility(request: PickPhoto.Visibility.Request)
    func selectPhoto(request: PickPhoto.SelectPhoto.Request)
    func choosePhoto(request: PickPhoto.ChoosePhoto.Request)
}

@MainActor
package protocol PhotoLibraryDataStore: AnyObject {
    /// The picture chosen, for Crop.
    var chosenImage: RGBAImage? { get }
}

/// Lists the folder once, previews the selected file (only if still selected when decoded), greys out files
/// that do not decode, and keeps the chosen picture for the router.
@MainActor
final class PhotoLibraryInteractor: PhotoLibraryBusinessLogic, PhotoLibraryDataStore {
    var presenter: (any PhotoLibraryPresentationLogic)?
    var worker: any PhotoLibraryWorking
    private(set) var chosenImage: RGBAImage?
    private var items: [PhotoLibraryItem] = []
    private var selected = 0
    private var preview = PickPhoto.BrowsePhotos.Preview.none
    private var decoded: (index: Int, image: RGBAImage)?
    private var choosing: Int?
    private var isOnScreen = false
    private var hasListed = false

    init(worker: any PhotoLibraryWorking) {
        self.worker = worker
    }

    func changeVisibility(request: PickPhoto.Visibility.Request) {
        isOnScreen = request.isOnScreen
        guard isOnScreen, !hasListed else { return }
        hasListed = true
        worker.list { [weak self] listing in
            guard let self else { return }
            switch listing {
            case .success(let items):
                self.items = items
                present()
                if !items.isEmpty { selectPhoto(request: .init(index: selected)) }
            case .failure(let error):
                present(problem: .folderUnreadable(error))
            }
        }
    }

    func selectPhoto(request: PickPhoto.SelectPhoto.Request) {
        guard items.indices.contains(request.index) else { return }
        selected = request.index
        if let problem = items[selected].problem {
            preview = .unavailable(problem)
        } else if let decoded, decoded.index == selected {
            preview = .image(decoded.image)
        } else {
            preview = .none
            let index = selected
            decode(index) { [weak self] image in
                guard let self, selected == index else { return }
                decoded = (index, image)
                preview = .image(image)
                present()
            }
        }
        present()
    }

    func choosePhoto(request: PickPhoto.ChoosePhoto.Request) {
        let index = request.index
        guard choosing == nil, items.indices.contains(index), items[index].isPickable else { return }
        if let decoded, decoded.index == index { return chose(decoded.image) }
        choosing = index
        decode(index) { [weak self] image in
            self?.choosing = nil
            if self?.isOnScreen == true { self?.chose(image) }
        }
    }

    private func chose(_ image: RGBAImage) {
        chosenImage = image
        presenter?.presentChosenPhoto(response: PickPhoto.ChoosePhoto.Response(size: image.size))
    }

    private func decode(_ index: Int, then use: @escaping @MainActor (RGBAImage) -> Void) {
        worker.picture(of: items[index]) { [weak self] picture in
            guard let self else { return }
            switch picture {
            case .success(let image): use(image)
            case .failure(let error): markUnreadable(index, error)
            }
        }
    }

    private func markUnreadable(_ index: Int, _ error: ImageError) {
        let item = PhotoLibraryItem(url: items[index].url, problem: error)
        items[index] = item
        if selected == index { preview = .unavailable(error) }
        let wasChosen = choosing == index
        if wasChosen { choosing = nil }
        present(problem: wasChosen ? .unreadable(name: item.name, error) : nil)
    }

    private func present(problem: PickPhoto.BrowsePhotos.Problem? = nil) {
        let response = PickPhoto.BrowsePhotos.Response(
            folder: worker.folder, items: items, preview: preview, problem: problem)
        presenter?.presentPhotos(response: response)
    }
}
