import MyCardsDisplayData
import MyCardsKit
import OpenCombine

/// The crop screen's state and logic: the card outline over the picture, moved and resized as asked, and
/// the cropped photo handed out through `made`.
@MainActor
final class CropViewModel: CropViewModelType, CropViewModelInputs, CropViewModelOutputs {
    var inputs: any CropViewModelInputs { self }
    var outputs: any CropViewModelOutputs { self }

    var crop: AnyPublisher<CropDisplayData, Never> { cropSubject.eraseToAnyPublisher() }
    var status: AnyPublisher<StatusMessage, Never> { statusSubject.eraseToAnyPublisher() }
    var route: AnyPublisher<CropRoute, Never> { routeSubject.eraseToAnyPublisher() }
    var made: AnyPublisher<Photo, Never> { madeSubject.eraseToAnyPublisher() }

    private let cropSubject: CurrentValueSubject<CropDisplayData, Never>
    private let statusSubject = PassthroughSubject<StatusMessage, Never>()
    private let routeSubject = PassthroughSubject<CropRoute, Never>()
    private let madeSubject = PassthroughSubject<Photo, Never>()

    private let image: RGBAImage
    private let makePhoto: CardPhotoMaking
    private var outline: CardOutline {
        didSet { cropSubject.value.outline = outline.rect }
    }

    init(
        image: RGBAImage,
        makePhoto: @escaping CardPhotoMaking = CardPhotoMaker.photo(from:outline:)
    ) {
        self.image = image
        self.makePhoto = makePhoto
        let outline = CardOutline.centred(in: image.size)
        self.outline = outline
        cropSubject = CurrentValueSubject(CropDisplayData(image: image, outline: outline.rect))
    }

    func move(dx: Int, dy: Int) {
        outline = outline.moved(dx: dx, dy: dy, within: image.size)
    }

    func resize(by step: Int) {
        outline = outline.resized(by: step, within: image.size)
    }

    func makeCrop() {
        do {
            let photo = try makePhoto(image, outline)
            madeSubject.send(photo)
        } catch {
            statusSubject.send(.error(Messages.photoNotMade(error)))
        }
    }

    func cancel() {
        routeSubject.send(.close)
    }
}
