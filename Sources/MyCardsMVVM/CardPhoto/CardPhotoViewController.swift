import MyCardsDisplayData
import MyCardsKit
import MyCardsUI
import OpenCombine

/// Shows the photo the view model holds; closing goes through the view model, which routes back.
@MainActor
final class CardPhotoViewController: ScreenHosting {
    let hostedView: CardPhotoView
    let viewModel: CardPhotoViewModel
    private let screens: ScreenServices
    private let trace: TraceLog
    private var bindings = Set<AnyCancellable>()

    init(viewModel: CardPhotoViewModel, screens: ScreenServices) {
        self.viewModel = viewModel
        self.screens = screens
        trace = screens.tracer.log(for: "CardPhotoViewController")
        hostedView = CardPhotoView(theme: screens.theme, photoCache: screens.photoCache)
        hostedView.data = viewModel.photo
        hostedView.onClose = { [weak self] in
            self?.trace.to("CardPhotoViewModel", "close()")
            self?.viewModel.close()
        }
        viewModel.route.bind { [weak self] route in
            switch route {
            case .close: self?.screens.shell.pop()
            }
        }.store(in: &bindings)
    }
}
