import MyCardsUI

/// Wires the MVVM variant: the services go to the first view model (which makes the others), the terminal's
/// pieces to the first controller (which makes the other controllers as the view models ask for them), and what
/// the run puts between a screen and its view model to the screens' factory (`ScreenServices`).
@MainActor
package enum MVVMCompositionRoot {
    package static func makeRoot(context: AppContext) -> any Screen {
        let viewModelServices = ViewModelServices(
            cards: context.cards, network: context.network, photoLibrary: context.photoLibrary,
            camera: context.camera, barcodeScanner: context.barcodeScanner)
        let screens = ScreenServices(
            shell: context.shell, theme: context.theme, photoCache: context.photoCache, interposer: context.interposer)
        return screens.cards(CardsViewModel(services: viewModelServices))
    }
}
