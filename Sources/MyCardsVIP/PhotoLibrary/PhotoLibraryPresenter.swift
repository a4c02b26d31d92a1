import MyCardsDisplayData
import MyCardsKit

@MainActor
package protocol PhotoLibraryPresentationLogic: AnyObject {
    func presentPhotos(response: PickPhoto.BrowsePhotos.Response)
    func presentChosenPhoto(response: PickPhoto.ChoosePhoto.Response)
}

/// Lists the files (greyed with the reason when unreadable) and the preview; a folder that cannot be listed
/// in place of the list, a file that cannot be decoded as a status line.
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
        var library = PhotoLibraryDisplayData(
            folder: response.folder,
            items: response.items.map { ListItem($0.name, disabledReason: $0.problem?.message) }, preview: preview)
        var status: StatusMessage?
        switch response.problem {
        // Shown in place of the list, not in the status line too: one problem, one message.
        case .folderUnreadable(let error): library.problem = Messages.photoLibraryUnavailable(error)
        case .unreadable(let name, let error):
            status = StatusMessage(text: Messages.photoUnreadable(name: name, error), isError: true)
        case nil: break
        }
        viewController?.displayPhotos(viewModel: PickPhoto.BrowsePhotos.ViewModel(library: library, status: status))
    }

    func presentChosenPhoto(response: PickPhoto.ChoosePhoto.Response) {
        viewController?.displayChosenPhoto(viewModel: PickPhoto.ChoosePhoto.ViewModel())
    }
}
