import MyCardsDisplayData
import MyCardsKit

@MainActor
package protocol CropViewInput: AnyObject {
    func show(_ crop: CropDisplayData)
    func showStatus(_ status: StatusMessage)
}

@MainActor
package protocol CropViewOutput: AnyObject {
    func viewWillAppear()
    func didMove(dx: Int, dy: Int)
    func didResize(by step: Int)
    func didTapCrop()
    func didTapCancel()
}

@MainActor
package protocol CropInteractorInput: AnyObject {
    var image: RGBAImage { get }
    var outline: CardOutline { get }
    func moveOutline(dx: Int, dy: Int)
    func resizeOutline(by step: Int)
    func makePhoto()
}

@MainActor
package protocol CropInteractorOutput: AnyObject {
    func didMake(_ photo: Photo)
    func didFailToMakePhoto(_ error: ImageError)
}

@MainActor
package protocol CropRouterInput: AnyObject {
    func close()
}

/// What Crop hands back: the card photo, to the picker that opened it.
@MainActor
package protocol CropModuleOutput: AnyObject {
    func crop(didMake photo: Photo)
}
