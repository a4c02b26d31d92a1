import MyCardsDisplayData
import MyCardsKit

@MainActor
protocol CardPhotoViewInput: AnyObject {
    func show(_ photo: CardPhotoDisplayData)
}

@MainActor
protocol CardPhotoViewOutput: AnyObject {
    func viewWillAppear()
    func didTapClose()
}

@MainActor
protocol CardPhotoRouterInput: AnyObject {
    func close()
}
