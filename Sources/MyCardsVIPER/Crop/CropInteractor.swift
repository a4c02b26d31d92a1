import MyCardsKit

/// Keeps the card outline on the picture, moves and resizes it, makes the card photo.
@MainActor
final class CropInteractor: CropInteractorInput {
    weak var output: (any CropInteractorOutput)?
    let image: RGBAImage
    private(set) var outline: CardOutline
    private let makeCardPhoto: CardPhotoMaking
    private let trace: TraceLog

    init(image: RGBAImage, makePhoto: @escaping CardPhotoMaking, tracer: any Tracing) {
        self.image = image
        outline = CardOutline.centred(in: image.size)
        makeCardPhoto = makePhoto
        trace = tracer.log(for: "CropInteractor")
    }

    func moveOutline(dx: Int, dy: Int) {
        outline = outline.moved(dx: dx, dy: dy, within: image.size)
    }

    func resizeOutline(by step: Int) {
        outline = outline.resized(by: step, within: image.size)
    }

    func makePhoto() {
        trace.to("CardPhotoMaker", "photo(from: \(image.size), outline: \(outline.rect))")
        do {
            let photo = try makeCardPhoto(image, outline)
            trace.to("CropPresenter", "didMake(\(photo.size))")
            output?.didMake(photo)
        } catch {
            output?.didFailToMakePhoto(error)
        }
    }
}
