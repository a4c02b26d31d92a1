import MyCardsDisplayData
import OpenCombine

/// What the photo screen's controller tells its view model.
@MainActor
protocol CardPhotoViewModelInputs: AnyObject {
    func close()
}

/// What the photo screen's controller binds to.
@MainActor
protocol CardPhotoViewModelOutputs: AnyObject {
    var photo: AnyPublisher<CardPhotoDisplayData, Never> { get }
    var route: AnyPublisher<CardPhotoRoute, Never> { get }
}

/// The photo screen's view model as its controller sees it (Kickstarter's inputs/outputs style).
@MainActor
protocol CardPhotoViewModelType: AnyObject, Sendable {
    var inputs: any CardPhotoViewModelInputs { get }
    var outputs: any CardPhotoViewModelOutputs { get }
}

enum CardPhotoRoute: Sendable {
    case close
}
