import MyCardsKit
import MyCardsUI

/// Wires the MVVM variant: the services go to the first view model (which makes the others), the terminal's
/// pieces to the first controller (which makes the other controllers as the view models ask for them).
@MainActor
enum MVVMCompositionRoot {
    static func makeRoot(services: AppServices, shell: AppShell) -> any Screen {
        let viewModelServices = ViewModelServices(
            cards: services.cards, network: services.network, photoLibrary: services.photoLibrary,
            camera: services.camera, tracer: services.tracer)
        let screens = ScreenServices(
            shell: shell, tracer: services.tracer, theme: shell.theme, photoCache: shell.photoCache)
        return CardsViewController(viewModel: CardsViewModel(services: viewModelServices), screens: screens)
    }
}
