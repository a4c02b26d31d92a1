import MyCardsKit
import MyCardsUI

/// Wires the MVVM variant: the services go to the first view model (which makes the others), the terminal's
/// pieces to the first controller (which makes the other controllers as the view models ask for them). With
/// `--trace`, the services and the shell are traced here, and each view model behind a proxy by the screens'
/// factory (`ScreenServices`).
@MainActor
enum MVVMCompositionRoot {
    static func makeRoot(services: AppServices, shell: AppShell) -> any Screen {
        let context = AppContext(services: services, shell: shell).tracingBoundaries()
        let viewModelServices = ViewModelServices(
            cards: context.cards, network: context.network, photoLibrary: context.photoLibrary,
            camera: context.camera, barcodeScanner: context.barcodeScanner)
        let screens = ScreenServices(
            shell: context.shell, theme: context.theme, photoCache: context.photoCache, tracer: context.tracer)
        return screens.cards(CardsViewModel(services: viewModelServices))
    }
}
