import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// The image picker in MVC: the controller lists the photo folder, decodes the selected file for the live
/// preview, greys out files that turn out unreadable and pushes the crop controller with the picked picture.
@MainActor
final class PhotoLibraryViewController: ScreenHosting {
    let hostedView: PhotoLibraryView
    private let dependencies: MVCDependencies
    private let completion: @MainActor (Photo) -> Void
    private var items: [PhotoLibraryItem] = []
    private var hasAppeared = false
    private var isOnScreen = false
    /// The last decoded preview, so picking the file on show does not decode it again.
    private var previewed: (index: Int, image: RGBAImage)?
    /// The file being decoded for a pick; more picks wait for it.
    private var pickInFlight: Int?

    init(dependencies: MVCDependencies, completion: @escaping @MainActor (Photo) -> Void) {
        self.dependencies = dependencies
        self.completion = completion
        hostedView = PhotoLibraryView(theme: dependencies.theme)
        hostedView.data.folder = dependencies.photoLibrary.folder.path
        hostedView.onSelectionChange = { [weak self] index in self?.selectionChanged(to: index) }
        hostedView.onPick = { [weak self] index in self?.pick(index) }
        hostedView.onClose = { [weak self] in self?.close() }
    }

    /// Lists the folder once; coming back from Crop keeps the list, the selection and the preview.
    func screenWillAppear() {
        isOnScreen = true
        guard !hasAppeared else { return }
        hasAppeared = true
        dependencies.photoLibrary.items { [weak self] result in self?.listed(result) }
    }

    func screenDidDisappear() {
        isOnScreen = false
    }

    private func listed(_ result: Result<[PhotoLibraryItem], PhotoLibraryError>) {
        switch result {
        case .success(let items):
            self.items = items
            showItems()
            if !items.isEmpty { loadPreview(of: hostedView.selectedIndex) }
        case .failure(let error):
            hostedView.data.problem = Messages.photoLibraryUnavailable(error)
        }
        dependencies.shell.setNeedsDisplay()
    }

    private func selectionChanged(to index: Int) {
        loadPreview(of: index)
    }

    private func loadPreview(of index: Int) {
        let item = items[index]
        if let problem = item.problem {
            return showPreview(.unavailable(problem.message))
        }
        if let previewed, previewed.index == index {
            return showPreview(.image(previewed.image))
        }
        showPreview(.none)
        decode(index) { [weak self] image in
            // The user may have moved on while this file was decoding: only the selected file is previewed.
            guard let self, hostedView.selectedIndex == index else { return }
            previewed = (index, image)
            showPreview(.image(image))
            dependencies.shell.setNeedsDisplay()
        }
    }

    private func pick(_ index: Int) {
        guard pickInFlight == nil, items.indices.contains(index), items[index].isPickable else { return }
        if let previewed, previewed.index == index {
            return crop(previewed.image)
        }
        pickInFlight = index
        decode(index) { [weak self] image in
            guard let self else { return }
            pickInFlight = nil
            if isOnScreen { crop(image) }
        }
    }

    /// Decodes the file; a failure greys it out for good and says why.
    private func decode(_ index: Int, then show: @escaping @MainActor (RGBAImage) -> Void) {
        let item = items[index]
        dependencies.photoLibrary.image(of: item) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let image):
                show(image)
            case .failure(let error):
                unreadable(index, error)
            }
        }
    }

    private func unreadable(_ index: Int, _ error: ImageError) {
        items[index] = PhotoLibraryItem(url: items[index].url, problem: error)
        if pickInFlight == index {
            pickInFlight = nil
            dependencies.shell.showStatus(
                Messages.photoUnreadable(name: items[index].name, error), busy: false, isError: true, about: self)
        }
        showItems()
        if hostedView.selectedIndex == index { showPreview(.unavailable(error.message)) }
        dependencies.shell.setNeedsDisplay()
    }

    private func showItems() {
        hostedView.data.items = items.map { ListItem($0.name, disabledReason: $0.problem?.message) }
    }

    private func showPreview(_ preview: PhotoLibraryPreview) {
        hostedView.data.preview = preview
    }

    private func crop(_ image: RGBAImage) {
        dependencies.shell.push(CropViewController(image: image, dependencies: dependencies, completion: completion))
    }

    private func close() {
        dependencies.shell.pop()
    }
}
