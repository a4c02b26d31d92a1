import MyCardsKit

/// Keeps the card outline on the picture, moves and resizes it, makes the card photo.
@MainActor
final class CropInteractor: CropInteractorInput {
    weak var output: (any CropInteractorOutput)?
    let image: RGBAImage
    private(set) var outline: CardOutline
    private let makeCardPhoto: CardPhotoMaking

    init(image: RGBAImage, makePhoto: @escaping CardPhotoMaking) {
        self.image = image
        outline = CardOutline.centred(in: image.size)
        makeCardPhoto = makePhoto
    }

    func moveOutline(dx: Int, dy: Int) {
        outline = outline.moved(dx: dx, dy: dy, within: image.size)
    }

    func resizeOutline(by step: Int) {
        outline = outline.resized(by: step, within: image.size)
    }

    func makePhoto() {
        do {
            let photo = try makeCardPhoto(image, outline)
            output?.didMake(photo)
        } catch {
            output?.didFailToMakePhoto(error)
        }
    }
}
