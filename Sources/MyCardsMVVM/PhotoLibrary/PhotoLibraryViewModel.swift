import MyCardsDisplayData
import MyCardsKit
import Observation

/// The image picker's state and logic: lists the photo folder once, decodes the selected file for the
/// preview, greys out files that turn out unreadable, and makes the crop view model for the picked picture.
/// The photo the crop makes comes out of `picked`.
@MainActor
@Observable
final class PhotoLibraryViewModel: PhotoLibraryViewModelType, PhotoLibraryViewModelInputs, PhotoLibraryViewModelOutputs
{
    var inputs: any PhotoLibraryViewModelInputs { self }
    var outputs: any PhotoLibraryViewModelOutputs { self }

    private(set) var library: PhotoLibraryDisplayData
    private(set) var status: Event<StatusMessage>?
    private(set) var route: Event<PhotoLibraryRoute>?
    private(set) var picked: Event<Photo>?

    @ObservationIgnored let tasks = ScreenTasks()
    @ObservationIgnored private let services: ViewModelServices
    @ObservationIgnored private var items: [PhotoLibraryItem] = []
    @ObservationIgnored private var selectedIndex = 0
    @ObservationIgnored private var hasAppeared = false
    @ObservationIgnored private var isOnScreen = false
    /// The last decoded preview, so picking the file on show does not decode it again.
    @ObservationIgnored private var previewed: (index: Int, image: RGBAImage)?
    /// The file being decoded for a pick; more picks wait for it.
    @ObservationIgnored private var pickInFlight: Int?
    @ObservationIgnored private var cropOutput: Observing?

    init(services: ViewModelServices) {
        self.services = services
        library = PhotoLibraryDisplayData(folder: services.photoLibrary.folder.path)
    }

    // MARK: Intents

    /// Lists the folder once; coming back from Crop keeps the list, the selection and the preview.
    func appear() {
        defer { isOnScreen = true }
        if hasAppeared { return }
        hasAppeared = true
        tasks.run { [weak self, photoLibrary = services.photoLibrary] in
            do throws(PhotoLibraryError) {
                let items = try await photoLibrary.items()
                self?.listed(items)
            } catch {
                self?.library.problem = Messages.photoLibraryUnavailable(error)
            }
        }
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
        decode(index) { viewModel, image in viewModel.picked(image) }
    }

    private func picked(_ image: RGBAImage) {
        pickInFlight = nil
        // The user may have left for the form meanwhile: no Crop over it.
        if isOnScreen { crop(image) }
    }

    func close() {
        route = Event(.close)
    }

    // MARK: Listing and previews

    private func listed(_ items: [PhotoLibraryItem]) {
        self.items = items
        library.items = listItems()
        if !items.isEmpty { loadPreview(of: min(selectedIndex, items.count - 1)) }
    }

    private func loadPreview(of index: Int) {
        guard items.indices.contains(index) else { return }
        if let problem = items[index].problem {
            library.preview = .unavailable(problem.message)
            return
        }
        if let previewed, previewed.index == index {
            library.preview = .image(previewed.image)
            return
        }
        library.preview = .none
        decode(index) { viewModel, image in viewModel.showPreview(image, at: index) }
    }

    private func showPreview(_ image: RGBAImage, at index: Int) {
        // The user may have moved on while this file was decoding: only the selected file is previewed.
        guard selectedIndex == index else { return }
        previewed = (index, image)
        library.preview = .image(image)
    }

    /// The file at `index` decoded in one of the screen's tasks, which holds the view model weakly meanwhile: leaving
    /// the picker cancels the decode. The picture goes to `decoded`, with the view model; a failure greys the file out
    /// for good and says why (`unreadable`), whether it was for a preview or a pick.
    private func decode(
        _ index: Int, then decoded: @escaping @MainActor (PhotoLibraryViewModel, RGBAImage) -> Void
    ) {
        let item = items[index]
        tasks.run { [weak self, photoLibrary = services.photoLibrary] in
            let result = await Self.decode(item, with: photoLibrary)
            guard let self else { return }
            switch result {
            case .success(let image): decoded(self, image)
            case .failure(let error): unreadable(index, error)
            }
        }
    }

    private static func decode(
        _ item: PhotoLibraryItem, with photoLibrary: any PhotoLibraryBrowsing
    ) async -> Result<RGBAImage, ImageError> {
        do throws(ImageError) {
            return .success(try await photoLibrary.image(of: item))
        } catch {
            return .failure(error)
        }
    }

    private func unreadable(_ index: Int, _ error: ImageError) {
        let item = PhotoLibraryItem(url: items[index].url, problem: error)
        items[index] = item
        if pickInFlight == index {
            status = Event(.error(Messages.photoUnreadable(name: item.name, error)))
            pickInFlight = nil
        }
        var updated = library
        updated.items = listItems()
        if selectedIndex == index { updated.preview = .unavailable(error.message) }
        library = updated
    }

    private func listItems() -> [ListItem] {
        items.map { ListItem($0.name, disabledReason: $0.problem?.message) }
    }

    // MARK: Crop

    private func crop(_ image: RGBAImage) {
        let crop = CropViewModel(image: image)
        cropOutput = Observing.observe(
            { [weak crop] in crop?.made },
            changed: { [weak self] made in
                if let made { self?.picked = made }
            })
        route = Event(.crop(crop))
    }
}
