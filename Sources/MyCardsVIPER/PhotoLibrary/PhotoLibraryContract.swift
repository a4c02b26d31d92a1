import MyCardsDisplayData
import MyCardsKit

@MainActor
package protocol PhotoLibraryViewInput: AnyObject {
    func show(_ library: PhotoLibraryDisplayData)
    func showStatus(_ status: StatusMessage)
}

@MainActor
package protocol PhotoLibraryViewOutput: AnyObject {
    func viewWillAppear()
    func viewDidDisappear()
    func didSelect(index: Int)
    func didPick(index: Int)
    func didTapClose()
}

@MainActor
package protocol PhotoLibraryInteractorInput: AnyObject {
    var folder: String { get }
    var items: [PhotoLibraryItem] { get }
    func listFolder()
    /// Decodes the file at `index` (or answers the kept picture); a file that fails is marked unreadable.
    func loadPicture(at index: Int)
    /// The module is closing: stops the listing and the decodings under way.
    func close()
}

@MainActor
package protocol PhotoLibraryInteractorOutput: AnyObject {
    func didList(_ items: [PhotoLibraryItem])
    func didFailToList(_ error: PhotoLibraryError)
    func didLoad(_ image: RGBAImage, at index: Int)
    func didFindUnreadable(at index: Int, _ error: ImageError)
}

@MainActor
package protocol PhotoLibraryRouterInput: AnyObject {
    func openCrop(image: RGBAImage, output: any CropModuleOutput)
    func close()
}
