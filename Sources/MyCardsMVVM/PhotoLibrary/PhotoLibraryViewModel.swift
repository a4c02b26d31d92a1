import MyCardsDisplayData
import MyCardsKit
import OpenCombine

/// The image picker's state and logic: lists the photo folder once, decodes the selected file for the
/// preview, greys out files that turn out unreadable, and makes the crop view model for the picked picture.
/// The photo the crop makes comes out of `picked`.
@MainActor
final class PhotoLibraryViewModel: PhotoLibraryViewModelType, PhotoLibraryViewModelInputs, PhotoLibraryViewModelOutputs
{
    var inputs: any PhotoLibraryViewModelInputs { self }
    var outputs: any PhotoLibraryViewModelOutputs { self }

    var library: AnyPublisher<PhotoLibraryDisplayData, Never> { librarySubject.eraseToAnyPublisher() }
    var status: AnyPublisher<StatusMessage, Never> { statusSubject.eraseToAnyPublisher() }
    var route: AnyPublisher<PhotoLibraryRoute, Never> { routeSubject.eraseToAnyPublisher() }
    var picked: AnyPublisher<Photo, Never> { pickedSubject.eraseToAnyPublisher() }

    private let librarySubject: CurrentValueSubject<PhotoLibraryDisplayData, Never>
    private let statusSubject = PassthroughSubject<StatusMessage, Never>()
    private let routeSubject = PassthroughSubject<PhotoLibraryRoute, Never>()
    private let pickedSubject = PassthroughSubject<Photo, Never>()

    private let services: ViewModelServices
    private var items: [PhotoLibraryItem] = []
    private var selectedIndex = 0
    private var hasAppeared = false
    private var isOnScreen = false
    /// The last decoded preview, so picking the file on show does not decode it again.
    private var previewed: (index: Int, image: RGBAImage)?
    /// The file being decoded for a pick; more picks wait for it.
    private var pickInFlight: Int?
    private var cropOutput: AnyCancellable?

    init(services: ViewModelServices) {
        self.services = services
        librarySubject = CurrentValueSubject(PhotoLibraryDisplayData(folder: services.photoLibrary.folder.path))
    }

    // MARK: Intents

    /// Lists the folder once; coming back from Crop keeps the list, the selection and the preview.
    func appear() {
        defer { isOnScreen = true }
        if hasAppeared { return }
        hasAppeared = true
        services.photoLibrary.items { [weak self] listing in self?.listed(listing) }
    }

    func disappear() {
        isOnScreen = false
    }

    func select(index: Int) {
        selectedIndex = index
        loadPreview(of: index)
    }

    /// One pick at a time; the previewed picture is used as it is, any other file is decoded first.
    func pick(index: Int) {
        let pickable = items.indices.contains(index) && items[index].isPickable
        guard pickable, pickInFlight == nil else { return }
        if let previewed, previewed.index == index { return crop(previewed.image) }
        pickInFlight = index
        decode(index) { [weak self] image in
            self?.pickInFlight = nil
            // The user may have left for the form meanwhile: no Crop over it.
            if self?.isOnScreen == true { self?.crop(image) }
        }
    }

    func close() {
        routeSubject.send(.close)
    }

    // MARK: Listing and previews

    private func listed(_ result: Result<[PhotoLibraryItem], PhotoLibraryError>) {
        switch result {
        case .success(let items):
            self.items = items
            librarySubject.value.items = listItems()
            if !items.isEmpty { loadPreview(of: min(selectedIndex, items.count - 1)) }
        case .failure(let error):
            librarySubject.value.problem = Messages.photoLibraryUnavailable(error)
        }
    }

    private func loadPreview(of index: Int) {
        guard items.indices.contains(index) else { return }
        if let problem = items[index].problem {
            librarySubject.value.preview = .unavailable(problem.message)
            return
        }
        if let previewed, previewed.index == index {
            librarySubject.value.preview = .image(previewed.image)
            return
        }
        librarySubject.value.preview = .none
        decode(index) { [weak self] image in
            // The user may have moved on while this file was decoding: only the selected file is previewed.
            guard let self, selectedIndex == index else { return }
            previewed = (index, image)
            librarySubject.value.preview = .image(image)
        }
    }

    /// Decodes the file; a failure greys it out for good and says why.
    private func decode(_ index: Int, then show: @escaping @MainActor (RGBAImage) -> Void) {
        let item = items[index]
        services.photoLibrary.image(of: item) { [weak self] result in
            guard let self else { return }
            do throws(ImageError) {
                let image = try result.get()
                show(image)
            } catch {
                unreadable(index, error)
            }
        }
    }

    private func unreadable(_ index: Int, _ error: ImageError) {
        let item = PhotoLibraryItem(url: items[index].url, problem: error)
        items[index] = item
        if pickInFlight == index {
            statusSubject.send(.error(Messages.photoUnreadable(name: item.name, error)))
            pickInFlight = nil
        }
        var updated = librarySubject.value
        updated.items = listItems()
        if selectedIndex == index { updated.preview = .unavailable(error.message) }
        librarySubject.value = updated
    }

    private func listItems() -> [ListItem] {
        items.map { ListItem($0.name, disabledReason: $0.problem?.message) }
    }

    // MARK: Crop

    private func crop(_ image: RGBAImage) {
        let crop = CropViewModel(image: image)
        cropOutput = crop.outputs.made.bind { [weak self] photo in self?.pickedSubject.send(photo) }
        routeSubject.send(.crop(crop))
    }
}
