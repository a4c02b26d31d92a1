import MyCardsDisplayData
import MyCardsKit

@testable import MyCardsVIPER

@MainActor
final class CropViewMock: CropViewInput {
    private(set) var shown: [CropDisplayData] = []
    private(set) var statuses: [StatusMessage] = []
    func show(_ crop: CropDisplayData) { shown.append(crop) }
    func showStatus(_ status: StatusMessage) { statuses.append(status) }
}

/// An outline the test sets; moves and resizes are captured, not applied.
@MainActor
final class CropInteractorMock: CropInteractorInput {
    let image: RGBAImage
    var outline: CardOutline
    private(set) var moves: [(dx: Int, dy: Int)] = []
    private(set) var resizes: [Int] = []
    private(set) var makePhotoCount = 0

    init(image: RGBAImage) {
        self.image = image
        outline = .centred(in: image.size)
    }

    func moveOutline(dx: Int, dy: Int) { moves.append((dx, dy)) }
    func resizeOutline(by step: Int) { resizes.append(step) }
    func makePhoto() { makePhotoCount += 1 }
}

@MainActor
final class CropInteractorOutputSpy: CropInteractorOutput {
    private(set) var photos: [Photo] = []
    private(set) var errors: [ImageError] = []
    func didMake(_ photo: Photo) { photos.append(photo) }
    func didFailToMakePhoto(_ error: ImageError) { errors.append(error) }
}

@MainActor
final class CropViewOutputSpy: CropViewOutput {
    private(set) var events: [String] = []
    func viewWillAppear() { events.append("appear") }
    func didMove(dx: Int, dy: Int) { events.append("move(\(dx), \(dy))") }
    func didResize(by step: Int) { events.append("resize(\(step))") }
    func didTapCrop() { events.append("crop") }
    func didTapCancel() { events.append("cancel") }
}
