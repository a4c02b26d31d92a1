import MyCardsDisplayData
import MyCardsKit
import Observation

/// The crop screen's state and logic: the card outline over the picture, moved and resized as asked, and
/// the cropped photo handed out through `made`.
@MainActor
@Observable
final class CropViewModel: CropViewModelType, CropViewModelInputs, CropViewModelOutputs {
    var inputs: any CropViewModelInputs { self }
    var outputs: any CropViewModelOutputs { self }

    private(set) var crop: CropDisplayData
    private(set) var status: Event<StatusMessage>?
    private(set) var route: Event<CropRoute>?
    private(set) var made: Event<Photo>?

    @ObservationIgnored private let image: RGBAImage
    @ObservationIgnored private let makePhoto: CardPhotoMaking
    @ObservationIgnored private var outline: CardOutline {
        didSet { crop.outline = outline.rect }
    }

    init(
        image: RGBAImage,
        makePhoto: @escaping CardPhotoMaking = CardPhotoMaker.photo(from:outline:)
    ) {
        self.image = image
        self.makePhoto = makePhoto
        let outline = CardOutline.centred(in: image.size)
        self.outline = outline
        crop = CropDisplayData(image: image, outline: outline.rect)
    }

    func move(dx: Int, dy: Int) {
        outline = outline.moved(dx: dx, dy: dy, within: image.size)
    }

    func resize(by step: Int) {
        outline = outline.resized(by: step, within: image.size)
    }

    func makeCrop() {
        do {
            made = Event(try makePhoto(image, outline))
        } catch {
            status = Event(.error(Messages.photoNotMade(error)))
        }
    }

    func cancel() {
        route = Event(.close)
    }
}
