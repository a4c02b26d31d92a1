import MyCardsDisplayData
import MyCardsKit

@MainActor
package protocol CardPhotoViewInput: AnyObject {
    func show(_ photo: CardPhotoDisplayData)
}

@MainActor
package protocol CardPhotoViewOutput: AnyObject {
    func viewWillAppear()
    func didTapClose()
}

@MainActor
package protocol CardPhotoRouterInput: AnyObject {
    func close()
}
