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
    /// The last decoded preview, so picking the file on show does not decode it again.
    private var previewed: (index: Int, image: RGBAImage)?
    /// The controller's tasks (internal, so a spec can await what it started), all cancelled when the screen leaves
    /// (covered by Crop, or closed): the folder listed, the selected file decoded for the preview (a newer selection
    /// replaces it), and the file being decoded for a pick (more picks wait for it).
    private(set) var listing: Task<Void, Never>?
    private(set) var previewing: Task<Void, Never>?
    private(set) var picking: (index: Int, task: Task<Void, Never>)?

    init(dependencies: MVCDependencies, completion: @escaping @MainActor (Photo) -> Void) {
        self.dependencies = dependencies
        self.completion = completion
        hostedView = PhotoLibraryView(theme: dependencies.theme)
        hostedView.data.folder = dependencies.photoLibrary.folder.path
        hostedView.onSelectionChange = { [weak self] index in self?.selectionChanged(to: index) }
        hostedView.onPick = { [weak self] index in self?.pick(index) }
        hostedView.onClose = { [weak self] in self?.close() }
    }

    /// Lists the folder once; coming back from Crop keeps the list, the selection and the preview (decoding it again
    /// when leaving stopped its decode).
    func screenWillAppear() {
        guard hasAppeared else {
            hasAppeared = true
            return list()
        }
        if hostedView.data.preview == .none, !items.isEmpty { loadPreview(of: hostedView.selectedIndex) }
    }

    func screenDidDisappear() {
        listing?.cancel()
        previewing?.cancel()
        picking?.task.cancel()
        picking = nil
    }

    private func list() {
        listing = Task { [weak self, library = dependencies.photoLibrary] in
            let result: Result<[PhotoLibraryItem], PhotoLibraryError>
            do throws(PhotoLibraryError) {
                result = .success(try await library.items())
            } catch {
                result = .failure(error)
            }
            guard !Task.isCancelled else { return }
            self?.listed(result)
        }
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
        previewing?.cancel()
        let item = items[index]
        if let problem = item.problem {
            return showPreview(.unavailable(problem.message))
        }
        if let previewed, previewed.index == index {
            return showPreview(.image(previewed.image))
        }
        showPreview(.none)
        previewing = Task { [weak self] in
            guard let image = await self?.decode(index) else { return }
            // The user may have moved on while this file was decoding: only the selected file is previewed.
            guard let self, !Task.isCancelled, hostedView.selectedIndex == index else { return }
            previewed = (index, image)
            showPreview(.image(image))
            dependencies.shell.setNeedsDisplay()
        }
    }

    private func pick(_ index: Int) {
        guard picking == nil, items.indices.contains(index), items[index].isPickable else { return }
        if let previewed, previewed.index == index {
            return crop(previewed.image)
        }
        let task = Task { [weak self] in
            let image = await self?.decode(index)
            guard let self, !Task.isCancelled else { return }
            picking = nil
            if let image { crop(image) }
        }
        picking = (index, task)
    }

    /// Decodes the file; a failure greys it out for good and says why, even when the decode's screen moved on.
    private func decode(_ index: Int) async -> RGBAImage? {
        let item = items[index]
        do throws(ImageError) {
            return try await dependencies.photoLibrary.image(of: item)
        } catch {
            unreadable(index, error)
            return nil
        }
    }

    private func unreadable(_ index: Int, _ error: ImageError) {
        items[index] = PhotoLibraryItem(url: items[index].url, problem: error)
        if picking?.index == index {
            picking = nil
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
