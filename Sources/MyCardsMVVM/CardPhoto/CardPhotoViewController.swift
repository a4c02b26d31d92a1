import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// Shows the photo the view model holds; closing goes through the view model, which routes back.
@MainActor
final class CardPhotoViewController: ObservingScreen {
    let hostedView: CardPhotoView
    let viewModel: any CardPhotoViewModelType
    private let screens: ScreenServices
    private(set) var observations: [Observing] = []

    init(viewModel: any CardPhotoViewModelType, screens: ScreenServices) {
        self.viewModel = viewModel
        self.screens = screens
        hostedView = CardPhotoView(theme: screens.theme, photoCache: screens.photoCache)
        hostedView.onClose = { [weak self] in
            self?.viewModel.inputs.close()
        }
        let outputs = viewModel.outputs
        hostedView.data = outputs.photo
        observations = [
            Observing.observe(
                { outputs.route },
                changed: { [weak self] route in
                    switch route?.take() {
                    case .close: self?.screens.shell.pop()
                    case nil: break
                    }
                })
        ]
    }
}
