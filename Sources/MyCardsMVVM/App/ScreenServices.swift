import MyCardsKit
import MyCardsUI

/// What view controllers are made with: the running app to navigate and report to, what their views need to
/// draw, and the screens they push. View models never see it.
@MainActor
struct ScreenServices {
    let shell: any AppShelling
    let theme: Theme
    let photoCache: PhotoCache
    /// With `--trace`, each screen made here sees its view model through a traced proxy.
    var tracer: any Tracing = NoTracing()
}

/// The screens a controller pushes for the view models its own view model routes to: made here, in the
/// composition root, so the one place that installs tracing is the one that makes screens.
extension ScreenServices {
    func cards(_ viewModel: any CardsViewModelType) -> CardsViewController {
        CardsViewController(
            viewModel: TracedCardsViewModelType.install(viewModel, for: CardsViewController.self, tracer),
            screens: self)
    }

    func cardDetails(_ viewModel: any CardDetailsViewModelType) -> CardDetailsViewController {
        CardDetailsViewController(
            viewModel: TracedCardDetailsViewModelType.install(viewModel, for: CardDetailsViewController.self, tracer),
            screens: self)
    }

    func cardPhoto(_ viewModel: any CardPhotoViewModelType) -> CardPhotoViewController {
        CardPhotoViewController(
            viewModel: TracedCardPhotoViewModelType.install(viewModel, for: CardPhotoViewController.self, tracer),
            screens: self)
    }

    func code(_ viewModel: any CodeViewModelType) -> CodeViewController {
        CodeViewController(
            viewModel: TracedCodeViewModelType.install(viewModel, for: CodeViewController.self, tracer), screens: self)
    }

    func photoCapture(_ viewModel: any PhotoCaptureViewModelType) -> PhotoCaptureViewController {
        PhotoCaptureViewController(
            viewModel: TracedPhotoCaptureViewModelType.install(
                viewModel, for: PhotoCaptureViewController.self, tracer),
            screens: self)
    }

    func photoLibrary(_ viewModel: any PhotoLibraryViewModelType) -> PhotoLibraryViewController {
        PhotoLibraryViewController(
            viewModel: TracedPhotoLibraryViewModelType.install(
                viewModel, for: PhotoLibraryViewController.self, tracer),
            screens: self)
    }

    func crop(_ viewModel: any CropViewModelType) -> CropViewController {
        CropViewController(
            viewModel: TracedCropViewModelType.install(viewModel, for: CropViewController.self, tracer),
            screens: self)
    }
}
