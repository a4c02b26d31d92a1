import MyCardsDisplayData
import MyCardsKit
import MyCardsUI
import OpenCombine

/// Shows the photo the view model holds; closing goes through the view model, which routes back.
@MainActor
final class CardPhotoViewController: ScreenHosting {
    let hostedView: CardPhotoView
    let viewModel: any CardPhotoViewModelType
    private let screens: ScreenServices
    private var bindings = Set<AnyCancellable>()

    init(viewModel: any CardPhotoViewModelType, screens: ScreenServices) {
        self.viewModel = viewModel
        self.screens = screens
        hostedView = CardPhotoView(theme: screens.theme, photoCache: screens.photoCache)
        hostedView.onClose = { [weak self] in
            self?.viewModel.inputs.close()
        }
        bind()
    }

    private func bind() {
        let outputs = viewModel.outputs
        outputs.photo.bind { [weak self] photo in self?.hostedView.data = photo }.store(in: &bindings)
        outputs.route.bind { [weak self] route in
            switch route {
            case .close: self?.screens.shell.pop()
            }
        }.store(in: &bindings)
    }
}
