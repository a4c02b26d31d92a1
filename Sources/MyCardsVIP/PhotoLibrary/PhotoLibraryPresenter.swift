import MyCardsDisplayData
import MyCardsKit

@MainActor
protocol PhotoLibraryPresentationLogic: AnyObject {
    func presentPhotos(response: PickPhoto.BrowsePhotos.Response)
    func presentChosenPhoto(response: PickPhoto.ChoosePhoto.Response)
}

/// Lists the files (greyed with the reason when unreadable), the preview, and any problem as a status line.
@MainActor
final class PhotoLibraryPresenter: PhotoLibraryPresentationLogic {
    weak var viewController: (any PhotoLibraryDisplayLogic)?

    func presentPhotos(response: PickPhoto.BrowsePhotos.Response) {
        let preview: PhotoLibraryPreview =
            switch response.preview {
            case .none: .none
            case .image(let image): .image(image)
            case .unavailable(let error): .unavailable(error.message)
            }
        let library = PhotoLibraryDisplayData(
            folder: response.folder,
            items: response.items.map { ListItem($0.name, disabledReason: $0.problem?.message) }, preview: preview)
        let status: StatusText? =
            switch response.problem {
            case .folderUnreadable(let error): StatusText(text: Messages.photoLibraryUnavailable(error), isError: true)
            case .unreadable(let name, let error):
                StatusText(text: Messages.photoUnreadable(name: name, error), isError: true)
            case nil: nil
            }
        viewController?.displayPhotos(viewModel: PickPhoto.BrowsePhotos.ViewModel(library: library, status: status))
    }

    func presentChosenPhoto(response: PickPhoto.ChoosePhoto.Response) {
        viewController?.displayChosenPhoto(viewModel: PickPhoto.ChoosePhoto.ViewModel())
    }
}
