import MyCardsKit
import MyCardsUI

/// What view controllers are made with: the running app to navigate and report to, what their views need to
/// draw, and the screens they push. View models never see it.
@MainActor
struct ScreenServices {
    let shell: any AppShelling
    let theme: Theme
    let photoCache: PhotoCache
    /// What the run puts between a screen and its view model (`AppContext.interposer`): nothing in a plain run.
    var interposer: (any Interposing)?

    /// `viewModel` as a screen of type `screen` holds it.
    private func interpose<ViewModel>(_ viewModel: ViewModel, for screen: Any.Type) -> ViewModel {
        interposer?.interpose(viewModel, for: screen) ?? viewModel
    }
}

/// The screens a controller pushes for the view models its own view model routes to: made here, in the
/// composition root, so the one place that connects a screen to its view model is the one that makes screens.
extension ScreenServices {
    func cards(_ viewModel: any CardsViewModelType) -> CardsViewController {
        CardsViewController(
            viewModel: interpose(viewModel as any CardsViewModelType, for: CardsViewController.self),
            screens: self)
    }

    func cardDetails(_ viewModel: any CardDetailsViewModelType) -> CardDetailsViewController {
        CardDetailsViewController(
            viewModel: interpose(viewModel as any CardDetailsViewModelType, for: CardDetailsViewController.self),
            screens: self)
    }

    func cardPhoto(_ viewModel: any CardPhotoViewModelType) -> CardPhotoViewController {
        CardPhotoViewController(
            viewModel: interpose(viewModel as any CardPhotoViewModelType, for: CardPhotoViewController.self),
            screens: self)
    }

    func code(_ viewModel: any CodeViewModelType) -> CodeViewController {
        CodeViewController(
            viewModel: interpose(viewModel as any CodeViewModelType, for: CodeViewController.self), screens: self)
    }

    func photoCapture(_ viewModel: any PhotoCaptureViewModelType) -> PhotoCaptureViewController {
        PhotoCaptureViewController(
            viewModel: interpose(viewModel as any PhotoCaptureViewModelType, for: PhotoCaptureViewController.self),
            screens: self)
    }

    func photoLibrary(_ viewModel: any PhotoLibraryViewModelType) -> PhotoLibraryViewController {
        PhotoLibraryViewController(
            viewModel: interpose(viewModel as any PhotoLibraryViewModelType, for: PhotoLibraryViewController.self),
            screens: self)
    }

    func crop(_ viewModel: any CropViewModelType) -> CropViewController {
        CropViewController(
            viewModel: interpose(viewModel as any CropViewModelType, for: CropViewController.self),
            screens: self)
    }
}
