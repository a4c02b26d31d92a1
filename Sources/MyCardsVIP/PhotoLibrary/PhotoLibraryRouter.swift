import MyCardsKit
import MyCardsUI

/// Builds Crop with the chosen picture; Crop hands its photo to the Card scene this picker was opened from.
@MainActor
final class PhotoLibraryRouter {
    weak var dataStore: (any PhotoLibraryDataStore)?
    /// The Card scene that asked for a photo, set by its router.
    weak var cardDetails: CardDetailsViewController?
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
        destination.router?.cardDetails = cardDetails
        context.tracer.trace("PhotoLibraryRouter", "CropViewController", "push")
        context.shell.push(destination)
    }

    func routeBack() {
        context.shell.pop()
    }

    func passDataToCrop(source: any PhotoLibraryDataStore, destination: inout any CropDataStore) {
        destination.image = source.chosenImage
    }
}
