import MyCardsKit
import MyCardsUI

@MainActor
package protocol PhotoLibraryRoutingLogic: AnyObject {
    func routeToCrop()
    func routeBack()
}

@MainActor
package protocol PhotoLibraryDataPassing: AnyObject {
    var dataStore: (any PhotoLibraryDataStore)? { get }
    /// Where Crop takes the photo it makes: the Card scene that asked, given by its router.
    var photoReturn: PhotoReturn? { get set }
}

/// Builds Crop with the chosen picture, and passes on where the photo goes (the Card scene that asked).
@MainActor
final class PhotoLibraryRouter: PhotoLibraryRoutingLogic, PhotoLibraryDataPassing {
    weak var dataStore: (any PhotoLibraryDataStore)?
    var photoReturn: PhotoReturn?
    private let context: SceneContext
    private let makePhoto: CardPhotoMaking

    init(context: SceneContext, makePhoto: @escaping CardPhotoMaking) {
        self.context = context
        self.makePhoto = makePhoto
    }

    func routeToCrop() {
        guard let source = dataStore else { return }
        let destination = CropViewController(context: context, makePhoto: makePhoto)
        guard var destinationStore = destination.router?.dataStore else { return }
        passDataToCrop(source: source, destination: &destinationStore)
        destination.router?.photoReturn = photoReturn
        context.shell.push(destination)
    }

    func routeBack() {
        context.shell.pop()
    }

    func passDataToCrop(source: any PhotoLibraryDataStore, destination: inout any CropDataStore) {
        destination.image = source.chosenImage
    }
}
