import MyCardsKit

/// Each request may wait for the library (a listing, a picture decoded), so each is `async`: the view controller's task
/// awaits it, and the answer goes to the presenter.
@MainActor
package protocol PhotoLibraryBusinessLogic: AnyObject {
    func changeVisibility(request: PickPhoto.Visibility.Request) async
    func selectPhoto(request: PickPhoto.SelectPhoto.Request) async
    func choosePhoto(request: PickPhoto.ChoosePhoto.Request) async
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

    func changeVisibility(request: PickPhoto.Visibility.Request) async {
        isOnScreen = request.isOnScreen
        guard isOnScreen, !hasListed else { return }
        hasListed = true
        do {
            items = try await worker.list()
        } catch {
            return present(problem: .folderUnreadable(error))
        }
        present()
        if !items.isEmpty { await selectPhoto(request: .init(index: selected)) }
    }

    func selectPhoto(request: PickPhoto.SelectPhoto.Request) async {
        guard items.indices.contains(request.index) else { return }
        selected = request.index
        if let problem = items[selected].problem {
            preview = .unavailable(problem)
        } else if let decoded, decoded.index == selected {
            preview = .image(decoded.image)
        } else {
            preview = .none
            present()
            let index = selected
            guard let image = await decode(index), selected == index else { return }
            decoded = (index, image)
            preview = .image(image)
        }
        present()
    }

    func choosePhoto(request: PickPhoto.ChoosePhoto.Request) async {
        let index = request.index
        guard choosing == nil, items.indices.contains(index), items[index].isPickable else { return }
        if let decoded, decoded.index == index { return chose(decoded.image) }
        choosing = index
        let image = await decode(index)
        choosing = nil
        if let image, isOnScreen { chose(image) }
    }

    private func chose(_ image: RGBAImage) {
        chosenImage = image
        presenter?.presentChosenPhoto(response: PickPhoto.ChoosePhoto.Response(size: image.size))
    }

    /// The picture of the file at `index`; nil when it does not decode (the file is then greyed out), or when the
    /// scene went while it was read.
    private func decode(_ index: Int) async -> RGBAImage? {
        let item = items[index]
        do {
            let image = try await worker.picture(of: item)
            return Task.isCancelled ? nil : image
        } catch {
            if !Task.isCancelled { markUnreadable(index, error) }
            return nil
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
