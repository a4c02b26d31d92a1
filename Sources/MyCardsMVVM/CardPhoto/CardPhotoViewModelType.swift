import MyCardsDisplayData

/// What the photo screen's controller tells its view model.
@MainActor
package protocol CardPhotoViewModelInputs: AnyObject {
    func close()
}

/// What the photo screen's controller observes.
@MainActor
package protocol CardPhotoViewModelOutputs: AnyObject {
    var photo: CardPhotoDisplayData { get }
    var route: Event<CardPhotoRoute>? { get }
}

/// The photo screen's view model as its controller sees it (Kickstarter's inputs/outputs style).
@MainActor
package protocol CardPhotoViewModelType: AnyObject, Sendable {
    var inputs: any CardPhotoViewModelInputs { get }
    var outputs: any CardPhotoViewModelOutputs { get }
}

package enum CardPhotoRoute: Sendable {
    case close
}
