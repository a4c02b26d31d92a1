import MyCardsDisplayData
import MyCardsKit

/// Decides which picture to preview (only the one still selected when it arrives), when a pick may go to
/// Crop (one at a time, only while the picker is on screen), and passes Crop's photo on to its own output.
@MainActor
final class PhotoLibraryPresenter: PhotoLibraryViewOutput, PhotoLibraryInteractorOutput, CropModuleOutput {
    weak var view: (any PhotoLibraryViewInput)?
    weak var moduleOutput: (any CardPhotoSourceModuleOutput)?
    var interactor: any PhotoLibraryInteractorInput
    var router: any PhotoLibraryRouterInput
    private var library: PhotoLibraryDisplayData
    private var selected = 0
    private var picking: Int?
    private var isOnScreen = false
    private var hasListed = false

    init(interactor: any PhotoLibraryInteractorInput, router: any PhotoLibraryRouterInput) {
        self.interactor = interactor
        self.router = router
        library = PhotoLibraryDisplayData(folder: interactor.folder)
    }

    // MARK: PhotoLibraryViewOutput

    func viewWillAppear() {
        isOnScreen = true
        guard !hasListed else { return }
        hasListed = true
        interactor.listFolder()
    }

    func viewDidDisappear() {
        isOnScreen = false
    }

    func didSelect(index: Int) {
        selected = index
        preview(index)
    }

    func didPick(index: Int) {
        guard picking == nil, interactor.items.indices.contains(index), interactor.items[index].isPickable else {
            return
        }
        picking = index
        interactor.loadPicture(at: index)
    }

    func didTapClose() {
        interactor.close()
        router.close()
    }

    // MARK: PhotoLibraryInteractorOutput

    func didList(_ items: [PhotoLibraryItem]) {
        showItems()
        if !items.isEmpty { preview(min(selected, items.count - 1)) }
    }

    func didFailToList(_ error: PhotoLibraryError) {
        library.problem = Messages.photoLibraryUnavailable(error)
        view?.show(library)
    }

    func didLoad(_ image: RGBAImage, at index: Int) {
        if index == selected { update(preview: .image(image)) }
        guard picking == index else { return }
        picking = nil
        guard isOnScreen else { return }
        router.openCrop(image: image, output: self)
    }

    func didFindUnreadable(at index: Int, _ error: ImageError) {
        if picking == index {
            picking = nil
            let name = interactor.items[index].name
            view?.showStatus(StatusMessage(text: Messages.photoUnreadable(name: name, error), isError: true))
        }
        showItems()
        if index == selected { update(preview: .unavailable(error.message)) }
    }

    // MARK: CropModuleOutput

    func crop(didMake photo: Photo) {
        moduleOutput?.photoSource(didProduce: photo)
    }

    private func preview(_ index: Int) {
        guard interactor.items.indices.contains(index) else { return }
        if let problem = interactor.items[index].problem { return update(preview: .unavailable(problem.message)) }
        update(preview: .none)
        interactor.loadPicture(at: index)
    }

    private func showItems() {
        library.items = interactor.items.map { ListItem($0.name, disabledReason: $0.problem?.message) }
        view?.show(library)
    }

    private func update(preview: PhotoLibraryPreview) {
        library.preview = preview
        view?.show(library)
    }
}
