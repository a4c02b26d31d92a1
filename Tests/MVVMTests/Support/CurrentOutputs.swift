import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport

@testable import MyCardsMVVM

/// What a state output shows now, read through the outputs, as a controller reads it, not through the view
/// model's storage.
extension CardsViewModelType {
    var shownCards: CardsDisplayData { outputs.cards }
}

extension CardDetailsViewModelType {
    var shownDetails: CardDetailsDisplayData { outputs.details }
}

extension CardPhotoViewModelType {
    var shownPhoto: CardPhotoDisplayData { outputs.photo }
}

extension PhotoLibraryViewModelType {
    var shownLibrary: PhotoLibraryDisplayData { outputs.library }
}

extension CropViewModelType {
    var shownCrop: CropDisplayData { outputs.crop }
}

extension PhotoCaptureViewModelType {
    var shownCamera: CameraDisplayData { outputs.camera }
}

/// Fills a new card's form through its view model's inputs, as a user would (a photo of each side from the camera,
/// then a name), and saves it.
@MainActor
func fillAndSave(_ details: any CardDetailsViewModelType, name: String, camera: CameraStub) async {
    for side in [Card.Side.front, .back] {
        details.inputs.choose(.camera, for: side)
        guard case .camera(let capture) = details.outputs.route?.take() else { return }
        capture.inputs.appear()
        await settle()
        camera.deliver(Samples.image(width: 160, height: 120))
        await settle()
        capture.inputs.capture()
        await settle()
    }
    details.inputs.changeName(name)
    details.inputs.save()
    await settle()
}
