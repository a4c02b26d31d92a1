import MyCardsKit
import MyCardsTestSupport
import MyCardsUI

@testable import MyCardsMVVM

/// How the MVVM exercises build the Cards screen, naming only what ships, so any name the attendee gives a new input,
/// output or route passes: the whole app on a headless terminal (what the user sees), or the Cards view model with a
/// controller reduced to forwarding its view's keys (what crosses the view model's boundary).
@MainActor
enum CardsScreens {
    /// The whole MVVM app on `app`'s terminal, made from `doubles` (the backend `network` when given), once the
    /// store's answers are shown. Returns the first screen, Cards.
    static func started(
        _ doubles: AppDoubles, network: (any CardsNetworking)? = nil, on app: HeadlessApp
    ) async -> any Screen {
        let context = AppContext(
            cards: doubles.store, network: network ?? doubles.network, photoLibrary: doubles.photoLibrary,
            camera: doubles.camera, barcodeScanner: doubles.barcodeScanner, tracer: doubles.tracer, shell: app.shell,
            theme: app.shell.theme, photoCache: app.shell.photoCache)
        let root = MVVMCompositionRoot.makeRoot(context: context)
        app.start(root)
        await settle()
        return root
    }

    /// The Cards view model and its controller, once the screen has appeared and shown the store's cards.
    static func shown(
        _ doubles: AppDoubles, network: (any CardsNetworking)? = nil
    ) async -> (CardsViewModel, CardsViewController) {
        let services = ViewModelServices(
            cards: doubles.store, network: network ?? doubles.network, photoLibrary: doubles.photoLibrary,
            camera: doubles.camera, barcodeScanner: doubles.barcodeScanner)
        let viewModel = CardsViewModel(services: services)
        let controller = CardsViewController(viewModel: viewModel, screens: doubles.screens)
        controller.screenWillAppear()
        await settle()
        return (viewModel, controller)
    }

    /// The same, its controller's observations then cancelled: a key on the controller's view still reaches the view
    /// model, through whatever input the attendee's controller calls, but the controller performs nothing the view
    /// model says — its title, route or status lines stay with the test, read from the view model alone.
    static func forwardingOnly(
        _ doubles: AppDoubles, network: (any CardsNetworking)? = nil
    ) async -> (CardsViewModel, CardsViewController) {
        let (viewModel, controller) = await shown(doubles, network: network)
        for observation in controller.observations { observation.cancel() }
        return (viewModel, controller)
    }
}
