import MyCardsKit

@MainActor
package protocol CropBusinessLogic: AnyObject {
    func showOutline(request: CropPhoto.ShowOutline.Request)
    func moveOutline(request: CropPhoto.MoveOutline.Request)
    func resizeOutline(request: CropPhoto.ResizeOutline.Request)
    func makePhoto(request: CropPhoto.MakePhoto.Request)
}

@MainActor
package protocol CropDataStore: AnyObject {
    var image: RGBAImage? { get set }
    /// The photo made, for the Card scene.
    var photo: Photo? { get }
}

/// Keeps the card outline on the picture, moves and resizes it, and makes the card photo.
@MainActor
final class CropInteractor: CropBusinessLogic, CropDataStore {
    var presenter: (any CropPresentationLogic)?
    var image: RGBAImage? {
        didSet { outline = image.map { CardOutline.centred(in: $0.size) } }
    }
    private(set) var photo: Photo?
    private var outline: CardOutline?
    private let makeCardPhoto: CardPhotoMaking

    init(makePhoto: @escaping CardPhotoMaking) {
        makeCardPhoto = makePhoto
    }

    func showOutline(request: CropPhoto.ShowOutline.Request) {
        presenter?.presentOutline(response: CropPhoto.ShowOutline.Response(image: image, outline: outline?.rect))
    }

    func moveOutline(request: CropPhoto.MoveOutline.Request) {
        guard let image else { return }
        outline = outline?.moved(dx: request.dx, dy: request.dy, within: image.size)
        showOutline(request: .init())
    }

    func resizeOutline(request: CropPhoto.ResizeOutline.Request) {
        guard let image else { return }
        outline = outline?.resized(by: request.step, within: image.size)
        showOutline(request: .init())
    }

    func makePhoto(request: CropPhoto.MakePhoto.Request) {
        guard let image, let outline else { return }
        let result: Result<PixelSize, ImageError>
        do {
            let made = try makeCardPhoto(image, outline)
            photo = made
            result = .success(made.size)
        } catch {
            result = .failure(error)
        }
        presenter?.presentPhoto(response: CropPhoto.MakePhoto.Response(result: result))
    }
}
