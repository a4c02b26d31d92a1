import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import OpenCombine

@testable import MyCardsMVVM

/// What a state output shows now: state outputs replay their value to each new subscriber, so a spec reads it
/// through the outputs, as a controller does, not through the view model's storage.
@MainActor
func current<Value>(_ output: AnyPublisher<Value, Never>) -> Value {
    var value: Value?
    output.sink { value = $0 }.cancel()
    guard let value else { preconditionFailure("a state output replays its value") }
    return value
}

extension CardsViewModelType {
    var shownCards: CardsDisplayData { current(outputs.cards) }
}

extension CardDetailsViewModelType {
    var shownDetails: CardDetailsDisplayData { current(outputs.details) }
}

extension CardPhotoViewModelType {
    var shownPhoto: CardPhotoDisplayData { current(outputs.photo) }
}

extension PhotoLibraryViewModelType {
    var shownLibrary: PhotoLibraryDisplayData { current(outputs.library) }
}

extension CropViewModelType {
    var shownCrop: CropDisplayData { current(outputs.crop) }
}

extension PhotoCaptureViewModelType {
    var shownCamera: CameraDisplayData { current(outputs.camera) }
}

/// Fills a new card's form through its view model's inputs, as a user would (a photo of each side from the camera,
/// then a name), and saves it.
@MainActor
func fillAndSave(_ details: any CardDetailsViewModelType, name: String, camera: CameraStub) {
    let routes = Recorded(details.outputs.route)
    for side in [Card.Side.front, .back] {
        details.inputs.choose(.camera, for: side)
        guard case .camera(let capture) = routes.last else { return }
        capture.inputs.appear()
        camera.deliver(Samples.image(width: 160, height: 120))
        capture.inputs.capture()
    }
    details.inputs.changeName(name)
    details.inputs.save()
}
