import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// The crop screen in MVC: the controller keeps the card outline, moves and resizes it as the view asks, and
/// hands the cropped photo to whoever asked for it (the details form, which then pops back to itself).
@MainActor
final class CropViewController: ScreenHosting {
    let hostedView: CropView
    private let dependencies: MVCDependencies
    private let image: RGBAImage
    private let completion: @MainActor (Photo) -> Void
    private let makePhoto: CardPhotoMaking
    private var outline: CardOutline {
        didSet { hostedView.data.outline = outline.rect }
    }

    init(
        image: RGBAImage, dependencies: MVCDependencies, completion: @escaping @MainActor (Photo) -> Void,
        makePhoto: @escaping CardPhotoMaking = CardPhotoMaker.photo(from:outline:)
    ) {
        self.image = image
        self.dependencies = dependencies
        self.completion = completion
        self.makePhoto = makePhoto
        outline = CardOutline.centred(in: image.size)
        hostedView = CropView(theme: dependencies.theme)
        hostedView.data = CropDisplayData(image: image, outline: outline.rect)
        hostedView.onMove = { [weak self] dx, dy in self?.move(dx: dx, dy: dy) }
        hostedView.onResize = { [weak self] step in self?.resize(by: step) }
        hostedView.onCrop = { [weak self] in self?.crop() }
        hostedView.onCancel = { [weak self] in self?.cancel() }
    }

    private func move(dx: Int, dy: Int) {
        outline = outline.moved(dx: dx, dy: dy, within: image.size)
    }

    private func resize(by step: Int) {
        outline = outline.resized(by: step, within: image.size)
    }

    private func crop() {
        do {
            let photo = try makePhoto(image, outline)
            completion(photo)
        } catch {
            dependencies.shell.showStatus(Messages.photoNotMade(error), busy: false, isError: true, about: self)
        }
    }

    private func cancel() {
        dependencies.shell.pop()
    }
}
