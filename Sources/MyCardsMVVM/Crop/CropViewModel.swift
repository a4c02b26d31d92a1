import MyCardsDisplayData
import MyCardsKit
import OpenCombine

/// The crop screen's state and logic: the card outline over the picture, moved and resized as asked, and
/// the cropped photo handed out through `made`.
@MainActor
final class CropViewModel {
    enum Route {
        case close
    }

    @Published private(set) var crop: CropDisplayData
    let status = PassthroughSubject<StatusMessage, Never>()
    let route = PassthroughSubject<Route, Never>()
    let made = PassthroughSubject<Photo, Never>()

    private let image: RGBAImage
    private let trace: TraceLog
    private let makePhoto: CardPhotoMaking
    private var outline: CardOutline {
        didSet { crop.outline = outline.rect }
    }

    init(
        image: RGBAImage, tracer: any Tracing,
        makePhoto: @escaping CardPhotoMaking = CardPhotoMaker.photo(from:outline:)
    ) {
        self.image = image
        self.makePhoto = makePhoto
        trace = tracer.log(for: "CropViewModel")
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
        trace.to("CardPhotoMaker", "photo(from: \(image.size), outline: \(outline.rect))")
        do {
            let photo = try makePhoto(image, outline)
            trace.to("PhotoLibraryViewModel", "made(\(photo.size))")
            made.send(photo)
        } catch {
            trace.from("CardPhotoMaker", "failed: \(error.message)")
            status.send(.error(Messages.photoNotMade(error)))
        }
    }

    func cancel() {
        route.send(.close)
    }
}
