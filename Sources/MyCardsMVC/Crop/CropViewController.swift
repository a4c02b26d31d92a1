import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// The crop screen in MVC: the controller keeps the card outline, moves and resizes it as the view asks, and
/// hands the cropped photo to whoever asked for it (the details form, which then pops back to itself).
@MainActor
final class CropViewController: ScreenHosting {
    let hostedView: CropView
    private let dependencies: MVCDependencies
    private let trace: TraceLog
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
        trace = dependencies.tracer.log(for: "CropViewController")
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
        trace.from("CropView", "move(\(dx), \(dy))")
        outline = outline.moved(dx: dx, dy: dy, within: image.size)
    }

    private func resize(by step: Int) {
        trace.from("CropView", "resize(\(step))")
        outline = outline.resized(by: step, within: image.size)
    }

    private func crop() {
        trace.from("CropView", "crop")
        trace.to("CardPhotoMaker", "photo(from: \(image.size), outline: \(outline.rect))")
        do {
            let photo = try makePhoto(image, outline)
            trace.to("completion", "photo \(photo.size)")
            completion(photo)
        } catch {
            trace.from("CardPhotoMaker", "failed: \(error.message)")
            dependencies.shell.showStatus(Messages.photoNotMade(error), busy: false, isError: true, about: self)
        }
    }

    private func cancel() {
        trace.from("CropView", "cancel")
        dependencies.shell.pop()
    }
}
