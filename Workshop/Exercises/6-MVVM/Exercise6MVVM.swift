import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import OpenCombine
import Testing

@testable import MyCardsMVVM

/// Workshop exercise 6 (Docs/Workshop.md): in MVVM, `f` on Cards shows only the favourites, titled
/// “Favourites (1)”, and `f` again shows all. The role-level tests drive the view model alone through a
/// `toggleFavourites()` input and read its `cards` and `title` outputs: they do not compile until both exist.
@MainActor
@Suite("Exercise 6 · MVVM: f shows only the favourites")
struct Exercise6MVVM {
    static let cards = Samples.threeCardsBetaFavourite

    static func viewModel(_ doubles: AppDoubles) -> CardsViewModel {
        CardsViewModel(
            services: ViewModelServices(
                cards: doubles.store, network: doubles.network, photoLibrary: doubles.photoLibrary,
                camera: doubles.camera, barcodeScanner: doubles.barcodeScanner))
    }

    /// What the view model's outputs said last.
    final class Outputs {
        var names: [String] = []
        var title: String?
        var subscriptions: [AnyCancellable] = []

        @MainActor
        init(_ viewModel: CardsViewModel) {
            subscriptions = [
                viewModel.outputs.cards.sink { [unowned self] in names = $0.tiles.map(\.name) },
                viewModel.outputs.title.sink { [unowned self] in title = $0 },
            ]
        }
    }

    @Test("the screen shows only the favourite on f, titled “Favourites (1)”")
    func screenFilters() {
        let doubles = AppDoubles(cards: Self.cards)
        let controller = CardsViewController(
            viewModel: Self.viewModel(doubles),
            screens: ScreenServices(shell: doubles.shell, theme: .monochrome, photoCache: doubles.context.photoCache))
        controller.screenWillAppear()

        _ = controller.handle(.key(.character("f")))

        expect(controller.hostedView.data.tiles.map(\.name)).to(equal(["Beta"]))
        expect(controller.title).to(equal("Favourites (1)"))
    }

    @Test("the view model publishes only the favourite and “Favourites (1)” after toggleFavourites()")
    func viewModelFilters() {
        let viewModel = Self.viewModel(AppDoubles(cards: Self.cards))
        let outputs = Outputs(viewModel)
        viewModel.inputs.appear()

        viewModel.inputs.toggleFavourites()

        expect(outputs.names).to(equal(["Beta"]))
        expect(outputs.title).to(equal("Favourites (1)"))
    }

    @Test("the view model publishes every card and “Cards” after a second toggleFavourites()")
    func viewModelShowsAllAgain() {
        let viewModel = Self.viewModel(AppDoubles(cards: Self.cards))
        let outputs = Outputs(viewModel)
        viewModel.inputs.appear()

        viewModel.inputs.toggleFavourites()
        viewModel.inputs.toggleFavourites()

        expect(outputs.names).to(equal(["Alpha", "Beta", "Gamma"]))
        expect(outputs.title).to(equal("Cards"))
    }

    @Test("the view model keeps the filter when the store is read again")
    func viewModelKeepsFilter() {
        let viewModel = Self.viewModel(AppDoubles(cards: Self.cards))
        let outputs = Outputs(viewModel)
        viewModel.inputs.appear()
        viewModel.inputs.toggleFavourites()

        viewModel.inputs.appear()

        expect(outputs.names).to(equal(["Beta"]))
    }
}
