import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

@MainActor
package protocol PhotoLibraryDisplayLogic: AnyObject {
    func displayPhotos(viewModel: PickPhoto.BrowsePhotos.ViewModel)
    func displayChosenPhoto(viewModel: PickPhoto.ChoosePhoto.ViewModel)
}

/// The picker's view controller: selection, pick, appear and disappear become requests; a chosen photo
/// routes to Crop.
@MainActor
final class PhotoLibraryViewController: ScreenHosting, PhotoLibraryDisplayLogic {
    let hostedView: PhotoLibraryView
    var interactor: (any PhotoLibraryBusinessLogic)?
    var router: (any PhotoLibraryRoutingLogic & PhotoLibraryDataPassing)?
    /// The scene's requests in flight, cancelled when the scene goes.
    let tasks = SceneTasks()
    private let shell: any AppShelling

    init(context: SceneContext, makePhoto: @escaping CardPhotoMaking = CardPhotoMaker.photo(from:outline:)) {
        shell = context.shell
        hostedView = PhotoLibraryView(theme: context.theme)
        PhotoLibraryConfigurator.configure(self, context: context, makePhoto: makePhoto)
        hostedView.onSelectionChange = { [weak self] index in
            self?.send { await $0.selectPhoto(request: .init(index: index)) }
        }
        hostedView.onPick = { [weak self] index in
            self?.send { await $0.choosePhoto(request: .init(index: index)) }
        }
        hostedView.onClose = { [weak self] in self?.router?.routeBack() }
    }

    /// Sends a request as one of the scene's tasks, which hold the interactor, never this view controller.
    private func send(_ request: @escaping @MainActor (any PhotoLibraryBusinessLogic) async -> Void) {
        guard let interactor else { return }
        tasks.run { await request(interactor) }
    }

    func screenWillAppear() {
        send { await $0.changeVisibility(request: .init(isOnScreen: true)) }
    }

    func screenDidDisappear() {
        send { await $0.changeVisibility(request: .init(isOnScreen: false)) }
    }

    func displayPhotos(viewModel: PickPhoto.BrowsePhotos.ViewModel) {
        hostedView.data = viewModel.library
        if let status = viewModel.status {
            shell.showStatus(status.text, busy: status.busy, isError: status.isError, about: self)
        }
        shell.setNeedsDisplay()
    }

    func displayChosenPhoto(viewModel: PickPhoto.ChoosePhoto.ViewModel) {
        router?.routeToCrop()
    }
}
